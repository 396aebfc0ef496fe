import type { Speller } from "@/lib/search/query-plan";
import {
  isKnownWord,
  isRespellable,
  KNOWN_PREFIX,
  knownWordsUrl,
  respell,
  vocabularyUrl,
  type LetterVocabulary,
} from "@/lib/search/spelling";

const lists = new Map<string, Promise<unknown>>();

/** A word list of the build, fetched once per page; a failed fetch is forgotten and retried. */
function wordList<T>(url: string): Promise<T> {
  let loading = lists.get(url);
  if (!loading) {
    loading = fetch(url).then((response) => {
      // No list: no index word starts with these letters.
      if (response.status === 404) return [];
      if (!response.ok) throw new Error(`${response.status}`);
      return response.json() as Promise<unknown>;
    });
    loading.catch(() => lists.delete(url));
    lists.set(url, loading);
  }
  return loading as Promise<T>;
}

/**
 * The search box's speller, on English pages: a query word is first looked up in the list of
 * index words sharing its first two letters (a few hundred bytes); only a word that no index
 * word starts with fetches its letter's respelling list (about 1 kB) and is searched as the
 * closest common word.
 */
export const respellWord: Speller = async (word) => {
  const lower = word.toLowerCase();
  if (!document.documentElement.lang.startsWith("en") || !isRespellable(lower))
    return null;
  const known = await wordList<string[]>(
    knownWordsUrl(lower.slice(0, KNOWN_PREFIX)),
  );
  if (isKnownWord(lower, known)) return null;
  const vocabulary = await wordList<LetterVocabulary>(vocabularyUrl(lower[0]!));
  if (!Array.isArray(vocabulary.common)) return null;
  return respell(lower, vocabulary);
};
