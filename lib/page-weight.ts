import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as cheerio from "cheerio";

export interface PageWeight {
  route: string;
  scripts: number;
  /** Gzipped bytes of every script the HTML loads before interaction (first-load JS). */
  jsGzip: number;
  cssGzip: number;
  htmlGzip: number;
}

function gzipSize(filePath: string): number {
  return gzipSync(readFileSync(filePath), { level: 9 }).length;
}

/** First-load weight of an exported page: the scripts and stylesheets its HTML references. */
export function measurePageWeight(
  outDir: string,
  route: string,
  htmlFile: string,
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
  const sum = (paths: Set<string>) =>
    [...paths].reduce((acc, p) => acc + gzipSize(join(outDir, p)), 0);
  return {
    route,
    scripts: scripts.size,
    jsGzip: sum(scripts),
    cssGzip: sum(styles),
    htmlGzip: gzipSize(htmlPath),
  };
}
