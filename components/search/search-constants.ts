/** The search box's promised labels (specification), shared by the widget and its tests. */
export const SEARCH_LABELS = {
  placeholder: "Search...",
  loading: "Loading…",
  empty: "No results found.",
  error: "Failed to load search index.",
  /** Before the words searched instead of a misspelt query. */
  respelt: "Showing results for",
  /** Accessible name of the results list. */
  results: "Search results",
} as const;

/** Where scripts/build-search-index.ts writes Pagefind's browser bundle. */
export const PAGEFIND_MODULE_URL = "/pagefind/pagefind.js";

/** Pagefind's settings: on the main thread (a worker would cost another 12 kB for a few ms). */
export const PAGEFIND_OPTIONS = {
  noWorker: true,
  excerptLength: 18,
  // Less length normalisation than BM25's usual 0.75: the long pages here are the reference
  // pages (SDK guides, self-hosting) a reader looks for, not diluted ones; measured with
  // `npm run bench:search` (0.75: top-3 80 %, 0.1: 84 % on the query set).
  ranking: { pageLength: 0.1 },
} as const;
