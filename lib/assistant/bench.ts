import type { TwinSection } from "./chunk";
import { search, type RetrievalIndex } from "./retrieval";

/** One benchmark question and the pages a good answer cites (any of them counts). */
export interface BenchQuestion {
  question: string;
  routes: string[];
  /** Phrased on purpose without the words of the page's title. */
  paraphrase?: boolean;
  /** Added after the ranking was tuned and never tuned against. */
  holdout?: boolean;
}

export interface BenchResult {
  question: string;
  routes: string[];
  /** Routes of the top hits, best first. */
  top: string[];
  /** 1-based rank of the first expected page among the top hits, or `undefined` if absent. */
  rank: number | undefined;
  ms: number;
}

export interface BenchSummary {
  results: BenchResult[];
  /** Share of questions whose page is among the top `k` hits, 0..1. */
  hitRate: number;
  medianMs: number;
  p95Ms: number;
}

/** The value below which `q` of the sorted values fall (nearest rank). */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil(q * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

/**
 * Asks every question `rounds` times (latency is the median of each question's best-of-rounds is
 * too kind; every timed run counts) and scores whether an expected page is in the top `k`.
 */
export function runBench(
  index: RetrievalIndex,
  questions: readonly BenchQuestion[],
  { k = 3, rounds = 5, now = () => performance.now() } = {},
): BenchSummary {
  const timings: number[] = [];
  const results = questions.map(({ question, routes }) => {
    let top: string[] = [];
    let ms = 0;
    for (let round = 0; round < rounds; round++) {
      const started = now();
      const hits = search(index, question, k);
      const took = now() - started;
      timings.push(took);
      ms += took;
      top = hits.map((h) => h.route);
    }
    const at = top.findIndex((route) => routes.includes(route));
    return {
      question,
      routes,
      top,
      rank: at === -1 ? undefined : at + 1,
      ms: ms / rounds,
    };
  });
  timings.sort((a, b) => a - b);
  return {
    results,
    hitRate:
      results.filter((r) => r.rank !== undefined).length /
      Math.max(1, results.length),
    medianMs: percentile(timings, 0.5),
    p95Ms: percentile(timings, 0.95),
  };
}

/** The heading ids of an exported HTML page (`<h2 id="...">` to `<h6>`). */
export function headingIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const [, id] of html.matchAll(/<h[2-6][^>]*\sid="([^"]+)"/g))
    ids.add(id!);
  return ids;
}

/** Sections whose anchor is not a heading id of their page's HTML (`html` by route). */
export function anchorsMissingFromHtml(
  sections: readonly TwinSection[],
  htmlOf: (route: string) => string | undefined,
): TwinSection[] {
  const cache = new Map<string, Set<string> | undefined>();
  return sections.filter((s) => {
    if (!s.anchor) return false;
    if (!cache.has(s.route)) {
      const html = htmlOf(s.route);
      cache.set(s.route, html === undefined ? undefined : headingIds(html));
    }
    const ids = cache.get(s.route);
    return ids !== undefined && !ids.has(s.anchor);
  });
}
