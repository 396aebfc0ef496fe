import type { TwinSection } from "./chunk";
import { terms } from "./tokenize";

/** Longest extract shown under a search result, in characters. */
export const EXTRACT_MAX_CHARS = 240;

/** Cuts text at a word boundary so it is at most `max` characters, ending with an ellipsis if cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}

/**
 * The passage of a section that best shows why it matched: the sentence with the most distinct
 * query terms (the first one on ties), continued with the sentences after it up to the limit.
 */
export function bestExtract(
  section: TwinSection,
  queryTerms: readonly string[],
  max = EXTRACT_MAX_CHARS,
): string {
  const source = section.text || section.description || section.code;
  const sentences = source
    .split(/(?<=[.!?:])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (sentences.length === 0) return "";
  const wanted = new Set(queryTerms);
  let best = 0;
  let bestScore = -1;
  sentences.forEach((sentence, i) => {
    const found = new Set(terms(sentence).filter((t) => wanted.has(t))).size;
    if (found > bestScore) {
      best = i;
      bestScore = found;
    }
  });
  let extract = sentences[best]!;
  for (let i = best + 1; i < sentences.length && extract.length < max; i++)
    extract += ` ${sentences[i]}`;
  return truncate(extract, max);
}
