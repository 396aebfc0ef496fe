import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import {
  normaliseOgInput,
  ogImageName,
  ogCacheKey,
  type OgInput,
} from "./og-input";
import {
  OG_DIR,
  OG_MANIFEST,
  readOgManifest,
  type OgManifest,
} from "./prebuilt-images";

/** What makes two renders of the same input differ: the renderer's code, fonts and packages. */
export const RENDERER_SOURCES = [
  "server/og/render-og.ts",
  "server/og/og-input.ts",
  "server/og/encode-png.ts",
  "server/og/inline-gradient-fills.ts",
  "lib/brand-mark.ts",
  "lib/site-config.ts",
  "node_modules/satori/package.json",
  "node_modules/@resvg/resvg-js/package.json",
  "node_modules/geist/package.json",
] as const;

/** A hash of the renderer (`RENDERER_SOURCES` read from `root`): a new one renders everything. */
export function rendererVersion(root: string): string {
  const hash = createHash("sha256");
  for (const file of RENDERER_SOURCES)
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(join(root, file)))
      .update("\0");
  return hash.digest("hex").slice(0, 16);
}

const OG_META = /<meta\s+property="og:image"\s+content="([^"]*)"/;
const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/**
 * The social image input of an exported page: its `og:image` URL, exactly as the page's meta tag
 * has it, when that URL is the site's `/api/og` (a page with an image of its own has none).
 */
export function ogInputOfPage(html: string): OgInput | null {
  const url = ogImageUrlOfPage(html);
  return url ? normaliseOgInput(url.searchParams) : null;
}

/**
 * The `og:image` URL of an exported page, decoded from its meta tag, when it is the site's
 * `/api/og` (`null` for a page with an image of its own or none). Relative to `base` when the tag
 * holds a path.
 */
export function ogImageUrlOfPage(
  html: string,
  base = "http://site.invalid",
): URL | null {
  const content = OG_META.exec(html)?.[1];
  if (!content) return null;
  let url: URL;
  try {
    url = new URL(decode(content), base);
  } catch {
    return null;
  }
  return url.pathname === "/api/og" ? url : null;
}

export interface PrebuildResult {
  /** Distinct images the pages need. */
  images: number;
  /** Rendered in this run (the rest came from the cache). */
  rendered: number;
}

/**
 * Writes `outDir/og/<name>.png` for every distinct input of `pages` and the manifest the server
 * reads. A render is kept in `cacheDir` under a hash of the renderer and the input, so an
 * unchanged page is not rendered again by the next build.
 */
export async function prebuildOgImages({
  outDir,
  cacheDir,
  version,
  inputs,
  render,
}: {
  outDir: string;
  cacheDir: string;
  version: string;
  inputs: Iterable<OgInput>;
  render: (input: OgInput) => Promise<Buffer>;
}): Promise<PrebuildResult> {
  const distinct = new Map<string, OgInput>();
  for (const input of inputs) distinct.set(ogImageName(input), input);
  const target = join(outDir, OG_DIR);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  mkdirSync(cacheDir, { recursive: true });
  const manifest: OgManifest = { images: {} };
  let rendered = 0;
  await Promise.all(
    [...distinct].map(async ([name, input]) => {
      const cacheKey = createHash("sha256")
        .update(version)
        .update("\0")
        .update(ogCacheKey(input))
        .digest("hex")
        .slice(0, 32);
      const cached = join(cacheDir, `${cacheKey}.png`);
      if (!existsSync(cached)) {
        const png = await render(input);
        // Written under a temporary name and renamed (atomic on one file system): an interrupted
        // build leaves no half image.
        writeFileSync(`${cached}.tmp`, png);
        renameSync(`${cached}.tmp`, cached);
        rendered += 1;
      }
      const file = join(target, name);
      try {
        linkSync(cached, file);
      } catch {
        copyFileSync(cached, file);
      }
      manifest.images[name] = `"${cacheKey}"`;
    }),
  );
  // Renders no page uses any more go, so the cache holds one build's images.
  const used = new Set(
    Object.values(manifest.images).map((etag) => `${etag.slice(1, -1)}.png`),
  );
  for (const file of readdirSync(cacheDir))
    if (!used.has(file)) rmSync(join(cacheDir, file), { force: true });
  // Sorted, so the same pages give the same manifest.
  manifest.images = Object.fromEntries(
    Object.entries(manifest.images).sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  writeFileSync(join(target, OG_MANIFEST), JSON.stringify(manifest));
  return { images: distinct.size, rendered };
}

/**
 * Exported pages whose `og:image` is an `/api/og` URL without a prebuilt file (the export check
 * fails on any), and how many pages were checked.
 */
export function checkPrebuiltOgImages(
  outDir: string,
  htmlFiles: readonly string[],
): { pages: number; missing: string[] } {
  const manifest = readOgManifest(outDir);
  const missing: string[] = [];
  let pages = 0;
  for (const file of htmlFiles) {
    const input = ogInputOfPage(readFileSync(file, "utf8"));
    if (!input) continue;
    pages += 1;
    const name = ogImageName(input);
    if (!manifest.has(name) || !existsSync(join(outDir, OG_DIR, name)))
      missing.push(file);
  }
  return { pages, missing };
}
