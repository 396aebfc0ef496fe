/**
 * Static serving of the export. `sirv` decides which file answers a URL: it indexes `out/` once at
 * start, so only files inside the export can ever be found (no path arithmetic of ours), and it
 * picks the precompressed `.br`/`.gz` variant and computes Content-Length, ETag and
 * Last-Modified. We ask it through a recording response (`SirvAnswer`) and send the bytes here,
 * because letting sirv write the response fails current behaviour (measured with sirv 3.0.2 on
 * Node 20, `npm run bench:server` and the tests in tests/server/api.test.ts):
 *
 * - Speed: sirv opens and streams the file on every request. Letting it send the docs page
 *   (10.7 kB brotli) with our headers set around it ran at 0.94-0.97x plain sirv in three runs of
 *   the bench's method (31 alternating rounds), below the >= 1.0x target; sending sirv's choice
 *   from memory runs at 1.46-1.64x.
 * - Range: `Range: bytes=19-10` makes sirv call `createReadStream` with start > end, which throws
 *   an uncaught RangeError and stops the process; `bytes=-10` returns the first 11 bytes instead of
 *   the last 10. Ranges are parsed here and sirv never sees the header.
 * - A 304 from sirv carries no ETag, Cache-Control or Vary, and text types have no charset.
 *
 * Our layer adds what sirv lacks: one canonical URL form (308 without the trailing slash), a 400
 * for malformed or traversal-looking paths, Markdown twins for `Accept: text/markdown`, `.md` as
 * text/markdown with noindex, cache and security headers, byte ranges and the 404 page.
 */
import { createReadStream, ReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import type {
  IncomingMessage,
  OutgoingHttpHeaders,
  ServerResponse,
} from "node:http";
import { pipeline, Writable } from "node:stream";
import sirv, { type RequestHandler } from "sirv";
import { HASHED_ISLAND_FILE } from "../lib/islands/bundle-names";
import { twinPathFor } from "../lib/routes";
import {
  acceptedImageFormats,
  parseVariantPath,
  withFormat,
  type ModernFormat,
} from "../lib/images/responsive-images";
import {
  contentTypeFor,
  isCompressible,
  isSubresourceOnly,
} from "./content-types";
import { LruCache } from "./lru-cache";
import { subresourceHeaders } from "./security-headers";

/**
 * Content-hashed bundles: Next's build output and the islands bundle (lib/islands/bundle-names.ts;
 * its `manifest.json` is not one). A changed file gets a new name, so they are cached for
 * good; and they are module chunks, stylesheets and fonts, never run as workers, so the
 * document-only security headers (0.9 kB a response) are left off them.
 */
export function isHashedBundle(pathname: string): boolean {
  return (
    pathname.startsWith("/_next/static/") || HASHED_ISLAND_FILE.test(pathname)
  );
}
/** Files up to this size are kept in memory after their first read... */
const SMALL_FILE_BYTES = 256 * 1024;
/** ...until they fill this budget; larger files and the rest are streamed from disk. */
const MEMORY_BUDGET_BYTES = 64 * 1024 * 1024;
/** Distinct request forms remembered (path x accepted encodings x Markdown preference). */
const MAX_REMEMBERED_ANSWERS = 20_000;

export type RequestPath =
  | { kind: "ok" }
  | { kind: "redirect"; location: string }
  | { kind: "bad-request" };

/**
 * Checks a raw URL path before anything looks it up: malformed encodings, NUL, backslashes, dot
 * segments (also double-encoded) are refused, and the trailing-slash form redirects to the one
 * canonical form. sirv could not reach outside the export anyway; this keeps such requests from
 * reaching it at all and answers them with a clear 400.
 */
export function classifyRequestPath(rawPath: string): RequestPath {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { kind: "bad-request" };
  }
  // A second decoding pass catches double-encoded traversal (%252e%252e) before it can reach a file name.
  if (/%(2e|2f|5c|00)/i.test(decoded)) return { kind: "bad-request" };
  if (decoded.includes("\0") || decoded.includes("\\"))
    return { kind: "bad-request" };
  if (decoded.split("/").some((s) => s === ".." || s === "."))
    return { kind: "bad-request" };
  if (decoded.length > 1 && decoded.endsWith("/"))
    return { kind: "redirect", location: rawPath.replace(/\/+$/, "") || "/" };
  return { kind: "ok" };
}

