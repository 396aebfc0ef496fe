import { describe, expect, it } from "vitest";
import type { PagefindResult } from "@/lib/search/pagefind-api";
import {
  mergeResults,
  planSearch,
  queryTerms,
  searchQueryOf,
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

describe("queryTerms / searchQueryOf", () => {
  it.each([
    ["how do I back up clickhouse", "back up clickhouse"],
    ["What is a trace?", "trace"],
    ["prompt caching", "prompt caching"],
    ["how to", "how to"],
    ["@observe", "@observe"],
    ["langfuse.openai", "langfuse.openai"],
    ["sessions, users and tags", "sessions users tags"],
  ])("%j asks Pagefind for %j", (typed, query) => {
    expect(searchQueryOf(typed)).toBe(query);
    expect(queryTerms(typed).join(" ")).toBe(query);
  });
});

describe("mergeResults", () => {
  it("keeps pages matching every word first, then sums each word's score", () => {
    const all = [result("both", 1)];
    const perWord = [
      [result("both", 5), result("a-only", 3), result("shared", 1)],
      [result("both", 4), result("shared", 2.5), result("b-only", 3.2)],
    ];
    // shared: 1 + 2.5 = 3.5 beats b-only 3.2 and a-only 3.
    expect(ids(mergeResults(all, perWord))).toEqual([
      "both",
      "shared",
      "b-only",
      "a-only",
    ]);
  });
});

describe("planSearch", () => {
  it("answers from the all-words search when it finds enough pages", async () => {
    const { fake, asked } = engine({
      "prompt caching": [
        ["p1", 3],
        ["p2", 2],
        ["p3", 1],
      ],
    });
    const plan = await planSearch(fake, "what is prompt caching?");
    expect(ids(plan!.results)).toEqual(["p1", "p2", "p3"]);
    expect(plan!.respelt).toBeNull();
    expect(asked).toEqual(["prompt caching"]);
  });

  it("adds pages that match some of the words when all of them find too few", async () => {
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
    // requirements 2 + 2 = 4 > redis 3 > helm 1.
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
        ["x", 1],
      ],
    });
    const plan = await planSearch(fake, "lanchain callback", (word) =>
      Promise.resolve(word === "lanchain" ? "langchain" : null),
    );
    // As typed (beside the spelling check), then respelt.
    expect(asked).toEqual(["lanchain callback", "langchain callback"]);
    expect(plan!.respelt).toBe("langchain callback");
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
