/** Content types of the files the export contains; anything else is served as bytes. */
const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".vtt": "text/vtt; charset=utf-8",
  ".ipynb": "application/x-ipynb+json",
  ".pdf": "application/pdf",
};

export function contentTypeFor(filePath: string): string {
  const dot = filePath.lastIndexOf(".");
  const ext = dot === -1 ? "" : filePath.slice(dot).toLowerCase();
  return CONTENT_TYPES[ext] ?? "application/octet-stream";
}

/** Text types worth compressing on the fly. */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|xml|javascript|x-ipynb\+json)|image\/svg\+xml)/.test(
    contentType,
  );
}

/**
 * Types a browser only uses as a subresource: it neither renders them as a document nor runs them
 * as a worker, so document policies (CSP, Permissions-Policy, COOP) on them do nothing.
 */
export function isSubresourceOnly(contentType: string): boolean {
  return /^(application\/(json|octet-stream|wasm|x-ipynb\+json)|font\/|image\/(?!svg)|video\/|audio\/|text\/(css|vtt))/.test(
    contentType,
  );
}
