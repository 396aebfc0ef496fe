/** The search box's promised labels (specification), shared by the widget and its tests. */
export const SEARCH_LABELS = {
  placeholder: "Search...",
  loading: "Loading…",
  empty: "No results found.",
  error: "Failed to load search index.",
  /** Accessible name of the results list. */
  results: "Search results",
} as const;

/** Where scripts/build-search-index.ts writes Pagefind's browser bundle. */
export const PAGEFIND_MODULE_URL = "/pagefind/pagefind.js";

/** Pagefind's settings: on the main thread (a worker would cost another 12 kB for a few ms). */
export const PAGEFIND_OPTIONS = { noWorker: true, excerptLength: 18 } as const;