function quality(accept: string, type: string): number {
  let best = 0;
  for (const part of accept.split(",")) {
    const [range = "", ...params] = part.trim().split(";");
    const q = Number(
      params
        .find((p) => p.trim().startsWith("q="))
        ?.trim()
        .slice(2) ?? "1",
    );
    const [t, s] = range.trim().toLowerCase().split("/");
    const [wt, ws] = type.split("/");
    if ((t === wt && (s === ws || s === "*")) || (t === "*" && s === "*")) {
      const specificity = t === "*" ? 0.001 : 0; // an exact match beats */*
      best = Math.max(best, Number.isFinite(q) ? q - specificity : 0);
    }
  }
  return best;
}

/** True when the client prefers Markdown to HTML (LLM tools send `Accept: text/markdown`). */
export function prefersMarkdown(accept: string | undefined): boolean {
  // Without the word, text/* and */* rank Markdown and HTML alike: skip parsing on every page view.
  if (!accept || !accept.includes("markdown")) return false;
  const md = quality(accept, "text/markdown");
  return md > 0 && md > quality(accept, "text/html");
}

/** Bit set of the precompressed encodings a client accepts (`q=0` refuses one). */
export type AcceptedEncodings = 0 | 1 | 2 | 3;
const GZIP = 1;
const BROTLI = 2;

export function acceptedEncodings(
  header: string | undefined,
): AcceptedEncodings {
  if (!header) return 0;
  let accepted = 0;
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";");
    if (params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p))) continue;
    const coding = name.trim().toLowerCase();
    if (coding === "br") accepted |= BROTLI;
    else if (coding === "gzip") accepted |= GZIP;
  }
  return accepted as AcceptedEncodings;
}

/** What sirv looks at to choose a variant, spelled canonically so the answer can be remembered. */
const SIRV_ACCEPT_ENCODING = ["", "gzip", "br", "br, gzip"] as const;

/** The file sirv chose for a request, with the metadata it computed. */
export interface SirvFile {
  /** Absolute path of the bytes to send (a `.br`/`.gz` variant when one was chosen). */
  file: string;
  size: number;
  etag: string;
  lastModified: string;
  encoding: "br" | "gzip" | undefined;
}

/**
 * Stands in for the response when asking sirv which file answers a URL: records the status and
 * headers sirv writes and the file it opens (the source of its `pipe`), and sends nothing.
 */
class SirvAnswer extends Writable {
  status = 0;
  file: string | undefined;
  readonly headers: OutgoingHttpHeaders = {};

  constructor() {
    super();
    this.once("pipe", (source) => {
      if (source instanceof ReadStream) this.file = String(source.path);
      source.on("error", () => undefined); // a file deleted since start: reported by our own read
      source.destroy();
    });
  }

  getHeader(name: string) {
    return this.headers[name.toLowerCase()];
  }

  setHeader(name: string, value: string | number | string[]) {
    this.headers[name.toLowerCase()] = value;
    return this;
  }

  writeHead(status: number, headers: OutgoingHttpHeaders = {}) {
    this.status = status;
    for (const [name, value] of Object.entries(headers))
      this.headers[name.toLowerCase()] = value;
    return this;
  }

  override _write(_chunk: unknown, _encoding: string, done: () => void) {
    done();
  }
}

/**
 * Asks sirv which file answers `pathname` for a client accepting `encodings`. sirv answers
 * synchronously (its index is in memory); undefined when no file matches.
 */
