import { createReadStream } from "node:fs";
import { createHash } from "node:crypto";
import { join } from "node:path";
import { Readable } from "node:stream";
import { QueueFullError } from "../concurrency-limit";
import type { RateLimiter } from "../feedback/rate-limiter";
import { jsonError } from "../json-error";
import { LruCache } from "../lru-cache";
import {
  normaliseOgInput,
  ogCacheKey,
  ogImageName,
  type OgInput,
} from "../og/og-input";
import { OG_DIR } from "../og/prebuilt-images";

interface CachedImage {
  png: Buffer;
  etag: string;
}

export interface OgRouteOptions {
  /** Renders an image off the event loop (the worker pool), or refuses with QueueFullError. */
  render: (input: OgInput) => Promise<Buffer>;
  /** The export folder, where prebuilt images live under `og/`. */
  outDir?: string;
  /** Prebuilt images by file name, with their ETags (see readOgManifest). */
  prebuilt?: ReadonlyMap<string, string>;
  /** Renders allowed per client per minute; prebuilt and cached images do not count. */
  limiter?: RateLimiter;
  clientHash?: (req: Request) => string;
  cacheSize?: number;
}

/** Seconds a client waits before asking again when the render queue is full. */
const RETRY_AFTER_BUSY = "2";
/** Prebuilt images change only with a new build of the page's title or description. */
const PREBUILT_CACHE = "public, max-age=31536000, immutable";
const RENDERED_CACHE = "public, max-age=86400, immutable";

/**
 * `GET /api/og`: the social image for a title, description and section. The site's own pages are
 * prebuilt at build time and streamed from disk; other inputs come from an in-memory cache or are
 * rendered by the worker pool, within a per-client rate limit, with a bounded queue (503 and
 * `Retry-After` when full). The event loop never renders.
 */
export function ogRoute(options: OgRouteOptions) {
  const cache = new LruCache<CachedImage>(options.cacheSize ?? 256);
  const prebuilt = options.prebuilt ?? new Map<string, string>();
  return async (req: Request): Promise<Response> => {
    if (req.method !== "GET" && req.method !== "HEAD")
      return jsonError(405, "Method not allowed", {
        headers: { Allow: "GET, HEAD" },
      });
    const input = normaliseOgInput(new URL(req.url).searchParams);
    const name = ogImageName(input);
    const prebuiltEtag = options.outDir ? prebuilt.get(name) : undefined;
    if (prebuiltEtag && options.outDir) {
      const headers = {
        "Content-Type": "image/png",
        ETag: prebuiltEtag,
        "Cache-Control": PREBUILT_CACHE,
        "X-Cache": "STATIC",
      };
      if (req.headers.get("if-none-match") === prebuiltEtag)
        return new Response(null, { status: 304, headers });
      if (req.method === "HEAD") return new Response(null, { headers });
      const stream = createReadStream(join(options.outDir, OG_DIR, name));
      return new Response(
        Readable.toWeb(stream) as ReadableStream<Uint8Array>,
        { headers },
      );
    }

    const key = ogCacheKey(input);
    let image = cache.get(key);
    let cacheStatus = "HIT";
    if (!image) {
      cacheStatus = "MISS";
      if (
        options.limiter &&
        options.clientHash &&
        !options.limiter.take(options.clientHash(req))
      )
        return jsonError(429, "Too many image requests, retry in a minute", {
          headers: { "Retry-After": "60" },
        });
      try {
        const png = await options.render(input);
        image = {
          png,
          etag: `"${createHash("sha256").update(png).digest("base64url").slice(0, 27)}"`,
        };
        cache.set(key, image);
      } catch (error) {
        if (error instanceof QueueFullError)
          return jsonError(503, "Busy rendering images, retry shortly", {
            headers: { "Retry-After": RETRY_AFTER_BUSY },
          });
        throw error;
      }
    }
    const headers = {
      "Content-Type": "image/png",
      ETag: image.etag,
      "Cache-Control": RENDERED_CACHE,
      "X-Cache": cacheStatus,
    };
    if (req.headers.get("if-none-match") === image.etag)
      return new Response(null, { status: 304, headers });
    return new Response(
      req.method === "HEAD" ? null : new Uint8Array(image.png),
      { headers: { ...headers, "Content-Length": String(image.png.length) } },
    );
  };
}
