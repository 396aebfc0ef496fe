import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as cheerio from "cheerio";

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

/** First-load weight of an exported page: the scripts and stylesheets its HTML references. */
export function measurePageWeight(
  outDir: string,
  route: string,
  htmlFile: string,
  /** Shared between pages: most scripts are the same files. */
  gzipCache?: Map<string, number>,
): PageWeight {
  const htmlPath = join(outDir, htmlFile);
  const $ = cheerio.load(readFileSync(htmlPath, "utf8"));
  const scripts = new Set<string>();
  // `nomodule` scripts (polyfills) are skipped by every browser that runs modules.
  $("script[src]:not([nomodule])").each((_, el) => {
    const src = $(el).attr("src");
    if (src?.startsWith("/")) scripts.add(src);
  });
  const styles = new Set<string>();
  $('link[rel="stylesheet"][href]').each((_, el) => {
    const href = $(el).attr("href");
    if (href?.startsWith("/")) styles.add(href);
  });
  // The page's own chunk is `chunks/pages/<route>-<hash>.js` (`index` for `/`); `_app` is shared.
  const ownChunk = `/_next/static/chunks/pages${route === "/" ? "/index" : route}-`;
  const pageScripts = new Set(
    [...scripts].filter(
      (s) => s.startsWith(ownChunk) && !s.slice(ownChunk.length).includes("/"),
    ),
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
