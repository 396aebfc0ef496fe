/**
 * Search documents of unchanged pages from the previous build (issue 25: parsing every page's
 * `<main>` twice, for its document and for its words, was most of the index step's own time on a
 * one-page rebuild). A page's document and words are reused when its `<main>`, the metadata they
 * carry and the code that makes them are as they were.
 */
import { createHash } from "node:crypto";
import { join } from "node:path";
import { hashFiles } from "../build/hash-files";
import { RouteCache } from "../build/route-cache";
import type { SearchDocumentInput } from "./index-page";

/** Where `npm run build` keeps the documents (`next build` keeps `.next/cache`). */
export const SEARCH_DOCUMENT_CACHE_FILE = ".next/cache/search-documents.json";

/** What the index step makes of one page. */
export interface CachedSearchDocument {
  /** The document Pagefind indexes, or `null` for a page without `<main>`. */
  content: string | null;
  /** The document's words for the respelling list (English pages only, else empty). */
  words: string[];
}

export class SearchDocumentCache extends RouteCache<CachedSearchDocument> {}

/** A hash of the code and packages that turn a page into its search document and words. */
export function sharedSearchKey(root: string): string {
  return hashFiles(
    createHash("sha256"),
    root,
    [
      "lib/search/index-page.ts",
      "lib/search/spelling.ts",
      "lib/search/document-cache.ts",
      "package-lock.json",
    ].map((file) => join(root, file)),
  ).digest("hex");
}

/**
 * The key of one page's document: the shared key, the page's metadata and its `<main>` (the only
 * part of the HTML the document is made from).
 */
export function searchDocumentKey(
  shared: string,
  input: Omit<SearchDocumentInput, "html">,
  main: string,
): string {
  return createHash("sha256")
    .update(shared)
    .update("\0")
    .update(JSON.stringify(input))
    .update("\0")
    .update(main)
    .digest("hex");
}
