/**
 * Text to search terms, the same way for the indexed sections and for the question: lower case,
 * accents folded, split on anything that is not a letter or a digit, stop words dropped, a light
 * English stemmer and a few domain aliases. Index and query must agree, so both call `terms`.
 */

/** Words that carry no topic (question words, articles, auxiliaries, pronouns). */
const STOP_WORDS = new Set(
  (
    "a about above after again all also am an and any are as at be because been before being " +
    "below between both but by can could did do does doing done down during each either else " +
    "etc every for from further get gets getting got had has have having he her here hers him his " +
    "how i if in into is it its itself just let like may me might more most much must my no nor " +
    "not of off on once one only or other our ours out over own same she should so some such " +
    "than that the their them then there these they this those through to too under until up " +
    "us use used uses using very via want was way we well were what when where which while who " +
    "whom why will with within without would you your yours yourself e g eg ie " +
    // Verbs and fillers of questions ("how do I add ..., please help").
    "need needs please tell know show make work works add adding many help against different"
  ).split(/\s+/),
);

/**
 * Spellings that mean the same thing in these docs, applied after stemming so every form of a word
 * meets its alias: `evals` and `evaluation` both search `evaluat`.
 */
const ALIASES: Readonly<Record<string, string>> = {
  eval: "evaluat",
  judg: "judge",
  js: "javascript",
  ts: "typescript",
  py: "python",
  otel: "opentelemetry",
  k8s: "kubernet",
  llms: "llm",
  decorat: "decorator",
};

/**
 * Words visitors use for what these docs call by another name, searched at half weight beside the
 * visitor's own words (both sides are stemmed once, below). Kept to vocabulary mismatches a reader of the docs
 * would recognise; the retrieval benchmark guards against it turning into a list of answers.
 */
const EXPANSION_WORDS: ReadonlyArray<[string, string]> = [
  ["grade", "evaluation score"],
  ["rate", "score"],
  ["rating", "score feedback"],
  ["judge", "evaluation"],
  ["conversation", "session"],
  ["chat", "session"],
  ["thread", "session"],
  ["thumbs", "feedback score"],
  ["pii", "masking"],
  ["personal", "masking"],
  ["sensitive", "masking"],
  ["secret", "masking"],
  ["redact", "masking"],
  ["price", "cost"],
  ["spend", "cost"],
  ["bill", "cost usage"],
  ["percent", "sampling"],
  ["fraction", "sampling"],
  ["kept", "retention"],
  ["retain", "retention"],
  ["permission", "rbac role"],
  ["restrict", "rbac role"],
  ["allowed", "role"],
  ["update", "upgrade"],
  ["newer", "upgrade"],
  ["slow", "latency"],
  ["latency", "caching"],
  ["laptop", "docker local"],
  ["locally", "docker"],
  ["programmatically", "sdk api"],
  ["compliant", "compliance"],
];

/** The alias of a word, own keys only (a word like "constructor" is not an alias). */
function aliasOf(word: string): string | undefined {
  return Object.hasOwn(ALIASES, word) ? ALIASES[word] : undefined;
}

/** Suffix rules, longest first; each needs the stem left behind to keep at least 3 letters. */
const SUFFIXES: ReadonlyArray<[string, string]> = [
  ["ational", "ate"],
  ["ization", "ize"],
  ["fulness", "ful"],
  ["iveness", "ive"],
  ["ations", "ate"],
  ["ation", "ate"],
  ["ments", ""],
  ["ment", ""],
  ["ings", ""],
  ["ing", ""],
  ["ied", "y"],
  ["ies", "y"],
  ["ed", ""],
  ["ly", ""],
  ["es", ""],
  ["s", ""],
];

