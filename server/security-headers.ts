import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { CspDirective, CspSources } from "../lib/integrations-config";
import { exportedHtmlFiles } from "../lib/list-files";
import { siteConfig } from "../lib/site-config";

/** Hosts the site itself loads from: GitHub avatars of contributors, the video provider. */
const MEDIA_HOSTS = ["https://stream.mux.com", "https://image.mux.com"];
const AVATAR_HOSTS = [
  "https://github.com",
  "https://avatars.githubusercontent.com",
];
/** The navbar's region button asks each cloud region for the visitor's session. */
const REGION_ORIGINS = siteConfig.regions.map((r) => new URL(r.url).origin);

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
  /** Sources of the configured integrations, by directive (see `integrationCspSources`). */
  integrationSources?: CspSources;
}

/** The Content-Security-Policy: exactly what the site loads, nothing framed, nothing else. */
export function contentSecurityPolicy({
  scriptHashes,
  extraOrigins = [],
  integrationSources = {},
}: CspOptions): string {
  const extra = extraOrigins.join(" ");
  const added = (directive: CspDirective) =>
    integrationSources[directive] ?? [];
  const directives: Array<[string, string]> = [
    ["default-src", "'self'"],
    [
      "script-src",
      // 'wasm-unsafe-eval' lets site search compile Pagefind's WebAssembly (no JS eval).
      [
        "'self'",
        "'wasm-unsafe-eval'",
        ...scriptHashes,
        extra,
        ...added("script-src"),
      ]
        .filter(Boolean)
        .join(" "),
    ],
    // Nextra and styled-jsx inject <style> elements and style attributes.
    ["style-src", ["'self' 'unsafe-inline'", ...added("style-src")].join(" ")],
    [
      "img-src",
      [
        "'self'",
        "data:",
        "blob:",
        ...AVATAR_HOSTS,
        ...MEDIA_HOSTS,
        extra,
        ...added("img-src"),
      ]
        .filter(Boolean)
        .join(" "),
    ],
    ["media-src", ["'self'", "blob:", ...MEDIA_HOSTS].join(" ")],
    ["font-src", ["'self'", ...added("font-src")].join(" ")],
    [
      "connect-src",
      [
        "'self'",
        ...MEDIA_HOSTS,
        ...REGION_ORIGINS,
        extra,
        ...added("connect-src"),
      ]
        .filter(Boolean)
        .join(" "),
    ],
    // hls.js runs its demuxer in a blob: worker.
    ["worker-src", "'self' blob:"],
    [
      "frame-src",
      [extra, ...added("frame-src")].filter(Boolean).join(" ") || "'none'",
    ],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map(([k, v]) => `${k} ${v}`).join("; ");
}

/**
 * Headers that act only on a document (or a script run as a worker). Subresources such as search
 * index chunks, fonts and images are sent without them: the CSP alone is about 0.8 kB, and a
 * search query fetches a dozen small files.
 */
export const DOCUMENT_ONLY_HEADERS = [
  "Content-Security-Policy",
  "Permissions-Policy",
  "Cross-Origin-Opener-Policy",
] as const;

/** `headers` without the document-only ones, for subresources. */
export function subresourceHeaders(
  headers: Readonly<Record<string, string>>,
): Record<string, string> {
  const kept = { ...headers };
  for (const name of DOCUMENT_ONLY_HEADERS) delete kept[name];
  return kept;
}

/** Headers every response carries (documents; see `subresourceHeaders` for the rest). */
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
