/**
 * The parts of Pagefind's browser API (`/pagefind/pagefind.js`, written by
 * scripts/build-search-index.ts) that the search box uses. Pagefind ships no types for its
 * browser bundle, so these follow its documented result shape.
 */

/** One heading section of a result page. */
export interface PagefindSubResult {
  title: string;
  /** Page URL with the heading's `#anchor`. */
  url: string;
  /** Text around the match, with matches wrapped in `<mark>`. */
  excerpt: string;
}

/** What `result.data()` resolves to. */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results: PagefindSubResult[];
}

export interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindResultData>;
}

export interface PagefindSearchResponse {
  results: PagefindResult[];
}

/** The module `/pagefind/pagefind.js` exports. */
export interface PagefindApi {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  /** `null` when a newer call superseded this one. */
  search: (query: string) => Promise<PagefindSearchResponse | null>;
}
