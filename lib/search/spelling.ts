/**
 * Respelling for search: Pagefind has no typo tolerance (a word it does not know is dropped from
 * the query), so the search box looks a word that finds nothing up in a list of the index's own
 * words, written at build time, and searches the closest one instead.
 */

/** Where the build writes the respelling list of English words starting with `letter`. */
export const vocabularyUrl = (letter: string) =>
  `/pagefind/vocabulary/en/${letter}.json`;

/**
 * Where the build writes every English index word starting with `prefix` (two letters): the
 * list that tells a known word from a typo, a few hundred bytes, so a query of known words never
 * fetches a letter's whole respelling list.
 */
export const knownWordsUrl = (prefix: string) =>
  `/pagefind/vocabulary/en/known/${prefix}.json`;

/** How many leading letters name a list of known words. */
export const KNOWN_PREFIX = 2;

/** Shortest word worth respelling: below it, one edit reaches too many words. */
const MIN_LENGTH = 4;
/** Longest word kept in the list (longer tokens are hashes, URLs run together and the like). */
const MAX_LENGTH = 24;

const WORD = /[a-z][a-z0-9]*/g;

/** The words of one page's text, each once. */
export function pageWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const match of text.toLowerCase().matchAll(WORD)) {
    const word = match[0];
    if (word.length >= MIN_LENGTH && word.length <= MAX_LENGTH) words.add(word);
  }
  return words;
}

/** The index's words that start with one letter, the most widespread first. */
export interface LetterVocabulary {
  /** Words on at least two pages: what a typo may be respelt to. */
  common: string[];
  /** Words on one page only: known (never respelt), but no respelling target. */
  rare: string[];
}

/**
 * The respelling lists, one per first letter (a reader's query fetches only the letters its words
 * start with, about 1 kB each): every word of the index, the words on two or more pages first
 * and, among them, the most widespread first, so a tie between two equally close words goes to
 * the commoner one.
 */
export function vocabularyByLetter(
  pages: Iterable<Set<string>>,
): Map<string, LetterVocabulary> {
  const counts = new Map<string, number>();
  for (const words of pages)
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  const sorted = [...counts].sort(
    (a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1),
  );
  const byLetter = new Map<string, LetterVocabulary>();
  for (const [word, n] of sorted) {
    const letter = word[0]!;
    let entry = byLetter.get(letter);
    if (!entry) byLetter.set(letter, (entry = { common: [], rare: [] }));
    (n >= 2 ? entry.common : entry.rare).push(word);
  }
  return byLetter;
}

/** The lists of known words by their first two letters (see `knownWordsUrl`), sorted. */
export function knownWordsByPrefix(
  byLetter: ReadonlyMap<string, LetterVocabulary>,
): Map<string, string[]> {
  const byPrefix = new Map<string, string[]>();
  for (const { common, rare } of byLetter.values())
    for (const word of [...common, ...rare]) {
      const prefix = word.slice(0, KNOWN_PREFIX);
      const list = byPrefix.get(prefix);
      if (list) list.push(word);
      else byPrefix.set(prefix, [word]);
    }
  for (const list of byPrefix.values()) list.sort();
  return byPrefix;
}

/** Whether some word of the index starts with `word` (Pagefind then finds it by prefix). */
export function isKnownWord(word: string, known: readonly string[]): boolean {
  const lower = word.toLowerCase();
  return known.some((w) => w.startsWith(lower));
}

/** Whether a query word can be respelt: letters only, long enough. */
export function isRespellable(word: string): boolean {
  return new RegExp(`^[a-z]{${MIN_LENGTH},}$`).test(word);
}

/**
 * What to search instead of `word`, given the vocabulary of its first letter: `null` when some
 * word of the index starts with it (Pagefind matches by prefix, so it is not a typo), else the
 * closest common word (see `closestWord`), or `null` when none is close.
 */
export function respell(
  word: string,
  vocabulary: LetterVocabulary,
): string | null {
  const lower = word.toLowerCase();
  if (!isRespellable(lower)) return null;
  if (
    isKnownWord(lower, vocabulary.common) ||
    isKnownWord(lower, vocabulary.rare)
  )
    return null;
  return closestWord(lower, vocabulary.common);
}

/** Edits allowed for a word of this length: one up to five letters, two above. */
export function maxEdits(length: number): number {
  return length < MIN_LENGTH ? 0 : length <= 5 ? 1 : 2;
}

/**
 * Optimal string alignment distance (insertions, deletions, substitutions and swaps of two
 * neighbouring letters: "jugde" is one edit from "judge"), or `limit + 1` once it exceeds `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, prevPrev[j - 2]! + 1);
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > limit) return limit + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * The vocabulary word closest to `word` within `maxEdits` of its length; the earlier (more
 * widespread) word wins a tie. `null` when none is close enough or the word is too short.
 */
export function closestWord(
  word: string,
  vocabulary: readonly string[],
): string | null {
  const lower = word.toLowerCase();
  const limit = maxEdits(lower.length);
  if (limit === 0 || !/^[a-z][a-z0-9]*$/.test(lower)) return null;
  let best: string | null = null;
  let bestDistance = limit + 1;
  for (const candidate of vocabulary) {
    const d = editDistance(lower, candidate, Math.min(limit, bestDistance - 1));
    if (d < bestDistance && d > 0) {
      best = candidate;
      bestDistance = d;
      if (d === 1) break;
    }
  }
  return best;
}
