import { readdirSync, readFileSync } from "node:fs";
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

/** Raw and gzip (level 9) bytes of every locale's search index in an export. */
export function searchIndexSizes(outDir: string): SearchIndexSize[] {
  const dir = join(outDir, SEARCH_INDEX_DIR);
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