export function askSirv(
  handler: RequestHandler,
  pathname: string,
  encodings: AcceptedEncodings,
): SirvFile | undefined {
  const answer = new SirvAnswer();
  let missing = false;
  // sirv reads only `url` and these headers; without If-None-Match and Range it always answers 200.
  const request = {
    url: pathname,
    headers: { "accept-encoding": SIRV_ACCEPT_ENCODING[encodings] },
  };
  handler(
    request as unknown as IncomingMessage,
    answer as unknown as ServerResponse,
    () => {
      missing = true;
    },
  );
  if (missing) return undefined;
  if (answer.status !== 200 || !answer.file)
    throw new Error(
      `sirv answered ${pathname} without streaming a file (status ${answer.status}); server/static-files.ts expects sirv 3.0.2's behaviour`,
    );
  const encoding = answer.headers["content-encoding"];
  return {
    file: answer.file,
    size: Number(answer.headers["content-length"]),
    etag: String(answer.headers.etag),
    lastModified: String(answer.headers["last-modified"]),
    encoding: encoding === "br" || encoding === "gzip" ? encoding : undefined,
  };
}

/** A response ready to send: sirv's file and every header, built once per distinct request. */
interface Answer {
  status: 200 | 404;
  file: string;
  size: number;
  encoded: boolean;
  etag: string;
  headers: OutgoingHttpHeaders;
  notModifiedHeaders: OutgoingHttpHeaders;
  /** The bytes once read, when the file is small enough to keep in memory. */
  body: Buffer | undefined;
}

function parseRange(
  header: string,
  size: number,
): { start: number; end: number } | "invalid" {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === "" && m[2] === "")) return "invalid";
  let start: number;
  let end: number;
  if (m[1] === "") {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start > end || start >= size) return "invalid";
  return { start, end };
}

/** `If-None-Match` holds the ETag (weak comparison: a `W/` prefix on either side does not matter). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag || header.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((t) => t.trim().replace(/^W\//, "") === bare);
}

export interface StaticFilesOptions {
  /** The static export (`out/`), indexed once: files added later are not served until a restart. */
  outDir: string;
  /**
   * The security headers. Documents get all of them; subresource types (`isSubresourceOnly`) and
   * hashed bundles (`isHashedBundle`) get them without the document-only ones.
   */
  headers: Readonly<Record<string, string>>;
  /** Called when a file cannot be read; the client gets a 500. */
  onError?: (error: unknown, path: string) => void;
}

/** Serves GET and HEAD requests for the export; see the top of this file. */
export class StaticFiles {
  private readonly sirv: RequestHandler;
  private readonly answers = new LruCache<Answer>(MAX_REMEMBERED_ANSWERS);
  private readonly notFound = new Map<AcceptedEncodings, Answer | null>();
  private readonly bodies = new Map<string, Promise<Buffer>>();
  private bodyBytes = 0;
  private readonly subresourceHeaders: Readonly<Record<string, string>>;

  constructor(private readonly options: StaticFilesOptions) {
    this.subresourceHeaders = subresourceHeaders(options.headers);
    this.sirv = sirv(options.outDir, {
      extensions: ["html"],
      brotli: true,
      gzip: true,
      etag: true,
    });
  }

