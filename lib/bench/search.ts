import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";

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

/** Bytes of a Pagefind payload: raw, and as sent (its `.br` variant, or the file as stored). */
function payloadSize(file: string): { raw: number; sent: number } {
  const data = readFileSync(file);
  // Stored gzipped by Pagefind (older exports), or raw with a brotli variant beside it.
  const raw =
    data[0] === 0x1f && data[1] === 0x8b
      ? gunzipSync(data).length
      : data.length;
  const sent = existsSync(`${file}.br`)
    ? statSync(`${file}.br`).size
    : data.length;
  return { raw, sent };
}

/**
 * Pagefind's index per language: its metadata file, index chunks and page fragments; `gzip` is
 * what is sent (the brotli variant of each payload, or Pagefind's own gzip when there is none).
 * A browser fetches only the chunks and fragments a query needs, so this is the most a reader
 * could ever download.
 */
function pagefindIndexSizes(outDir: string): SearchIndexSize[] {
  const dir = join(outDir, PAGEFIND_DIR);
  if (!existsSync(dir)) return [];
  const entry = JSON.parse(
    readFileSync(join(dir, "pagefind-entry.json"), "utf8"),
  ) as { languages: Record<string, { hash: string }> };
  return Object.entries(entry.languages).map(([locale, { hash }]) => {
    const total = payloadSize(join(dir, `pagefind.${hash}.pf_meta`));
    const lang = `${hash.split("_")[0]}_`;
    for (const sub of ["index", "fragment"])
      for (const name of readdirSync(join(dir, sub)))
        if (name.startsWith(lang) && !/\.(br|gz)$/.test(name)) {
          const size = payloadSize(join(dir, sub, name));
          total.raw += size.raw;
          total.sent += size.sent;
        }
    return {
      locale,
      file: `${PAGEFIND_DIR}/ (${locale})`,
      raw: total.raw,
      gzip: total.sent,
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
