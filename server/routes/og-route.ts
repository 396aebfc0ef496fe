import { createHash } from "node:crypto";
import { concurrencyLimit, QueueFullError } from "../concurrency-limit";
import { jsonError } from "../json-error";
import { LruCache } from "../lru-cache";
import { normaliseOgInput, ogCacheKey, type OgInput } from "../og/og-input";
import { renderOgPng } from "../og/render-og";

interface CachedImage {
  png: Buffer;
  etag: string;
}

/** `GET /api/og`: cached, concurrency-limited PNG rendering. */
export function ogRoute(
  options: {
    cacheSize?: number;
    concurrency?: number;
    render?: (input: OgInput) => Promise<Buffer>;
  } = {},
) {
  const cache = new LruCache<CachedImage>(options.cacheSize ?? 256);
  const limit = concurrencyLimit(options.concurrency ?? 2, 64);
  const render = options.render ?? renderOgPng;
  return async (req: Request): Promise<Response> => {
    if (req.method !== "GET" && req.method !== "HEAD")
      return jsonError(405, "Method not allowed", {
        headers: { Allow: "GET, HEAD" },
      });
    const input = normaliseOgInput(new URL(req.url).searchParams);
    const key = ogCacheKey(input);
    let image = cache.get(key);
    let cacheStatus = "HIT";
    if (!image) {
      cacheStatus = "MISS";
      try {
        const png = await limit(() => render(input));
        image = {
          png,
          etag: `"${createHash("sha256").update(png).digest("base64url").slice(0, 27)}"`,
        };
        cache.set(key, image);
      } catch (error) {
        if (error instanceof QueueFullError)
          return jsonError(503, "Busy rendering images, retry shortly", {
            headers: { "Retry-After": "2" },
          });
        throw error;
      }
    }
    const headers = {
      "Content-Type": "image/png",
      ETag: image.etag,
      "Cache-Control": "public, max-age=86400, immutable",
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