/** A light suffix-stripping stemmer: enough for plural, tense and -ation forms to meet. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word;
  if (/(ss|us|is)$/.test(w)) return w;
  for (const [suffix, replacement] of SUFFIXES) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      // "es" only after s/x/z/ch/sh ("boxes"), otherwise just the "s" ("traces" -> "trace").
      if (suffix === "es" && !/(s|x|z|ch|sh)es$/.test(w)) continue;
      w = w.slice(0, w.length - suffix.length) + replacement;
      break;
    }
  }
  // "evaluate" / "evaluat(ed)" / "trac(e|ing)" meet on the form without a final e.
  if (w.length > 4 && w.endsWith("e")) w = w.slice(0, -1);
  // "running" -> "runn" -> "run"
  if (/([^aeiouls])\1$/.test(w)) w = w.slice(0, -1);
  return aliasOf(w) ?? w;
}

/** Splits text into lower-case words (letters and digits), accents removed. */
export function words(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/%/g, " percent ")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A query term and how much it counts (1 for the visitor's words, less for expansions). */
export interface WeightedTerm {
  term: string;
  weight: number;
}

/** `EXPANSION_WORDS` as stemmed terms, built once. */
const EXPANSIONS: ReadonlyMap<string, readonly string[]> = new Map(
  EXPANSION_WORDS.map(([word, meant]) => [
    stem(word),
    meant.split(" ").map(stem),
  ]),
);

/** Weight of a bigram of the question: a bonus for word order, not a word of its own. */
export const BIGRAM_WEIGHT = 0.3;

/** Weight of a term added by `EXPANSIONS` rather than typed. */
export const EXPANSION_WEIGHT = 0.5;

/**
 * Adjacent term pairs (`trace id` -> `trac~id`), indexed for titles and headings so a question
 * that names a feature in two words finds the page titled with them before pages that use the
 * two words apart.
 */
export function bigrams(termList: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 1; i < termList.length; i++)
    out.push(`${termList[i - 1]}~${termList[i]}`);
  return out;
}

/** Terms plus their bigrams, for the fields where word order names things (titles, headings). */
export function phraseTerms(text: string): string[] {
  const list = terms(text);
  return [...list, ...bigrams(list)];
}

/**
 * The terms of a question: its own terms and their bigrams, then the docs' words for them at
 * lower weight.
 */
export function queryTerms(text: string): WeightedTerm[] {
  const list = terms(text);
  const own = [...new Set(list)];
  const out: WeightedTerm[] = own.map((term) => ({ term, weight: 1 }));
  const seen = new Set(own);
  for (const pair of new Set(bigrams(list)))
    out.push({ term: pair, weight: BIGRAM_WEIGHT });
  for (const term of own)
    for (const extra of EXPANSIONS.get(term) ?? []) {
      if (seen.has(extra)) continue;
      seen.add(extra);
      out.push({ term: extra, weight: EXPANSION_WEIGHT });
    }
  return out;
}

/**
 * Names copied from code, kept whole beside their parts (`langfuse.openai`, `propagate_attributes`,
 * `langfuse_base_url`): the parts are common words, the whole name is what a reader pastes.
 */
const IDENTIFIER = /[a-z][a-z0-9]*(?:[._][a-z0-9]+)+/g;

/** The identifiers a text names, lower case, in order (see `IDENTIFIER`). */
export function identifiers(text: string): string[] {
  return [...text.toLowerCase().matchAll(IDENTIFIER)]
    .map((m) => m[0])
    .filter((id) => id.length <= 60);
}

/** Runs of Chinese, Japanese and Korean script, which are written without spaces. */
const CJK_RUN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc]+/gu;

/**
 * Chinese, Japanese and Korean text as overlapping character pairs (a lone character as itself),
 * the usual way to search scripts without word breaks when there is no dictionary: `自托管` gives
 * `自托` and `托管`, and so does any page that contains the word.
 */
export function cjkTerms(text: string): string[] {
  const out: string[] = [];
  for (const match of text.normalize("NFC").matchAll(CJK_RUN)) {
    const chars = [...match[0]];
    if (chars.length === 1) out.push(chars[0]!);
    for (let i = 1; i < chars.length; i++) out.push(chars[i - 1]! + chars[i]!);
  }
  return out;
}

/**
 * The search terms of a text: words without stop words, stemmed; then the identifiers it names,
 * whole; then its Chinese, Japanese and Korean character pairs.
 */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const word of words(text)) {
    if (STOP_WORDS.has(word) || word.length > 40) continue;
    const alias = aliasOf(word);
    out.push(alias ?? stem(word));
  }
  out.push(...identifiers(text));
  out.push(...cjkTerms(text));
  return out;
}
