import { readFile, stat } from "node:fs/promises";
import { join, resolve, sep } from "node:path";
import type { Context } from "hono";
import { contentTypeFor } from "./content-types";

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
  if (/%[0-9a-f]{2}/i.test(decoded) && /%(2e|2f|5c|00)/i.test(decoded))
    return { kind: "bad-request" };
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

async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

function etagFor(size: number, mtimeMs: number): string {
  return `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
}

async function fileResponse(
  c: Context,
  filePath: string,
  status: 200 | 404,
  urlPath: string,
): Promise<Response> {
  const info = await stat(filePath);
  const etag = etagFor(info.size, info.mtimeMs);
  const headers: Record<string, string> = {
    "Content-Type": contentTypeFor(filePath),
    ETag: etag,
    "Cache-Control": urlPath.startsWith(IMMUTABLE_PREFIX)
      ? "public, max-age=31536000, immutable"
      : "no-cache",
  };
  if (status === 200 && c.req.header("if-none-match") === etag) {
    return new Response(null, { status: 304, headers });
  }
  if (c.req.method === "HEAD") {
    return new Response(null, {
      status,
      headers: { ...headers, "Content-Length": String(info.size) },
    });
  }
  return new Response(new Uint8Array(await readFile(filePath)), {
    status,
    headers,
  });
}

/** Serves the static export: clean URLs, one canonical form, the exported 404 page for misses. */
export function staticFiles(outDir: string) {
  const notFoundPage = join(outDir, "404.html");
  return async (c: Context): Promise<Response> => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      return c.json({ error: "Method not allowed" }, 405, {
        Allow: "GET, HEAD",
      });
    }
    const rawPath = new URL(c.req.url).pathname;
    const resolved = await resolveStaticPath(rawPath, outDir, isFile);
    switch (resolved.kind) {
      case "file":
        return fileResponse(c, resolved.filePath, 200, rawPath);
      case "redirect": {
        const query = new URL(c.req.url).search;
        return c.redirect(`${resolved.location}${query}`, 308);
      }
      case "bad-request":
        return c.text("Bad request", 400);
      case "not-found":
        if (await isFile(notFoundPage))
          return fileResponse(c, notFoundPage, 404, rawPath);
        return c.text("Not found", 404);
    }
  };
}
