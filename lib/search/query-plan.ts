import type { PagefindResult, PagefindSearchResponse } from "./pagefind-api";

/** What the plan needs of Pagefind: one search per call, `null` when a newer call superseded it. */
export interface SearchEngine {
  search: (query: string) => Promise<PagefindSearchResponse | null>;
}

/** Answers kept by `rememberingEngine`: enough for the words of a long session of typing. */
const REMEMBERED_ANSWERS = 200;

/**
 * An engine that remembers Pagefind's answers by query. A reader's next keystroke changes one word
 * of the query, so the plan's word-by-word searches of the other words come from memory instead of
 * running again. A superseded or failed search is forgotten.
 */
export function rememberingEngine(
  engine: SearchEngine,
  size = REMEMBERED_ANSWERS,
): SearchEngine {
  const answers = new Map<string, Promise<PagefindSearchResponse | null>>();
  const forget = (query: string) => answers.delete(query);
  return {
    search(query) {
      const known = answers.get(query);
      if (known) {
        // Most recently used last, so the oldest answer is the one dropped.
        answers.delete(query);
        answers.set(query, known);
        return known;
      }
      const answer = engine.search(query);
      answers.set(query, answer);
      void answer.then(
        (response) => response ?? forget(query),
        () => forget(query),
      );
      if (answers.size > size) forget(answers.keys().next().value!);
      return answer;
    },
  };
}

/** Suggests the index's word closest to a word the index does not know, or `null`. */
export type Speller = (word: string) => Promise<string | null>;

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

export interface PlannedSearch {
  /** Pages in the order to show them. */
  results: PagefindResult[];
  /** The words searched when some were respelt (`null` when the query ran as typed). */
  respelt: string | null;
}

/**
 * Ranks the pages of a query of several words: each page by the sum of Pagefind's score for each
 * word alone (Pagefind's scores are BM25 per word, and summing them is BM25's own rule for several
 * words), times the share of the words it matches (Lucene's "coordination" factor). A page matching
 * two rare words outranks one matching a common word, and a page with every word but one in its
 * title still outranks a long page that mentions all of them in passing. `allWords` are the pages
 * Pagefind found for all words at once (it matches stems and prefixes a little more loosely than
 * word by word); they count as matching every word.
 */
export function mergeResults(
  allWords: readonly PagefindResult[],
  perWord: ReadonlyArray<readonly PagefindResult[]>,
): PagefindResult[] {
  const total = perWord.length;
  const pages = new Map<
    string,
    { result: PagefindResult; score: number; matched: number }
  >();
  for (const results of perWord)
    for (const result of results) {
      const entry = pages.get(result.id);
      if (entry) {
        entry.score += result.score;
        entry.matched++;
      } else pages.set(result.id, { result, score: result.score, matched: 1 });
    }
  for (const result of allWords) {
    const entry = pages.get(result.id);
    if (entry) entry.matched = total;
    else pages.set(result.id, { result, score: result.score, matched: total });
  }
  return [...pages.values()]
    .map((e) => ({ result: e.result, rank: (e.score * e.matched) / total }))
    .sort((a, b) => b.rank - a.rank)
    .map((e) => e.result);
}

/**
 * Plans a reader's query over Pagefind, which matches pages that contain every word (by prefix and
 * stem) and, for a word it does not know, falls back to the longest indexed word the word starts
 * with ("opentelemetery" searches "open"):
 * 1. a word that starts no word of the index is respelt to the closest one (`speller`, run beside
 *    the search as typed), so typos such as "lanchain" or "obsevability" search what the reader
 *    meant;
 * 2. one word: Pagefind's ranking is the answer;
 * 3. several words: all words together and each word alone, ranked by `mergeResults`, so a
 *    question in the reader's own words still finds the pages that share its rarer words.
 * Resolves `null` when Pagefind superseded one of its searches (a newer keystroke is under way).
 */
export async function planSearch(
  engine: SearchEngine,
  typed: string,
  speller?: Speller,
): Promise<PlannedSearch | null> {
  const terms = queryTerms(typed);
  if (terms.length === 0) return { results: [], respelt: null };
  const several = terms.length > 1;
  // Every search and the spelling check at once (Pagefind answers them side by side): most
  // queries need no respelling, and they should not wait for the word lists.
  const [asTyped, perTyped, fixed] = await Promise.all([
    engine.search(terms.join(" ")),
    several ? Promise.all(terms.map((t) => engine.search(t))) : [],
    speller
      ? Promise.all(terms.map((t) => speller(t).catch(() => null)))
      : Promise.resolve([]),
  ]);
  const words = terms.map((t, i) => fixed[i] ?? t);
  const respelt = fixed.some((w) => w) ? words.join(" ") : null;
  // Only the respelt words are searched again.
  const [all, perWord] = respelt
    ? await Promise.all([
        engine.search(words.join(" ")),
        Promise.all(
          words.map((w, i) =>
            fixed[i] ? engine.search(w) : Promise.resolve(perTyped[i]),
          ),
        ),
      ])
    : [asTyped, perTyped];
  if (!all) return null;
  if (!several) return { results: all.results, respelt };
  const perWordResults: PagefindResult[][] = [];
  for (const alone of perWord) {
    if (!alone) return null;
    perWordResults.push(alone.results);
  }
  return { results: mergeResults(all.results, perWordResults), respelt };
}
