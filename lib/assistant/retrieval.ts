/**
 * Retrieval over the site's `.md` twins: the assistant's `/api/ask` and, later, an MCP server ask
 * the same question the same way. Pure: give it the twins, get an index; give it a query, get hits.
 *
 *   const index = buildRetrievalIndex(readTwins("out"), { siteUrl });
 *   const hits = search(index, "How do I set up LLM-as-a-judge?", 5);
 */
import { Bm25, type FieldSpec } from "./bm25";
import { chunkTwin, type TwinSection } from "./chunk";
import { bestExtract } from "./extract";
import { closestWord } from "../search/spelling";
import {
  phraseTerms,
  queryTerms as toQueryTerms,
  terms,
  type WeightedTerm,
} from "./tokenize";

/** One page's Markdown twin. */
export interface Twin {
  /** The page's route, e.g. `/docs/tracing` (see `routeOfTwinPath` in lib/routes.ts). */
  route: string;
  markdown: string;
}

/** One search result: a section of a page, with where to read it. */
export interface RetrievalHit {
  pageTitle: string;
  /** The section's heading (the page title for a page's introduction). */
  heading: string;
  route: string;
  /** The heading's id on the page; `""` for the introduction. */
  anchor: string;
  /** Site path with the anchor, e.g. `/docs/scores/model-based-evals#map-the-variables`. */
  path: string;
  /** Absolute URL with the anchor. */
  url: string;
  /** A short passage of the section around the query's words. */
  extract: string;
  score: number;
  /** The whole section, for a grounded answer. */
  section: TwinSection;
}

export interface RetrievalOptions {
  /** Origin the hits' URLs are made absolute against, e.g. `https://langfuse.com`. */
  siteUrl: string;
  /** Pages to leave out of the index (e.g. the 404 page). Default: none. */
  exclude?: (route: string) => boolean;
  /**
   * Prior of a page, multiplied into its sections' scores: above 1 for the reference docs, below
   * for posts that mention everything in passing. Default 1.
   */
  pageWeight?: (route: string) => number;
  /**
   * Whether the page's HTML gives its headings ids (docs and articles do; raw marketing pages
   * draw their own headings without). Without, hits link to the page itself. Default: all do.
   */
  hasHeadingIds?: (route: string) => boolean;
  /**
   * Words naming the product (`Langfuse`): left out of a query that has other words, since
   * nearly every page uses them. A question with no other words gets `overviewRoutes`.
   */
  brandWords?: readonly string[];
  /** Pages whose introductions answer a question about the product as a whole. */
  overviewRoutes?: readonly string[];
  tuning?: Partial<RetrievalTuning>;
}

/** The knobs of the ranking; the defaults are what the retrieval benchmark settled on. */
export interface RetrievalTuning {
  /** Section fields: the page title (and parent H2), the section heading, its prose, its code. */
  sectionFields: Record<"title" | "heading" | "body" | "code", FieldSpec>;
  /** Page fields: title and description, and all of the page's text. */
  pageFields: Record<"title" | "body", FieldSpec>;
  /** Share of the page's own score added to each of its sections: whole-page relevance. */
  pageScoreShare: number;
  /** At most this many sections of one page in the results, so the top spans several pages. */
  maxSectionsPerPage: number;
}

/**
 * Headings and titles say what a section is about far more often than a word in its prose does;
 * code counts a little (identifiers such as `observe` or `flush`).
 */
export const DEFAULT_TUNING: RetrievalTuning = {
  sectionFields: {
    title: { weight: 2.5, b: 0.3 },
    heading: { weight: 4, b: 0.5 },
    body: { weight: 1, b: 0.75 },
    code: { weight: 0.3, b: 0.75 },
  },
  pageFields: {
    title: { weight: 4, b: 0.3 },
    body: { weight: 1, b: 0.75 },
  },
  pageScoreShare: 0.6,
  maxSectionsPerPage: 2,
};

export interface RetrievalIndex {
  readonly sections: readonly TwinSection[];
  readonly siteUrl: string;
  /** Index of each section's page in `pageRoutes`. */
  readonly pageOf: Uint32Array;
  readonly pageRoutes: readonly string[];
  /** Prior per page (see `RetrievalOptions.pageWeight`). */
  readonly pageWeights: Float64Array;
  readonly sectionIndex: Bm25<keyof RetrievalTuning["sectionFields"]>;
  readonly pageIndex: Bm25<keyof RetrievalTuning["pageFields"]>;
  readonly tuning: RetrievalTuning;
  /** Stemmed brand terms (see `RetrievalOptions.brandWords`). */
  readonly brandTerms: ReadonlySet<string>;
  /** Section numbers of the overview pages' introductions. */
  readonly overviewSections: readonly number[];
}

