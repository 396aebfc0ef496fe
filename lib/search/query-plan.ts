import type { PagefindResult, PagefindSearchResponse } from "./pagefind-api";

/** What the plan needs of Pagefind: one search per call, `null` when a newer call superseded it. */
export interface SearchEngine {
  search: (query: string) => Promise<PagefindSearchResponse | null>;
}

/** Suggests the index's word closest to a word the index does not know, or `null`. */
export type Speller = (word: string) => Promise<string | null>;

/** Fewer pages than this for all words together, and the plan also looks at each word alone. */
export const MIN_RESULTS = 3;

/** Words a reader types into a question that say nothing about which page answers it. */
const STOP_WORDS = new Set(
  "a an and are as at be by can do does for from get how i if in into is it its me my of on or our so the their this to use using want we what when where which who why will with you your".split(
    " ",
  ),
);

const bare = (word: string) => word.toLowerCase().replace(/[?!.,;:]+$/, "");

/**
 * The words Pagefind is asked for: the reader's words without question words and other stop
 * words. A query of stop words only stays as typed.
 */
export function queryTerms(typed: string): string[] {
  const words = typed
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/[?!,;:]+$/, ""))
    .filter(Boolean);
  const kept = words.filter((w) => !STOP_WORDS.has(bare(w)));
  return kept.length > 0 ? kept : words;
}

/** The query Pagefind is asked for all words at once. */
export function searchQueryOf(typed: string): string {
  return queryTerms(typed).join(" ");
}

export interface PlannedSearch {
  /** Pages in the order to show them. */
  results: PagefindResult[];
  /** The words searched when some were respelt (`null` when the query ran as typed). */
  respelt: string | null;
}

/**
 * Pages that match every word first, in Pagefind's order; then pages that match some of the words,
 * by the sum of Pagefind's score for each word alone. Pagefind's scores are BM25 per word, and
 * summing them is BM25's own rule for a query of several words, so a page matching two rare words
 * outranks one matching a common word. Pagefind itself only answers "every word" queries.
 */
export function mergeResults(
  allWords: readonly PagefindResult[],
  perWord: ReadonlyArray<readonly PagefindResult[]>,
): PagefindResult[] {
  const seen = new Set(allWords.map((r) => r.id));
  const partial = new Map<string, { result: PagefindResult; score: number }>();
  for (const results of perWord)
    for (const result of results) {
      if (seen.has(result.id)) continue;
      const entry = partial.get(result.id);
      if (entry) entry.score += result.score;
      else partial.set(result.id, { result, score: result.score });
    }
  const rest = [...partial.values()]
    .sort((a, b) => b.score - a.score)
    .map((e) => e.result);
  return [...allWords, ...rest];
}

/**
 * Plans a reader's query over Pagefind, which matches pages that contain every word (by prefix and
 * stem) and, for a word it does not know, falls back to the longest indexed word the word starts
 * with ("opentelemetery" searches "open"):
 * 1. a word that starts no word of the index is respelt to the closest one (`speller`, run beside
 *    the search as typed), so typos such as "lanchain" or "obsevability" search what the reader
 *    meant;
 * 2. all words together; with enough pages, that is the answer;
 * 3. otherwise each word alone, and pages matching every word come first, then pages matching
 *    some of them (see `mergeResults`): a question in the reader's own words still finds the pages
 *    that share its rarer words.
 * Resolves `null` when Pagefind superseded one of its searches (a newer keystroke is under way).
 */
export async function planSearch(
  engine: SearchEngine,
  typed: string,
  speller?: Speller,
  minResults = MIN_RESULTS,
): Promise<PlannedSearch | null> {
  const terms = queryTerms(typed);
  if (terms.length === 0) return { results: [], respelt: null };
  // The search as typed and the spelling check run side by side: most queries need no respelling,
  // and they should not wait for the word lists.
  const [asTyped, fixed] = await Promise.all([
    engine.search(terms.join(" ")),
    speller
      ? Promise.all(terms.map((t) => speller(t).catch(() => null)))
      : Promise.resolve([]),
  ]);
  const words = terms.map((t, i) => fixed[i] ?? t);
  const respelt = fixed.some((w) => w) ? words.join(" ") : null;

  const all = respelt ? await engine.search(words.join(" ")) : asTyped;
  if (!all) return null;
  if (all.results.length >= minResults || words.length === 1)
    return { results: all.results, respelt };
  const perWord: PagefindResult[][] = [];
  for (const word of words) {
    const alone = await engine.search(word);
    if (!alone) return null;
    perWord.push(alone.results);
  }
  return { results: mergeResults(all.results, perWord), respelt };
}
