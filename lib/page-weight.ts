import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as cheerio from "cheerio";
import {
  islandFirstLoadScripts,
  type IslandManifest,
} from "./islands/island-manifest";
import {
  islandLoaderAssets,
  ISLAND_LOADER_SELECTOR,
} from "./islands/island-page";

export interface PageWeight {
  route: string;
  scripts: number;
  /** Gzipped bytes of every script the HTML loads before interaction (first-load JS). */
  jsGzip: number;
  /**
   * The part of `jsGzip` that is the page's own chunk (`chunks/pages/...`: its compiled content).
   * The rest, the "shell", is what every page of its kind pays whatever its content.
   */
  pageJsGzip: number;
  cssGzip: number;
  htmlGzip: number;
}

function gzipSize(filePath: string, cache?: Map<string, number>): number {
  const cached = cache?.get(filePath);
  if (cached !== undefined) return cached;
  const size = gzipSync(readFileSync(filePath), { level: 9 }).length;
  cache?.set(filePath, size);
  return size;
}

/** Same-site files an exported page's HTML makes the browser fetch while it loads. */
export interface FirstLoadAssets {
  /** Scripts (`<script src>`), without `nomodule` ones: every browser that runs modules skips them. */
  scripts: string[];
  /** Stylesheets (`<link rel="stylesheet">`). */
  styles: string[];
  /** `<link rel="preload">` and `modulepreload` targets that are neither of the above (fonts, mostly). */
  preloads: Array<{ href: string; as: string }>;
  /** `<img src>` not marked `loading="lazy"`. */
  images: string[];
}

const manifests = new Map<string, IslandManifest>();
function islandManifestOf(outDir: string): IslandManifest {
  let manifest = manifests.get(outDir);
  if (!manifest) {
    manifest = JSON.parse(
      readFileSync(join(outDir, "_islands/manifest.json"), "utf8"),
    ) as IslandManifest;
    manifests.set(outDir, manifest);
  }
  return manifest;
}

/**
 * The same-site (root-relative) assets an exported page loads before interaction, each once, in
 * document order. Other origins are left out: the export loads nothing from them by default.
 * An island page's scripts (issue 20) are followed through the islands manifest in `outDir`: the
 * runtime, React and the islands that wake at load or when idle, which the HTML does not name.
 */
export function firstLoadAssets(
  html: string,
  outDir?: string,
): FirstLoadAssets {
  const $ = cheerio.load(html);
  const local = (url: string | undefined): url is string =>
    Boolean(url?.startsWith("/") && !url.startsWith("//"));
  const scripts = new Set<string>();
  $("script[src]:not([nomodule])").each((_, el) => {
    const src = $(el).attr("src");
    if (local(src)) scripts.add(src);
  });
  // An island page starts its runtime from an inline loader after the first paint
  // (lib/islands/island-page.ts): still part of what the page loads.
  $(ISLAND_LOADER_SELECTOR).each((_, el) => {
    const src = islandLoaderAssets((name) => $(el).attr(name)).runtime;
    if (local(src)) scripts.add(src);
  });
  if (outDir && [...scripts].some((src) => src.startsWith("/_islands/"))) {
    const islands = $("lf-island[data-island]")
      .toArray()
      .map((el) => ({
        name: $(el).attr("data-island") ?? "",
        wake: $(el).attr("data-wake") ?? "",
      }));
    for (const src of islandFirstLoadScripts(islandManifestOf(outDir), islands))
      scripts.add(src);
  }
  const styles = new Set<string>();
  $('link[rel="stylesheet"][href]').each((_, el) => {
    const href = $(el).attr("href");
    if (local(href)) styles.add(href);
  });
  const preloads = new Map<string, string>();
  $('link[rel="preload"][href], link[rel="modulepreload"][href]').each(
    (_, el) => {
      const href = $(el).attr("href");
      if (local(href) && !scripts.has(href) && !styles.has(href))
        preloads.set(href, $(el).attr("as") ?? "script");
    },
  );
  const images = new Set<string>();
  $("img[src]").each((_, el) => {
    const src = $(el).attr("src");
    if (local(src) && $(el).attr("loading") !== "lazy") images.add(src);
  });
  return {
    scripts: [...scripts],
    styles: [...styles],
    preloads: [...preloads].map(([href, as]) => ({ href, as })),
    images: [...images],
  };
}

/**
 * True for the page's own chunk, `chunks/pages/<route>-<hash>.js` (`index` for `/`): its compiled
 * content. `_app` and the other chunks are shared.
 */
export function isOwnPageChunk(script: string, route: string): boolean {
  const ownChunk = `/_next/static/chunks/pages${route === "/" ? "/index" : route}-`;
  return (
    script.startsWith(ownChunk) && !script.slice(ownChunk.length).includes("/")
  );
}

/** First-load weight of an exported page: the scripts and stylesheets its HTML references. */
export function measurePageWeight(
  outDir: string,
  route: string,
  htmlFile: string,
  /** Shared between pages: most scripts are the same files. */
  gzipCache?: Map<string, number>,
): PageWeight {
  const htmlPath = join(outDir, htmlFile);
  const assets = firstLoadAssets(readFileSync(htmlPath, "utf8"), outDir);
  const scripts = new Set(assets.scripts);
  const styles = new Set(assets.styles);
  const pageScripts = new Set(
    [...scripts].filter((s) => isOwnPageChunk(s, route)),
  );
  const sum = (paths: Set<string>) =>
    [...paths].reduce(
      (acc, p) => acc + gzipSize(join(outDir, p), gzipCache),
      0,
    );
  return {
    route,
    scripts: scripts.size,
    jsGzip: sum(scripts),
    pageJsGzip: sum(pageScripts),
    cssGzip: sum(styles),
    htmlGzip: gzipSize(htmlPath),
  };
}
