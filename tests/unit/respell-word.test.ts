// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** The word lists a tiny English index would have, by URL. */
const LISTS: Record<string, unknown> = {
  "/pagefind/vocabulary/en/known/la.json": ["langchain", "langfuse", "latency"],
  "/pagefind/vocabulary/en/l.json": {
    common: ["langfuse", "langchain", "latency"],
    rare: [],
  },
};

describe("respellWord", () => {
  let fetched: string[];

  beforeEach(() => {
    vi.resetModules();
    fetched = [];
    document.documentElement.lang = "en";
    vi.stubGlobal("fetch", (url: string) => {
      fetched.push(url);
      const body = LISTS[url];
      return Promise.resolve(
        body === undefined
          ? new Response("not found", { status: 404 })
          : new Response(JSON.stringify(body), { status: 200 }),
      );
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const speller = async () =>
    (await import("@/components/search/respell-word")).respellWord;

  it.each([
    // A known word (or the start of one) costs only its two-letter list.
    ["langfuse", null, ["/pagefind/vocabulary/en/known/la.json"]],
    ["latenc", null, ["/pagefind/vocabulary/en/known/la.json"]],
    // A typo also fetches its letter's respelling list.
    [
      "lanchain",
      "langchain",
      [
        "/pagefind/vocabulary/en/known/la.json",
        "/pagefind/vocabulary/en/l.json",
      ],
    ],
    // No index word starts with these letters: the missing lists mean nothing to respell to.
    [
      "qzxyw",
      null,
      [
        "/pagefind/vocabulary/en/known/qz.json",
        "/pagefind/vocabulary/en/q.json",
      ],
    ],
    // Too short or not a plain word: nothing is fetched.
    ["lng", null, []],
    ["langfuse.openai", null, []],
  ])("%s -> %s, fetching %j", async (word, expected, urls) => {
    expect(await (await speller())(word)).toBe(expected);
    expect(fetched).toEqual(urls);
  });

  it("fetches each list once per page", async () => {
    const respell = await speller();
    await respell("langfuse");
    await respell("latency");
    await respell("lanchain");
    await respell("latncy");
    expect(fetched).toEqual([
      "/pagefind/vocabulary/en/known/la.json",
      "/pagefind/vocabulary/en/l.json",
    ]);
  });

  it("does nothing on pages in other languages", async () => {
    document.documentElement.lang = "ja";
    expect(await (await speller())("lanchain")).toBeNull();
    expect(fetched).toEqual([]);
  });
});
