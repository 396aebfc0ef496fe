import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { exportedHtmlFiles } from "../lib/list-files";

/** Hosts the site itself loads from: GitHub avatars of contributors, the video provider. */
const MEDIA_HOSTS = ["https://stream.mux.com", "https://image.mux.com"];
const AVATAR_HOSTS = [
  "https://github.com",
  "https://avatars.githubusercontent.com",
];

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/** sha256 sources of every executable inline script in the export (theme and tab pre-paint scripts). */
export function inlineScriptHashes(outDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of exportedHtmlFiles(outDir)) {
    for (const [, attrs = "", body = ""] of readFileSync(file, "utf8").matchAll(
      INLINE_SCRIPT,
    )) {
      if (
        /type=["']?application\/(ld\+)?json/i.test(attrs) ||
        body.trim() === ""
      )
        continue;
      hashes.add(
        `'sha256-${createHash("sha256").update(body).digest("base64")}'`,
      );
    }
  }
  return [...hashes].sort();
}

export interface CspOptions {
  scriptHashes: readonly string[];
  /** Analytics, chat or consent origins, only when configured. */
  extraOrigins?: readonly string[];
}

/** The Content-Security-Policy: exactly what the site loads, nothing framed, nothing else. */
export function contentSecurityPolicy({
  scriptHashes,
  extraOrigins = [],
}: CspOptions): string {
  const extra = extraOrigins.join(" ");
  const directives: Array<[string, string]> = [
    ["default-src", "'self'"],
    [
      "script-src",
      ["'self'", ...scriptHashes, extra].filter(Boolean).join(" "),
    ],
    // Nextra and styled-jsx inject <style> elements and style attributes.
    ["style-src", "'self' 'unsafe-inline'"],
    [
      "img-src",
      ["'self'", "data:", "blob:", ...AVATAR_HOSTS, ...MEDIA_HOSTS, extra]
        .filter(Boolean)
        .join(" "),
    ],
    ["media-src", ["'self'", "blob:", ...MEDIA_HOSTS].join(" ")],
    ["font-src", "'self'"],
    [
      "connect-src",
      ["'self'", ...MEDIA_HOSTS, extra].filter(Boolean).join(" "),
    ],
    // hls.js runs its demuxer in a blob: worker.
    ["worker-src", "'self' blob:"],
    ["frame-src", extra ? extra : "'none'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map(([k, v]) => `${k} ${v}`).join("; ");
}

/** Headers every response carries. */
export function securityHeaders(
  options: CspOptions & { hsts: boolean },
): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(options.hsts
      ? {
          "Strict-Transport-Security":
            "max-age=63072000; includeSubDomains; preload",
        }
      : {}),
  };
}
