import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** The search index Nextra writes for one locale (`nextra-data-<locale>.json`). */
export interface SearchIndexSize {
  locale: string;
  file: string;
  raw: number;
  gzip: number;
}

const INDEX_FILE = /^nextra-data-(.+)\.json$/;

/** Folder of the export where Nextra writes its search indexes. */
export const SEARCH_INDEX_DIR = "_next/static/chunks";

/** Where Pagefind's index lives in an export (scripts/build-search-index.ts). */
export const PAGEFIND_DIR = "pagefind";

/**
 * Pagefind's index per language: its metadata file, index chunks and page fragments (all stored
 * compressed by Pagefind, so `gzip` is their size as stored). A browser fetches only the chunks
 * and fragments a query needs, so this is the most a reader could ever download.
 */
function pagefindIndexSizes(outDir: string): SearchIndexSize[] {
  const dir = join(outDir, PAGEFIND_DIR);
  if (!existsSync(dir)) return [];
  const entry = JSON.parse(
    readFileSync(join(dir, "pagefind-entry.json"), "utf8"),
  ) as { languages: Record<string, { hash: string }> };
  return Object.entries(entry.languages).map(([locale, { hash }]) => {
    let bytes = statSync(join(dir, `pagefind.${hash}.pf_meta`)).size;
    const lang = `${hash.split("_")[0]}_`;
    for (const sub of ["index", "fragment"])
      for (const name of readdirSync(join(dir, sub)))
        if (name.startsWith(lang)) bytes += statSync(join(dir, sub, name)).size;
    return {
      locale,
      file: `${PAGEFIND_DIR}/ (${locale})`,
      raw: bytes,
      gzip: bytes,
    };
  });
}

/** Raw and gzip (level 9) bytes of every locale's search index in an export (FlexSearch or Pagefind). */
export function searchIndexSizes(outDir: string): SearchIndexSize[] {
  const dir = join(outDir, SEARCH_INDEX_DIR);
  const pagefind = pagefindIndexSizes(outDir);
  if (pagefind.length > 0) return pagefind;
  return readdirSync(dir)
    .filter((name) => INDEX_FILE.test(name))
    .sort()
    .map((name) => {
      const data = readFileSync(join(dir, name));
      return {
        locale: INDEX_FILE.exec(name)![1]!,
        file: `${SEARCH_INDEX_DIR}/${name}`,
        raw: data.length,
        gzip: gzipSync(data, { level: 9 }).length,
      };
    });
}

/**
 * Queries typed into the search box: words of the get-started page, so each has results on both
 * sites (the bare site has that page too), from common to rare.
 */
export const SEARCH_QUERIES: readonly string[] = [
  "trace",
  "python",
  "openai",
  "session",
  "environment",
  "flush",
  "secret key",
  "generation",
  "serverless",
  "debug",
];