  /** Answers `req` completely; `requestId` is echoed as X-Request-Id. */
  serve(req: IncomingMessage, res: ServerResponse, requestId: string): void {
    const url = req.url ?? "/";
    const queryAt = url.indexOf("?");
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    const encodings = acceptedEncodings(req.headers["accept-encoding"]);
    const markdown = prefersMarkdown(req.headers.accept);
    // A responsive image variant is answered in the smallest encoding the browser decodes.
    const formats = parseVariantPath(pathname)
      ? acceptedImageFormats(req.headers.accept)
      : undefined;
    const image = formats ? `i${formats.join("+")}` : "";
    const key = `${encodings}${markdown ? "m" : "h"}${image}${pathname}`;

    let answer = this.answers.get(key);
    if (!answer) {
      const check = classifyRequestPath(pathname);
      if (check.kind === "bad-request")
        return this.plain(res, 400, "Bad request", requestId);
      if (check.kind === "redirect") {
        const search = queryAt === -1 ? "" : url.slice(queryAt);
        return this.plain(res, 308, "", requestId, {
          Location: `${check.location}${search}`,
        });
      }
      answer = formats
        ? this.lookupImage(pathname, formats)
        : this.lookup(pathname, encodings, markdown);
      if (!answer) {
        const page = this.notFoundPage(encodings);
        if (!page) return this.plain(res, 404, "Not found", requestId);
        return this.send(req, res, page, requestId);
      }
      this.answers.set(key, answer);
    }
    this.send(req, res, answer, requestId);
  }

  /** sirv's file for the path, or the page's Markdown twin when the client prefers Markdown. */
  private lookup(
    pathname: string,
    encodings: AcceptedEncodings,
    markdown: boolean,
  ): Answer | undefined {
    const found = askSirv(this.sirv, pathname, encodings);
    if (!found) return undefined;
    const isPage = stripEncoding(found).endsWith(".html");
    if (isPage && markdown) {
      const twin = askSirv(this.sirv, twinPathFor(pathname), encodings);
      if (twin && stripEncoding(twin).endsWith(".md"))
        return this.answer(twin, pathname, 200, true);
    }
    return this.answer(found, pathname, 200, isPage);
  }

  /**
   * The smallest of the variant's encodings the client accepts (AVIF is usually smaller than WebP,
   * but not for every picture), else its own format; `Vary: Accept` either way.
   */
  private lookupImage(
    pathname: string,
    formats: readonly ModernFormat[],
  ): Answer | undefined {
    const candidates = [
      ...formats.map((f) => askSirv(this.sirv, withFormat(pathname, f), 0)),
      askSirv(this.sirv, pathname, 0),
    ].filter((found): found is SirvFile => found !== undefined);
    const smallest = candidates.reduce<SirvFile | undefined>(
      (best, found) => (!best || found.size < best.size ? found : best),
      undefined,
    );
    return smallest ? this.answer(smallest, pathname, 200, true) : undefined;
  }

  private notFoundPage(encodings: AcceptedEncodings): Answer | undefined {
    let page = this.notFound.get(encodings);
    if (page === undefined) {
      const found = askSirv(this.sirv, "/404.html", encodings);
      page = found ? this.answer(found, "/404", 404, false) : null;
      this.notFound.set(encodings, page);
    }
    return page ?? undefined;
  }

  private answer(
    found: SirvFile,
    pathname: string,
    status: 200 | 404,
    negotiable: boolean,
  ): Answer {
    const source = stripEncoding(found);
    const type = contentTypeFor(source);
    const vary = [
      ...(negotiable ? ["Accept"] : []),
      ...(isCompressible(type) ? ["Accept-Encoding"] : []),
    ].join(", ");
    const hashed = isHashedBundle(pathname);
    const cacheable: OutgoingHttpHeaders = {
      ...(isSubresourceOnly(type) || hashed
        ? this.subresourceHeaders
        : this.options.headers),
      "Cache-Control":
        status === 200 && hashed
          ? "public, max-age=31536000, immutable"
          : "no-cache",
      ETag: found.etag,
      ...(vary ? { Vary: vary } : {}),
    };
    const headers: OutgoingHttpHeaders = {
      ...cacheable,
      "Content-Type": type,
      "Content-Length": found.size,
      "Last-Modified": found.lastModified,
      ...(status === 200 ? { "Accept-Ranges": "bytes" } : {}),
      ...(found.encoding ? { "Content-Encoding": found.encoding } : {}),
      ...(source.endsWith(".md") ? { "X-Robots-Tag": "noindex" } : {}),
    };
    const answer: Answer = {
      status,
      file: found.file,
      size: found.size,
      encoded: Boolean(found.encoding),
      etag: found.etag,
      headers,
      notModifiedHeaders: cacheable,
      body: undefined,
    };
    this.keepInMemory(answer);
    return answer;
  }

