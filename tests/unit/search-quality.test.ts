import { describe, expect, it } from "vitest";
import {
  hitRank,
  hitRates,
  pageOf,
  percentile,
  rankedPages,
  readSearchQueries,
} from "@/lib/bench/search-quality";
import { existsSync, readFileSync } from "node:fs";

describe("search bench rules", () => {
  it.each([
    ["/docs/tracing#setup", "/docs/tracing"],
    ["http://127.0.0.1:3000/docs/?q=1", "/docs"],
    ["/", "/"],
  ])("pageOf(%s) is %s", (href, page) => {
    expect(pageOf(href)).toBe(page);
  });

  it("counts a page once however many of its headings match, in order", () => {
    expect(rankedPages(["/a", "/a#x", "/b#y", "/a#z", "/c"])).toEqual([
      "/a",
      "/b",
      "/c",
    ]);
  });

  it.each([
    [["/a", "/b", "/c"], ["/c"], 3],
    [["/a", "/b"], ["/x", "/b"], 2],
    [["/a"], ["/z"], null],
  ] as const)("hitRank(%j, %j) is %s", (ranked, routes, rank) => {
    expect(hitRank(ranked, routes)).toBe(rank);
  });

  it("rates top-1 and top-3 hits", () => {
    expect(hitRates([1, 2, 3, 4, null])).toEqual({
      queries: 5,
      top1: 0.2,
      top3: 0.6,
    });
  });

  it.each([
    [[5, 1, 3], 50, 3],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95, 10],
    [[], 50, null],
  ] as const)("percentile(%j, %d) is %s", (values, p, want) => {
    expect(percentile(values, p)).toBe(want);
  });
});

describe("bench/search-queries.json", () => {
  const queries = readSearchQueries();
  it("has at least 60 reader queries of every kind, including the issue's identifiers", () => {
    expect(queries.length).toBeGreaterThanOrEqual(60);
    for (const kind of [
      "keyword",
      "question",
      "typo",
      "identifier",
      "paraphrase",
    ])
      expect(queries.some((q) => q.kind === kind)).toBe(true);
    for (const id of ["langfuse.openai", "@observe", "propagate_attributes"])
      expect(queries.some((q) => q.query.includes(id))).toBe(true);
  });

  it("names only pages that exist (a page file, or a notebook route of the cookbook catalogue)", () => {
    const catalogue = JSON.parse(
      readFileSync("cookbook/_routes.json", "utf8"),
    ) as Array<{
      notebook: string;
      docsPath: string | null;
    }>;
    const notebookRoutes = new Set(
      catalogue.flatMap((e) => [
        `/guides/cookbook/${e.notebook.replace(/\.ipynb$/, "")}`,
        ...(e.docsPath ? [`/${e.docsPath}`] : []),
      ]),
    );
    const missing = queries.flatMap((q) =>
      q.routes.filter((route) => {
        const base = `pages${route === "/" ? "/index" : route}`;
        return (
          !existsSync(`${base}.mdx`) &&
          !existsSync(`${base}/index.mdx`) &&
          !notebookRoutes.has(route)
        );
      }),
    );
    expect(missing).toEqual([]);
  });
});
