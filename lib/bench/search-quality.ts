import { readFileSync } from "node:fs";
import { z } from "zod";

/** One reader query of bench/search-queries.json and the pages that answer it. */
export interface SearchQuery {
  query: string;
  routes: string[];
  kind: "keyword" | "question" | "typo" | "identifier" | "paraphrase";
  /** Language of the query when it is not English: it is typed on that language's page. */
  locale?: string;
}

const querySet = z.object({
  queries: z
    .array(
      z.object({
        query: z.string().min(1),
        routes: z.array(z.string().startsWith("/")).min(1),
        kind: z.enum([
          "keyword",
          "question",
          "typo",
          "identifier",
          "paraphrase",
        ]),
        locale: z.string().optional(),
      }),
    )
    .min(1),
});

/** Reads and checks the query set. */
export function readSearchQueries(
  file = "bench/search-queries.json",
): SearchQuery[] {
  return querySet.parse(JSON.parse(readFileSync(file, "utf8"))).queries;
}

/** The page a result link points at: no `#anchor`, no query, no trailing slash. */
export function pageOf(href: string): string {
  const path = href.replace(/^[a-z]+:\/\/[^/]+/i, "").split(/[?#]/)[0] ?? "/";
  return path.replace(/(.)\/$/, "$1") || "/";
}

/** Result links in order, reduced to distinct pages (a page's headings count once). */
export function rankedPages(hrefs: readonly string[]): string[] {
  return [...new Set(hrefs.map(pageOf))];
}

/** The 1-based rank of the first answering page among the results, or null when none answers. */
export function hitRank(
  ranked: readonly string[],
  routes: readonly string[],
): number | null {
  const i = ranked.findIndex((page) => routes.includes(page));
  return i === -1 ? null : i + 1;
}

export interface HitRates {
  queries: number;
  top1: number;
  top3: number;
}

/** Share of queries answered at rank 1 and within the top 3. */
export function hitRates(ranks: readonly (number | null)[]): HitRates {
  const n = ranks.length;
  const within = (k: number) =>
    ranks.filter((r) => r !== null && r <= k).length / (n || 1);
  return { queries: n, top1: within(1), top3: within(3) };
}

/** The p-th percentile (0-100) of the values, nearest rank; null for none. */
export function percentile(
  values: readonly number[],
  p: number,
): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}
