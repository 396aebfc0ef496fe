import { describe, expect, it } from "vitest";
import {
  closestWord,
  editDistance,
  isKnownWord,
  isRespellable,
  knownWordsByPrefix,
  knownWordsUrl,
  maxEdits,
  pageWords,
  respell,
  vocabularyByLetter,
  vocabularyUrl,
} from "@/lib/search/spelling";

describe("editDistance", () => {
  it.each([
    ["judge", "judge", 0],
    ["jugde", "judge", 1], // neighbours swapped
    ["lanchain", "langchain", 1],
    ["obsevability", "observability", 1],
    ["managment", "management", 1],
    ["opentelemetery", "opentelemetry", 1],
    ["kitten", "sitting", 3],
  ])("%s -> %s is %d", (a, b, d) => {
    expect(editDistance(a, b, 5)).toBe(d);
  });

  it("stops at the limit", () => {
    expect(editDistance("kitten", "sitting", 1)).toBe(2);
    expect(editDistance("ab", "abcdef", 2)).toBe(3);
  });
});

describe("maxEdits", () => {
  it.each([
    [3, 0],
    [4, 1],
    [5, 1],
    [6, 2],
    [14, 2],
  ])("a word of %d letters allows %d", (length, edits) => {
    expect(maxEdits(length)).toBe(edits);
  });
});

describe("pageWords", () => {
  it("keeps lower-case words of 4 to 24 letters, once each", () => {
    expect([
      ...pageWords("The Trace and the trace: OpenTelemetry v3 x".padEnd(10)),
    ]).toEqual(["trace", "opentelemetry"]);
    expect(pageWords("a".repeat(25)).size).toBe(0);
  });
});

describe("vocabularyByLetter", () => {
  it("splits by first letter, common words (2+ pages) by spread, rare apart", () => {
    const pages = [
      new Set(["trace", "token", "tenant"]),
      new Set(["trace", "token"]),
      new Set(["trace", "session"]),
    ];
    const byLetter = vocabularyByLetter(pages);
    expect(byLetter.get("t")).toEqual({
      common: ["trace", "token"],
      rare: ["tenant"],
    });
    expect(byLetter.get("s")).toEqual({ common: [], rare: ["session"] });
    expect(vocabularyUrl("t")).toBe("/pagefind/vocabulary/en/t.json");
  });
});

describe("respell", () => {
  const vocabulary = {
    common: ["langfuse", "langchain", "latency", "label"],
    rare: ["langgraphs"],
  };
  it.each([
    ["lanchain", "langchain"],
    ["Lanchain", "langchain"],
    ["latncy", "latency"],
    // Starts a word of the index: Pagefind finds it by prefix.
    ["langf", null],
    ["langgraph", null],
    // Nothing close enough.
    ["lollipop", null],
    // Too short, or not a plain word.
    ["lbl", null],
    ["langfuse.openai", null],
    ["lang_chain", null],
  ])("%s -> %s", (word, expected) => {
    expect(respell(word, vocabulary)).toBe(expected);
  });

  it("prefers the closer word, then the more widespread one", () => {
    expect(closestWord("labels", ["latency", "label", "lapels"])).toBe("label");
    expect(closestWord("lxbel", ["label", "lobel"])).toBe("label");
  });

  it("isRespellable wants four letters or more", () => {
    expect(isRespellable("trac")).toBe(true);
    expect(isRespellable("tra")).toBe(false);
    expect(isRespellable("trace1")).toBe(false);
  });
});

describe("knownWordsByPrefix", () => {
  it("lists every word, common and rare, under its first two letters, sorted", () => {
    const byLetter = vocabularyByLetter([
      new Set(["trace", "token", "tenant", "trial"]),
      new Set(["trace", "token"]),
    ]);
    const known = knownWordsByPrefix(byLetter);
    expect(Object.fromEntries(known)).toEqual({
      tr: ["trace", "trial"],
      to: ["token"],
      te: ["tenant"],
    });
    expect(knownWordsUrl("tr")).toBe("/pagefind/vocabulary/en/known/tr.json");
  });

  it.each([
    ["trace", true],
    ["Trac", true],
    ["tracing", false],
    ["trail", false],
  ])("isKnownWord(%s) -> %s", (word, expected) => {
    expect(isKnownWord(word, ["trace", "trial"])).toBe(expected);
  });
});
