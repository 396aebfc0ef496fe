import { describe, expect, it } from "vitest";
import type { PagefindResult } from "@/lib/search/pagefind-api";
import {
  mergeResults,
  planSearch,
  rememberingEngine,
  queryTerms,
  type SearchEngine,
} from "@/lib/search/query-plan";

const result = (id: string, score: number): PagefindResult => ({
  id,
  score,
  data: () =>
    Promise.resolve({ url: `/${id}`, excerpt: "", meta: {}, sub_results: [] }),
});

/** A Pagefind stand-in answering from a table, recording the queries it was asked. */
function engine(table: Record<string, Array<[string, number]>>) {
  const asked: string[] = [];
  const fake: SearchEngine = {
    search: (query) => {
      asked.push(query);
      return Promise.resolve({
        results: (table[query] ?? []).map(([id, score]) => result(id, score)),
      });
    },
  };
  return { fake, asked };
}

const ids = (results: readonly PagefindResult[]) => results.map((r) => r.id);

describe("queryTerms", () => {
  it.each([
    ["how do I back up clickhouse", "back up clickhouse"],
    ["What is a trace?", "trace"],
    ["prompt caching", "prompt caching"],
    ["how to", "how to"],
    ["@observe", "@observe"],
    ["langfuse.openai", "langfuse.openai"],
    ["sessions, users and tags", "sessions users tags"],
  ])("%j asks Pagefind for %j", (typed, query) => {
    expect(queryTerms(typed).join(" ")).toBe(query);
  });
});

describe("mergeResults", () => {
  it.each<{
    name: string;
    all: Array<[string, number]>;
    perWord: Array<Array<[string, number]>>;
    order: string[];
  }>([
    {
      name: "sums each word's score and scales it by the share of words matched",
      all: [["both", 1]],
      perWord: [
        [
          ["both", 5],
          ["a-only", 3],
          ["shared", 1],
        ],
        [
          ["both", 4],
          ["shared", 2.5],
          ["b-only", 3.6],
        ],
      ],
      // both 9, shared 3.5, b-only 3.6 / 2 = 1.8, a-only 3 / 2 = 1.5.
      order: ["both", "shared", "b-only", "a-only"],
    },
    {
      name: "lets a page strong on most words outrank one weak on all of them",
      all: [["passing", 1]],
      perWord: [
        [
          ["titled", 20],
          ["passing", 1],
        ],
        [
          ["titled", 20],
          ["passing", 1],
        ],
        [["passing", 1]],
      ],
      // titled (20 + 20) * 2/3 = 26.7, passing 3 * 3/3 = 3.
      order: ["titled", "passing"],
    },
    {
      name: "counts a page Pagefind found for all words as matching all of them",
      all: [["stem", 2]],
      perWord: [[["stem", 3]], [["other", 5]]],
      // stem 3 * 2/2 = 3 (only one word found it alone), other 5 / 2 = 2.5.
      order: ["stem", "other"],
    },
  ])("$name", ({ all, perWord, order }) => {
    const toResults = (rows: Array<[string, number]>) =>
      rows.map(([id, score]) => result(id, score));
    expect(ids(mergeResults(toResults(all), perWord.map(toResults)))).toEqual(
      order,
    );
  });
});

