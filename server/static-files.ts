import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { join, resolve, sep } from "node:path";
import { Readable } from "node:stream";
import type { Context } from "hono";
import { twinPathFor } from "../lib/page-links";
import { contentTypeFor, isCompressible } from "./content-types";

/** Long-lived caching is safe only for Next's content-hashed build output. */
const IMMUTABLE_PREFIX = "/_next/static/";

export type ResolvedPath =
  | { kind: "file"; filePath: string }
  | { kind: "redirect"; location: string }
  | { kind: "bad-request" }
  | { kind: "not-found" };

/**
 * Turns a URL path into a file inside `outDir`, or says why not. Pure apart from the `exists`
 * probe, so the traversal rules are unit-tested without a server.
 */
export async function resolveStaticPath(
  rawPath: string,
  outDir: string,
  exists: (filePath: string) => Promise<boolean>,
): Promise<ResolvedPath> {
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
  const segments = decoded.split("/");
  if (segments.some((s) => s === ".." || s === "."))
    return { kind: "bad-request" };

  // One canonical form: no trailing slash (except the root).
  if (decoded.length > 1 && decoded.endsWith("/")) {
    return { kind: "redirect", location: rawPath.replace(/\/+$/, "") || "/" };
  }

  const root = resolve(outDir);
  const candidates =
    decoded === "/"
      ? ["index.html"]
      : /\.[a-z0-9]+$/i.test(decoded)
        ? [decoded]
        : [`${decoded}.html`, `${decoded}/index.html`];
  for (const candidate of candidates) {
    const filePath = resolve(join(root, candidate));
    if (filePath !== root && !filePath.startsWith(root + sep))
      return { kind: "bad-request" };
    if (await exists(filePath)) return { kind: "file", filePath };
  }
  return { kind: "not-found" };
}

type FileInfo = { size: number; mtimeMs: number } | null;

/**
 * The export does not change while the server runs (a deploy restarts it), so file metadata,
 * including "no such file", is cached: a page request costs no stat calls after the first.
 * Bounded by the number of distinct paths asked for.
 */
const statCache = new Map<string, Promise<FileInfo>>();
const STAT_CACHE_MAX = 50_000;

function fileSize(filePath: string): Promise<FileInfo> {
  let cached = statCache.get(filePath);
  if (!cached) {
    cached = stat(filePath).then(
      (s) => (s.isFile() ? { size: s.size, mtimeMs: s.mtimeMs } : null),
      () => null,
    );
    if (statCache.size >= STAT_CACHE_MAX) statCache.clear();
    statCache.set(filePath, cached);
  }
  return cached;
}

const isFile = async (p: string) => (await fileSize(p)) !== null;

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
  if (!accept) return false;
  const md = quality(accept, "text/markdown");
  return md > 0 && md > quality(accept, "text/html");
}

