import type { Speller } from "@/lib/search/query-plan";
import {
  isRespellable,
  respell,
  vocabularyUrl,
  type LetterVocabulary,
} from "@/lib/search/spelling";

const vocabularies = new Map<string, Promise<LetterVocabulary>>();

function vocabularyOf(letter: string): Promise<LetterVocabulary> {
  let loading = vocabularies.get(letter);
  if (!loading) {
    loading = fetch(vocabularyUrl(letter)).then((response) => {
      if (!response.ok) throw new Error(`${response.status}`);
      return response.json() as Promise<LetterVocabulary>;
    });
    // A failed fetch is forgotten, so the next query tries again.
    loading.catch(() => vocabularies.delete(letter));
    vocabularies.set(letter, loading);
  }
  return loading;
}

/**
 * The search box's speller: on English pages, a query word that no word of the index starts with
 * is looked up in the build's word list for its first letter (about 1 kB, fetched once).
 */
export const respellWord: Speller = async (word) => {
  const lower = word.toLowerCase();
  if (!document.documentElement.lang.startsWith("en") || !isRespellable(lower))
    return null;
  return respell(lower, await vocabularyOf(lower[0]!));
};