  private keepInMemory(answer: Answer): void {
    let body = this.bodies.get(answer.file);
    if (!body) {
      if (
        answer.size > SMALL_FILE_BYTES ||
        this.bodyBytes + answer.size > MEMORY_BUDGET_BYTES
      )
        return;
      this.bodyBytes += answer.size;
      body = readFile(answer.file);
      this.bodies.set(answer.file, body);
    }
    body.then(
      (bytes) => {
        answer.body = bytes;
      },
      () => undefined, // reported when a request needs the bytes
    );
  }

  private send(
    req: IncomingMessage,
    res: ServerResponse,
    answer: Answer,
    requestId: string,
  ): void {
    if (
      answer.status === 200 &&
      matchesEtag(req.headers["if-none-match"], answer.etag)
    ) {
      res.writeHead(304, {
        ...answer.notModifiedHeaders,
        "X-Request-Id": requestId,
      });
      res.end();
      return;
    }
    const head = req.method === "HEAD";
    const rangeHeader = req.headers.range;
    if (answer.status === 200 && rangeHeader && !answer.encoded) {
      const range = parseRange(rangeHeader, answer.size);
      if (range === "invalid") {
        res.writeHead(416, {
          ...answer.notModifiedHeaders,
          "Content-Range": `bytes */${answer.size}`,
          "Content-Length": 0,
          "X-Request-Id": requestId,
        });
        res.end();
        return;
      }
      res.writeHead(206, {
        ...answer.headers,
        "Content-Range": `bytes ${range.start}-${range.end}/${answer.size}`,
        "Content-Length": range.end - range.start + 1,
        "X-Request-Id": requestId,
      });
      if (head) res.end();
      else if (answer.body)
        res.end(answer.body.subarray(range.start, range.end + 1));
      else this.stream(res, answer.file, range);
      return;
    }
    const headers = { ...answer.headers, "X-Request-Id": requestId };
    if (head) {
      res.writeHead(answer.status, headers);
      res.end();
    } else if (answer.body) {
      res.writeHead(answer.status, headers);
      res.end(answer.body);
    } else {
      const body = this.bodies.get(answer.file);
      if (body)
        body.then(
          (bytes) => {
            res.writeHead(answer.status, headers);
            res.end(bytes);
          },
          (error: unknown) => this.fail(res, answer.file, error, requestId),
        );
      else {
        res.writeHead(answer.status, headers);
        this.stream(res, answer.file);
      }
    }
  }

  private stream(
    res: ServerResponse,
    file: string,
    range?: { start: number; end: number },
  ): void {
    // pipeline, not pipe: a client that goes away mid-download also closes the file.
    pipeline(createReadStream(file, range), res, (error) => {
      if (error && error.code !== "ERR_STREAM_PREMATURE_CLOSE")
        this.options.onError?.(error, file);
    });
  }

  private fail(
    res: ServerResponse,
    file: string,
    error: unknown,
    requestId: string,
  ): void {
    // Only when the export changed under a running server (deploys restart it).
    this.options.onError?.(error, file);
    if (res.headersSent) res.destroy();
    else this.plain(res, 500, "Internal server error", requestId);
  }

  private plain(
    res: ServerResponse,
    status: number,
    text: string,
    requestId: string,
    extra: OutgoingHttpHeaders = {},
  ): void {
    res.writeHead(status, {
      ...this.options.headers,
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": Buffer.byteLength(text),
      "Cache-Control": "no-cache",
      "X-Request-Id": requestId,
      ...extra,
    });
    res.end(text);
  }
}

/** The file name without the precompression suffix, for its content type. */
function stripEncoding(found: SirvFile): string {
  return found.encoding ? found.file.replace(/\.(br|gz)$/, "") : found.file;
}