function parseRange(
  header: string,
  size: number,
): { start: number; end: number } | "invalid" | null {
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

function stream(
  filePath: string,
  range?: { start: number; end: number },
): ReadableStream {
  return Readable.toWeb(createReadStream(filePath, range)) as ReadableStream;
}

/** Small files (pages, chunks, their compressed variants) are kept in memory after the first read. */
const SMALL_FILE = 256 * 1024;
const MEMORY_BUDGET = 64 * 1024 * 1024;
const contentCache = new Map<string, Promise<Buffer>>();
let cachedBytes = 0;

async function body(filePath: string, size: number): Promise<BodyInit> {
  if (size > SMALL_FILE) return stream(filePath);
  let cached = contentCache.get(filePath);
  if (!cached) {
    if (cachedBytes + size > MEMORY_BUDGET) return stream(filePath);
    cachedBytes += size;
    cached = readFile(filePath);
    contentCache.set(filePath, cached);
  }
  const buf = await cached;
  return new Uint8Array(
    buf.buffer,
    buf.byteOffset,
    buf.byteLength,
  ) as Uint8Array<ArrayBuffer>;
}

async function fileResponse(
  c: Context,
  filePath: string,
  status: 200 | 404,
  urlPath: string,
  vary: string[],
): Promise<Response> {
  const info = (await fileSize(filePath))!;
  const type = contentTypeFor(filePath);
  const headers: Record<string, string> = {
    "Content-Type": type,
    "Cache-Control": urlPath.startsWith(IMMUTABLE_PREFIX)
      ? "public, max-age=31536000, immutable"
      : "no-cache",
    "Accept-Ranges": "bytes",
  };
  if (filePath.endsWith(".md")) headers["X-Robots-Tag"] = "noindex";

  // Precompressed variants written at build time (scripts/precompress.ts).
  let servedPath = filePath;
  let size = info.size;
  let encoding = "";
  if (isCompressible(type)) {
    vary.push("Accept-Encoding");
    const accepted = c.req.header("accept-encoding") ?? "";
    for (const [enc, ext] of [
      ["br", ".br"],
      ["gzip", ".gz"],
    ] as const) {
      if (!new RegExp(`\\b${enc}\\b`).test(accepted)) continue;
      const variant = await fileSize(filePath + ext);
      if (variant) {
        servedPath = filePath + ext;
        size = variant.size;
        encoding = enc;
        headers["Content-Encoding"] = enc;
        break;
      }
    }
  }
  if (vary.length) headers.Vary = [...new Set(vary)].join(", ");
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ""}"`;
  headers.ETag = etag;

  if (status === 200 && c.req.header("if-none-match") === etag)
    return new Response(null, { status: 304, headers });

  const rangeHeader = c.req.header("range");
  if (status === 200 && rangeHeader && !encoding) {
    const range = parseRange(rangeHeader, size);
    if (range === "invalid") {
      return new Response(null, {
        status: 416,
        headers: { ...headers, "Content-Range": `bytes */${size}` },
      });
    }
    if (range) {
      const length = range.end - range.start + 1;
      const rangeHeaders = {
        ...headers,
        "Content-Range": `bytes ${range.start}-${range.end}/${size}`,
        "Content-Length": String(length),
      };
      return new Response(
        c.req.method === "HEAD" ? null : stream(servedPath, range),
        { status: 206, headers: rangeHeaders },
      );
    }
  }
  headers["Content-Length"] = String(size);
  return new Response(
    c.req.method === "HEAD" ? null : await body(servedPath, size),
    { status, headers },
  );
}

/** Serves the static export: clean URLs, one canonical form, Markdown twins on request, 404 page. */
export function staticFiles(outDir: string) {
  const notFoundPage = join(outDir, "404.html");
  return async (c: Context): Promise<Response> => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      return c.json({ error: "Method not allowed" }, 405, {
        Allow: "GET, HEAD",
      });
    }
    const url = new URL(c.req.url);
    const rawPath = url.pathname;
    const resolved = await resolveStaticPath(rawPath, outDir, isFile);
    switch (resolved.kind) {
      case "file": {
        if (resolved.filePath.endsWith(".html")) {
          // Content negotiation: the page's .md twin for clients that prefer Markdown.
          if (prefersMarkdown(c.req.header("accept"))) {
            const twin = join(outDir, decodeURIComponent(twinPathFor(rawPath)));
            if (
              resolve(twin).startsWith(resolve(outDir) + sep) &&
              (await isFile(twin))
            ) {
              return fileResponse(c, twin, 200, rawPath, ["Accept"]);
            }
          }
          return fileResponse(c, resolved.filePath, 200, rawPath, ["Accept"]);
        }
        return fileResponse(c, resolved.filePath, 200, rawPath, []);
      }
      case "redirect":
        return c.redirect(`${resolved.location}${url.search}`, 308);
      case "bad-request":
        return c.text("Bad request", 400);
      case "not-found":
        if (await isFile(notFoundPage))
          return fileResponse(c, notFoundPage, 404, rawPath, []);
        return c.text("Not found", 404);
    }
  };
}
