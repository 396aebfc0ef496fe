/** Build step after `next build`: the Pagefind search index of the export (`out/pagefind/`). */
import { resolve } from "node:path";
import { buildSearchIndex } from "../lib/search/build-index";
import { SEARCH_DOCUMENT_CACHE_FILE } from "../lib/search/document-cache";
import { sitePages } from "../lib/site-pages";

async function main() {
  const started = performance.now();
  const stats = await buildSearchIndex(
    resolve(process.argv[2] ?? "out"),
    sitePages(),
    { root: process.cwd(), file: resolve(SEARCH_DOCUMENT_CACHE_FILE) },
  );
  console.log(
    `Search index: ${stats.pages} pages in ${stats.languages.length} languages (${stats.languages.join(", ")}), ${stats.vocabulary} words for respelling, ${stats.skipped} exported files left out, ${stats.documentsReused} page documents unchanged (from the cache), in ${(performance.now() - started).toFixed(0)} ms.`,
  );
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
