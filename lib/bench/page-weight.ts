import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { firstLoadAssets, isOwnPageChunk } from "../page-weight";

/** Raw and gzipped (level 9, as bench/budgets.json) bytes of one or more files. */
export interface Size {
  raw: number;
  gzip: number;
}

/** What an exported page loads before interaction, from the files its HTML references. */
export interface PageWeightDetail {
  route: string;
  /** The exported HTML file, relative to the export folder. */
  htmlFile: string;
  html: Size;
  css: Size & { files: number };
  /** First-load JavaScript: every script the HTML loads (`nomodule` polyfills excluded). */
  js: Size & { files: number };
  /** Gzipped bytes of the page's own chunk (`chunks/pages/<route>-<hash>.js`), part of `js`. */
  pageJsGzip: number;
  /** Preloaded files that are neither scripts nor stylesheets (fonts): raw bytes, already compressed. */
  preloads: { files: number; raw: number };
  /**
   * Requests the HTML itself causes: the document, each script, stylesheet, preload and eager
   * same-site image once. Lighthouse's figure also counts what scripts fetch later.
   */
  requests: number;
}

/** The exported HTML file of a route (`/` -> `index.html`, `/docs` -> `docs.html` or `docs/index.html`). */
export function htmlFileOfRoute(outDir: string, route: string): string {
  if (route === "/") return "index.html";
  const base = route.replace(/^\/+|\/+$/g, "");
  for (const candidate of [`${base}.html`, `${base}/index.html`])
    if (existsSync(join(outDir, candidate))) return candidate;
  throw new Error(`no exported HTML for ${route} in ${outDir}`);
}

/** Sizes of files, cached by path: pages share most of their scripts. */
export class SizeCache {
  private readonly sizes = new Map<string, Size>();

  /** Raw and gzip size of one file. */
  of(path: string): Size {
    let size = this.sizes.get(path);
    if (!size) {
      const data = readFileSync(path);
      size = { raw: data.length, gzip: gzipSync(data, { level: 9 }).length };
      this.sizes.set(path, size);
    }
    return size;
  }

  /** Summed sizes of several files. */
  sum(paths: readonly string[]): Size {
    return paths.reduce(
      (acc, p) => {
        const s = this.of(p);
        return { raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip };
      },
      { raw: 0, gzip: 0 },
    );
  }
}

/** Measures one exported page: HTML, CSS and first-load JS raw and gzip, preloads, requests. */
export function measurePageDetail(
  outDir: string,
  route: string,
  cache = new SizeCache(),
): PageWeightDetail {
  const htmlFile = htmlFileOfRoute(outDir, route);
  const htmlPath = join(outDir, htmlFile);
  const assets = firstLoadAssets(readFileSync(htmlPath, "utf8"), outDir);
  const file = (url: string) => join(outDir, decodeURI(url.split(/[?#]/)[0]!));
  const pageScripts = assets.scripts.filter((s) => isOwnPageChunk(s, route));
  const preloadFiles = assets.preloads.map((p) => file(p.href));
  return {
    route,
    htmlFile,
    html: cache.of(htmlPath),
    css: { ...cache.sum(assets.styles.map(file)), files: assets.styles.length },
    js: {
      ...cache.sum(assets.scripts.map(file)),
      files: assets.scripts.length,
    },
    pageJsGzip: cache.sum(pageScripts.map(file)).gzip,
    preloads: { files: preloadFiles.length, raw: cache.sum(preloadFiles).raw },
    requests:
      1 +
      assets.scripts.length +
      assets.styles.length +
      assets.preloads.length +
      assets.images.length,
  };
}
