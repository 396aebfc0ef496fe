import {
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { gunzipSync } from "node:zlib";
import { exportedHtmlFiles, listFiles } from "../list-files";
import { htmlFileToRoute } from "../routes";
import type { SitePage } from "../site-pages";
import {
  type CachedSearchDocument,
  SearchDocumentCache,
  searchDocumentKey,
  sharedSearchKey,
} from "./document-cache";
import {
  documentText,
  pageMain,
  searchDocument,
  sectionWeight,
} from "./index-page";
import { rechunkPagefindIndex } from "./rechunk-index";
import { searchSectionLabel } from "./search-results";
import {
  knownWordsByPrefix,
  knownWordsUrl,
  pageWords,
  vocabularyByLetter,
  vocabularyUrl,
} from "./spelling";

/** Pages sent to Pagefind and not yet indexed, at most (see buildSearchIndex). */
const ADD_WINDOW = 8;

/** Folder of the export that holds the index and Pagefind's browser bundle. */
export const SEARCH_DIR = "pagefind";

/** Pagefind's binary payloads: the wasm, index chunks, fragments, metadata and filters. */
export const PAGEFIND_PAYLOAD =
  /\.(?:pagefind|pf_index|pf_fragment|pf_meta|pf_filter)$/;

/**
 * Stores Pagefind's payloads uncompressed, so the precompress step serves them as brotli (about
 * 15 % smaller than Pagefind's own gzip: the wasm 59.7 -> 50.8 kB, an index chunk 30 -> 27 kB).
 * Pagefind's browser code accepts either form: it looks for its "pagefind_dcd" signature and only
 * gunzips a payload that lacks it. Returns the number of files rewritten.
 */
export function storePayloadsUncompressed(dir: string): number {
  let n = 0;
  for (const file of listFiles(dir)) {
    if (!PAGEFIND_PAYLOAD.test(file)) continue;
    const data = readFileSync(file);
    // Gzip's magic bytes; anything else is already stored as is.
    if (data[0] !== 0x1f || data[1] !== 0x8b) continue;
    writeFileSync(file, gunzipSync(data));
    n++;
  }
  return n;
}

/** Pagefind's prebuilt search UIs and highlighter, which the site does not load. */
const UNUSED_FILES =
  /^pagefind-(?:component-ui|modular-ui|ui|highlight)\.(?:js|css)$/;

export interface SearchIndexStats {
  pages: number;
  skipped: number;
  languages: string[];
  /** Words in the respelling list. */
  vocabulary: number;
  /** Pages whose document came from the cache of the previous build. */
  documentsReused: number;
}

/**
 * Indexes the exported pages with Pagefind and writes `out/pagefind/`: one index per language of
 * the pages, chunked into fragments the browser fetches as a query needs them. Pages that are not
 * searchable (duplicates of a canonical page, noindex, `searchable: false`) and exported files that
 * are not pages (404) stay out.
 */
export async function buildSearchIndex(
  outDir: string,
  pages: ReadonlyArray<
    Pick<SitePage, "route" | "title" | "searchable" | "description">
  >,
  /** Keeps each page's document between builds (lib/search/document-cache.ts). */
  cache?: { root: string; file: string },
): Promise<SearchIndexStats> {
  // Pagefind is ESM-only; our scripts run as CommonJS under tsx, which keeps a dynamic import.
  const pagefind = await import("pagefind");
  const byRoute = new Map(pages.map((p) => [p.route, p]));
  const { index, errors } = await pagefind.createIndex({
    // Keep identifiers whole, as readers type them: `langfuse.openai`, `@observe`, `propagate_attributes`.
    includeCharacters: "_@.",
  });
  if (!index) throw new Error(`pagefind: ${errors.join("; ")}`);
  const documents = cache ? new SearchDocumentCache(cache.file) : undefined;
  const shared = cache ? sharedSearchKey(cache.root) : "";
  let vocabulary = 0;
  let added = 0;
  let skipped = 0;
  const languages = new Set<string>();
  const englishWords: Array<Set<string>> = [];
  try {
    // Pagefind indexes each page in its own process while this one reads the next: the pages go
    // to it in order, at most ADD_WINDOW unanswered at a time (sending all 3,000 pages of a large
    // site at once held them all in memory: 4.6 GiB peak, measured).
    const adding: Array<Promise<void>> = [];
    for (const file of exportedHtmlFiles(outDir)) {
      const route = htmlFileToRoute(
        relative(outDir, file).split(sep).join("/"),
      );
      const page = byRoute.get(route);
      if (!page?.searchable) {
        skipped++;
        continue;
      }
      const html = readFileSync(file, "utf8");
      const input = {
        title: page.title,
        section: searchSectionLabel(route),
        weight: sectionWeight(route),
        description: page.description,
      };
      const make = (): CachedSearchDocument => {
        const content = searchDocument({ html, ...input });
        const english = (pageMain(html)?.lang ?? "en").startsWith("en");
        return {
          content,
          words:
            content && english ? [...pageWords(documentText(content))] : [],
        };
      };
      const main = pageMain(html)?.main;
      const { content, words } =
        documents && main !== undefined
          ? documents.get(route, searchDocumentKey(shared, input, main), make)
          : make();
      if (!content) {
        skipped++;
        continue;
      }
      if (adding.length >= ADD_WINDOW) await adding[adding.length - ADD_WINDOW];
      const indexed = index.addHTMLFile({ url: route, content }).then((res) => {
        if (res.errors.length > 0)
          throw new Error(`pagefind: ${route}: ${res.errors.join("; ")}`);
      });
      // Marked as handled here: the loop awaits while others are pending, and Promise.all below
      // reports the first failure.
      indexed.catch(() => {});
      adding.push(indexed);
      const lang = /<html lang="([^"]+)"/.exec(content)?.[1] ?? "en";
      languages.add(lang);
      if (lang.startsWith("en")) englishWords.push(new Set(words));
      added++;
    }
    await Promise.all(adding);
    documents?.save();
    const out = join(outDir, SEARCH_DIR);
    rmSync(out, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath: out });
    if (written.errors.length > 0)
      throw new Error(`pagefind: ${written.errors.join("; ")}`);
    storePayloadsUncompressed(out);
    // Chunks of about 5 kB instead of Pagefind's 27 kB, so a query word costs less to fetch.
    rechunkPagefindIndex(out);
    // Pagefind also writes its ready-made UIs; the site has its own search box.
    for (const name of readdirSync(out))
      if (UNUSED_FILES.test(name)) rmSync(join(out, name));
    // The English words, for respelling typos (lib/search/spelling.ts): per first letter for
    // respelling, and per first two letters for telling a known word from a typo.
    const byLetter = vocabularyByLetter(englishWords);
    const lists: Array<[string, unknown]> = [
      ...[...byLetter].map(([letter, words]): [string, unknown] => [
        vocabularyUrl(letter),
        words,
      ]),
      ...[...knownWordsByPrefix(byLetter)].map(
        ([prefix, words]): [string, unknown] => [knownWordsUrl(prefix), words],
      ),
    ];
    for (const [url, words] of lists) {
      const file = join(outDir, url);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(words));
    }
    for (const words of byLetter.values())
      vocabulary += words.common.length + words.rare.length;
  } finally {
    await pagefind.close();
  }
  return {
    pages: added,
    skipped,
    languages: [...languages].sort(),
    vocabulary,
    documentsReused: documents?.hits ?? 0,
  };
}