/** Chunks every twin by heading and indexes the sections (and the pages they belong to). */
export function buildRetrievalIndex(
  twins: Iterable<Twin>,
  options: RetrievalOptions,
): RetrievalIndex {
  const sections: TwinSection[] = [];
  const pageOf: number[] = [];
  const pageRoutes: string[] = [];
  const pageWeights: number[] = [];
  const tuning = { ...DEFAULT_TUNING, ...options.tuning };
  const pageDocs: Array<Record<keyof RetrievalTuning["pageFields"], string[]>> =
    [];
  const sectionDocs: Array<
    Record<keyof RetrievalTuning["sectionFields"], string[]>
  > = [];
  const seen = new Set<string>();
  for (const twin of twins) {
    if (options.exclude?.(twin.route) || seen.has(twin.route)) continue;
    seen.add(twin.route);
    const withIds = options.hasHeadingIds?.(twin.route) ?? true;
    const chunks = chunkTwin(twin.route, twin.markdown)
      .filter((c) => c.level === 1 || !NAVIGATION_HEADING.test(c.heading))
      .map((c) => (withIds ? c : { ...c, anchor: "" }));
    if (chunks.length === 0) continue;
    const page = pageRoutes.length;
    pageRoutes.push(twin.route);
    pageWeights.push(options.pageWeight?.(twin.route) ?? 1);
    const first = chunks[0]!;
    const pageBody: string[] = [];
    for (const chunk of chunks) {
      const doc = {
        title: phraseTerms(`${chunk.pageTitle} ${chunk.parentHeading}`),
        heading: phraseTerms(
          chunk.level === 1 ? chunk.description : chunk.heading,
        ),
        body: terms(chunk.text),
        code: terms(chunk.code),
      };
      sectionDocs.push(doc);
      pageBody.push(...doc.body);
      sections.push(chunk);
      pageOf.push(page);
    }
    pageDocs.push({
      title: phraseTerms(`${first.pageTitle} ${first.description}`),
      body: pageBody,
    });
  }
  return {
    sections,
    siteUrl: options.siteUrl.replace(/\/+$/, ""),
    pageOf: Uint32Array.from(pageOf),
    pageRoutes,
    pageWeights: Float64Array.from(pageWeights),
    sectionIndex: new Bm25(sectionDocs, { fields: tuning.sectionFields }),
    pageIndex: new Bm25(pageDocs, { fields: tuning.pageFields }),
    tuning,
    brandTerms: new Set((options.brandWords ?? []).flatMap((w) => terms(w))),
    overviewSections: (options.overviewRoutes ?? []).flatMap((route) => {
      const i = sections.findIndex((s) => s.route === route && s.level === 1);
      return i === -1 ? [] : [i];
    }),
  };
}

/** Sections that only point elsewhere ("Next steps"): they answer nothing themselves. */
const NAVIGATION_HEADING =
  /^(next steps?|related( pages| topics)?|see also|learn more|further reading|resources|what's next)$/i;

/** Site path of a section: its route, plus `#anchor` for a section below the introduction. */
export function sectionPath(section: TwinSection): string {
  return section.anchor ? `${section.route}#${section.anchor}` : section.route;
}

/** Per index, its terms on at least two sections, the most widespread first (for respelling). */
const respellingLists = new WeakMap<RetrievalIndex, string[]>();

function respellingList(index: RetrievalIndex): string[] {
  let list = respellingLists.get(index);
  if (!list) {
    list = [...index.sectionIndex.vocabulary()]
      .filter(
        ([term, df]) => df >= 2 && /^[a-z]/.test(term) && !term.includes("~"),
      )
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .map(([term]) => term);
    respellingLists.set(index, list);
  }
  return list;
}

/**
 * The query's own terms that no section contains, respelt to the closest term that several do
 * ("lanchain" searches "langchain"), the way the site's search box respells (lib/search/spelling).
 */
function respellTerms(
  index: RetrievalIndex,
  queryTerms: readonly WeightedTerm[],
): WeightedTerm[] {
  return queryTerms.map((t) => {
    if (t.weight < 1 || index.sectionIndex.documentFrequency(t.term) > 0)
      return t;
    const closest = closestWord(t.term, respellingList(index));
    return closest ? { ...t, term: closest } : t;
  });
}

/**
 * The `limit` best sections for a query, best first, at most two per page. An empty or
 * stop-word-only query finds nothing.
 */
export function search(
  index: RetrievalIndex,
  query: string,
  limit = 5,
): RetrievalHit[] {
  const all = toQueryTerms(query);
  if (all.length === 0 || limit <= 0) return [];
  const queryTerms = respellTerms(
    index,
    all.filter((t) => !index.brandTerms.has(t.term)),
  );
  if (queryTerms.length === 0)
    return index.overviewSections
      .slice(0, limit)
      .map((i) => toHit(index, i, 0, []));
  const pageScores = new Float64Array(index.pageRoutes.length);
  index.pageIndex.scoreInto(queryTerms, pageScores);
  const scores = new Float64Array(index.sections.length);
  index.sectionIndex.scoreInto(queryTerms, scores);

  const candidates: number[] = [];
  for (let i = 0; i < scores.length; i++) {
    if (scores[i]! > 0) {
      const page = index.pageOf[i]!;
      scores[i] =
        (scores[i]! + index.tuning.pageScoreShare * pageScores[page]!) *
        index.pageWeights[page]!;
      candidates.push(i);
    }
  }
  candidates.sort((a, b) => scores[b]! - scores[a]! || a - b);

  const perPage = new Map<number, number>();
  const hits: RetrievalHit[] = [];
  for (const i of candidates) {
    const page = index.pageOf[i]!;
    const count = perPage.get(page) ?? 0;
    if (count >= index.tuning.maxSectionsPerPage) continue;
    perPage.set(page, count + 1);
    hits.push(
      toHit(
        index,
        i,
        scores[i]!,
        queryTerms.map((t) => t.term),
      ),
    );
    if (hits.length >= limit) break;
  }
  return hits;
}

function toHit(
  index: RetrievalIndex,
  i: number,
  score: number,
  queryTerms: readonly string[],
): RetrievalHit {
  const section = index.sections[i]!;
  const path = sectionPath(section);
  return {
    pageTitle: section.pageTitle,
    heading: section.heading,
    route: section.route,
    anchor: section.anchor,
    path,
    url: `${index.siteUrl}${path}`,
    extract: bestExtract(section, queryTerms),
    score,
    section,
  };
}
