import type { Logger } from "pino";
import { INGEST_PATH } from "../../lib/integrations-config";
import { jsonError } from "../json-error";

/** Limits of the analytics proxy, imported by its tests. */
export const INGEST_LIMITS = {
  /** Largest request body forwarded; posthog-js batches and recording chunks stay well below. */
  maxBodyBytes: 1024 * 1024,
  /** Time for the whole upstream exchange, request body to last response byte. */
  timeoutMs: 10_000,
} as const;

/** Connection-scoped headers (RFC 9110 §7.6.1) a proxy must not forward, plus the ones we own. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);
/**
 * Request headers never sent upstream: the visitor's cookies for this site, our host, a length
 * fetch recomputes, and Accept-Encoding (fetch asks for what it can decode, see below).
 */
const DROP_REQUEST = new Set([
  "cookie",
  "host",
  "content-length",
  "accept-encoding",
  "x-forwarded-for",
  "forwarded",
]);
/**
 * Response headers never sent back: upstream cookies would be set on this site, and fetch has
 * already decoded the body, so its Content-Encoding and Content-Length no longer describe it.
 */
const DROP_RESPONSE = new Set([
  "set-cookie",
  "set-cookie2",
  "content-encoding",
  "content-length",
]);

export interface IngestProxyOptions {
  /** The PostHog host events go to, e.g. `https://eu.i.posthog.com` (no trailing slash). */
  upstream: string;
  /** Host of `/static/*` (posthog-js extensions); default: PostHog's assets host for its cloud, else `upstream`. */
  assetsUpstream?: string;
  /** The visitor's address, forwarded as X-Forwarded-For so the upstream's GeoIP sees the visitor. */
  clientAddress?: (req: Request) => string | undefined;
  maxBodyBytes?: number;
  timeoutMs?: number;
  logger?: Logger;
  /** For tests; default the global fetch. */
  fetch?: typeof fetch;
}

/** `eu.i.posthog.com` serves events, `eu-assets.i.posthog.com` the extension scripts. */
function defaultAssetsHost(upstream: string): string {
  const url = new URL(upstream);
  const cloud = /^(eu|us)\.i\.posthog\.com$/.exec(url.hostname);
  if (!cloud) return upstream;
  url.hostname = `${cloud[1]}-assets.i.posthog.com`;
  return url.origin;
}

/** Statuses whose Response may not carry a body. */
const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

class BodyTooLarge extends Error {}

/** Passes the body through, failing the stream (and so the upstream request) past `maxBytes`. */
function limitBody(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  onTooLarge: () => void,
): ReadableStream<Uint8Array> {
  let total = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        total += chunk.byteLength;
        if (total > maxBytes) {
          onTooLarge();
          controller.error(new BodyTooLarge());
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
}

/**
 * `/ingest/*`: a reverse proxy to the PostHog host, so the browser only talks to this site (fewer
 * requests lost to blockers, and a CSP without analytics hosts). Method, path, query, body and
 * content headers go through; cookies and hop-by-hop headers do not. Bodies stream both ways.
 * Errors are JSON: 413 past the body limit, 504 after the timeout, 502 when the upstream fails.
 */
export function ingestProxyRoute(options: IngestProxyOptions) {
  const upstream = options.upstream.replace(/\/+$/, "");
  const assets = (
    options.assetsUpstream ?? defaultAssetsHost(upstream)
  ).replace(/\/+$/, "");
  const maxBodyBytes = options.maxBodyBytes ?? INGEST_LIMITS.maxBodyBytes;
  const timeoutMs = options.timeoutMs ?? INGEST_LIMITS.timeoutMs;
  const fetchUpstream = options.fetch ?? fetch;

  return async (req: Request): Promise<Response> => {
    const url = new URL(req.url);
    const path = url.pathname.slice(INGEST_PATH.length) || "/";
    const target = `${path.startsWith("/static/") ? assets : upstream}${path}${url.search}`;

    const declared = Number(req.headers.get("content-length") ?? "NaN");
    if (Number.isFinite(declared) && declared > maxBodyBytes)
      return jsonError(413, `Body larger than ${maxBodyBytes} bytes`);

    const connectionScoped = new Set(
      (req.headers.get("connection") ?? "")
        .split(",")
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    );
    const headers = new Headers();
    for (const [name, value] of req.headers) {
      if (
        !HOP_BY_HOP.has(name) &&
        !DROP_REQUEST.has(name) &&
        !connectionScoped.has(name)
      )
        headers.set(name, value);
    }
    const address = options.clientAddress?.(req);
    if (address) headers.set("x-forwarded-for", address);

    let tooLarge = false;
    const hasBody = req.body !== null && !["GET", "HEAD"].includes(req.method);
    const signal = AbortSignal.timeout(timeoutMs);
    let upstreamResponse: Response;
    try {
      upstreamResponse = await fetchUpstream(target, {
        method: req.method,
        headers,
        body: hasBody
          ? limitBody(req.body!, maxBodyBytes, () => {
              tooLarge = true;
            })
          : undefined,
        // Node's fetch streams a request body only in half-duplex mode.
        ...(hasBody ? { duplex: "half" } : {}),
        redirect: "follow",
        signal,
      } as RequestInit);
    } catch (error) {
      if (tooLarge)
        return jsonError(413, `Body larger than ${maxBodyBytes} bytes`);
      const timedOut = signal.aborted;
      options.logger?.warn(
        { err: error, target: `${upstream}${path}` },
        timedOut ? "analytics upstream timed out" : "analytics upstream failed",
      );
      return timedOut
        ? jsonError(504, "Analytics upstream timed out")
        : jsonError(502, "Analytics upstream unavailable");
    }

    const responseHeaders = new Headers();
    for (const [name, value] of upstreamResponse.headers) {
      if (!HOP_BY_HOP.has(name) && !DROP_RESPONSE.has(name))
        responseHeaders.set(name, value);
    }
    const noBody =
      req.method === "HEAD" || NULL_BODY_STATUS.has(upstreamResponse.status);
    return new Response(noBody ? null : upstreamResponse.body, {
      status: upstreamResponse.status,
      statusText: upstreamResponse.statusText,
      headers: responseHeaders,
    });
  };
}