describe("planSearch", () => {
  it("ranks a question by each of its words, without its stop words", async () => {
    const { fake, asked } = engine({
      "memory CPU deployment": [["scaling", 9]],
      memory: [
        ["scaling", 4],
        ["redis", 3],
      ],
      CPU: [
        ["scaling", 3],
        ["requirements", 2],
      ],
      deployment: [
        ["requirements", 2],
        ["helm", 1],
      ],
    });
    const plan = await planSearch(fake, "memory and CPU for a deployment");
    expect(asked).toEqual([
      "memory CPU deployment",
      "memory",
      "CPU",
      "deployment",
    ]);
    // scaling 7 * 3/3; requirements 4 * 2/3 = 2.7; redis 3 / 3 = 1; helm 1 / 3.
    expect(ids(plan!.results)).toEqual([
      "scaling",
      "requirements",
      "redis",
      "helm",
    ]);
  });

  it("does not search a single word twice", async () => {
    const { fake, asked } = engine({ tracing: [["t", 1]] });
    const plan = await planSearch(fake, "tracing");
    expect(asked).toEqual(["tracing"]);
    expect(ids(plan!.results)).toEqual(["t"]);
  });

  it("searches the respelt words and says so", async () => {
    const { fake, asked } = engine({
      "langchain callback": [
        ["lc", 5],
        ["cb", 4],
      ],
      langchain: [
        ["lc", 3],
        ["cb", 2],
        ["x", 4],
      ],
      callback: [
        ["lc", 2],
        ["cb", 2],
      ],
    });
    const plan = await planSearch(fake, "lanchain callback", (word) =>
      Promise.resolve(word === "lanchain" ? "langchain" : null),
    );
    // As typed and word by word (beside the spelling check), then the respelt query and word;
    // "callback" is not searched twice.
    expect(asked).toEqual([
      "lanchain callback",
      "lanchain",
      "callback",
      "langchain callback",
      "langchain",
    ]);
    expect(plan!.respelt).toBe("langchain callback");
    // lc 5, cb 4, x 4 / 2 = 2.
    expect(ids(plan!.results)).toEqual(["lc", "cb", "x"]);
  });

  it("searches as typed when the speller fails", async () => {
    const { fake, asked } = engine({ lanchain: [["about", 1]] });
    const plan = await planSearch(fake, "lanchain", () =>
      Promise.reject(new Error("offline")),
    );
    expect(asked).toEqual(["lanchain"]);
    expect(plan!.respelt).toBeNull();
  });

  it("resolves null when Pagefind superseded a search", async () => {
    let calls = 0;
    const superseded: SearchEngine = {
      search: () =>
        Promise.resolve(calls++ === 0 ? { results: [result("a", 1)] } : null),
    };
    expect(await planSearch(superseded, "two words")).toBeNull();
  });

  it("answers an empty query with no pages and no search", async () => {
    const { fake, asked } = engine({});
    expect(await planSearch(fake, "   ")).toEqual({
      results: [],
      respelt: null,
    });
    expect(asked).toEqual([]);
  });
});

describe("rememberingEngine", () => {
  it("asks Pagefind once per query, so the next keystroke re-searches only the changed word", async () => {
    const { fake, asked } = engine({
      "evaluate RAG": [["faq", 3]],
      evaluate: [["faq", 2]],
      RAG: [["faq", 1]],
      "evaluate RAG app": [["faq", 3]],
      app: [["faq", 1]],
    });
    const remembering = rememberingEngine(fake);
    await planSearch(remembering, "evaluate RAG");
    await planSearch(remembering, "evaluate RAG app");
    expect(asked).toEqual([
      "evaluate RAG",
      "evaluate",
      "RAG",
      "evaluate RAG app",
      "app",
    ]);
  });

  it("forgets superseded searches and drops the least recently used answer when full", async () => {
    const asked: string[] = [];
    let superseded = true;
    const fake: SearchEngine = {
      search: (query) => {
        asked.push(query);
        return Promise.resolve(superseded ? null : { results: [] });
      },
    };
    const remembering = rememberingEngine(fake, 2);
    expect(await remembering.search("a")).toBeNull();
    superseded = false;
    await remembering.search("a"); // asked again: a superseded answer is not kept
    await remembering.search("b");
    await remembering.search("a"); // remembered; "b" is now the oldest
    await remembering.search("c"); // full: "b" goes
    await remembering.search("a");
    await remembering.search("b");
    expect(asked).toEqual(["a", "a", "b", "c", "b"]);
  });
});
