import { median } from "./stats";

/** The parts of a Lighthouse result (LHR) the bench reads; the real type has many more. */
export interface LighthouseResultLike {
  categories: Record<
    string,
    {
      score: number | null;
      auditRefs?: Array<{ id: string; weight: number }>;
    }
  >;
  audits: Record<
    string,
    {
      score?: number | null;
      numericValue?: number;
      details?: { items?: Array<Record<string, unknown>> };
    }
  >;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code?: string; message?: string };
}

/** The four category scores the issue asks for, with the names Lighthouse gives them. */
export const LIGHTHOUSE_CATEGORIES = [
  "performance",
  "accessibility",
  "best-practices",
  "seo",
] as const;

/** The figures of one Lighthouse run (or the medians of several). */
export interface LighthouseFigures {
  /** Category scores, 0-100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  /** `total-byte-weight`: bytes transferred over the network for the page load. */
  bytes: number;
  /** The scripts' share of `bytes` (`resource-summary`), the issue's "script" column. */
  scriptBytes: number;
  /** Network requests of the page load. */
  requests: number;
  /** Browser errors logged to the console (`errors-in-console`), which cost best practices. */
  consoleErrors: number;
  /** Their distinct first lines, e.g. `Error: Minified React error #418; ...` (a hydration mismatch). */
  consoleErrorMessages: string[];
  /** Lighthouse's CPU benchmark of the machine at that moment: lower means slower or busier. */
  benchmarkIndex: number | null;
  /** Audits below a full score in accessibility, best practices and SEO (weighted ones only). */
  failedAudits: string[];
  /** Requests to hosts other than the site, e.g. `https://cloud.langfuse.com/api/auth/session 200`. */
  offsiteRequests: string[];
}

interface NetworkItem {
  url?: string;
  statusCode?: number;
}

/** A category score, 0-100. Lighthouse gives `null` when it could not score one (no paint...). */
function score(lhr: LighthouseResultLike, id: string): number {
  const value = lhr.categories[id]?.score;
  if (typeof value !== "number")
    throw new Error(`Lighthouse could not score "${id}" (score ${value})`);
  return Math.round(value * 100);
}

const numeric = (lhr: LighthouseResultLike, id: string) =>
  lhr.audits[id]?.numericValue ?? Number.NaN;

/** Bytes transferred for one resource type of `resource-summary` (`script`, `stylesheet`, ...). */
function transferredOf(lhr: LighthouseResultLike, type: string): number {
  const item = lhr.audits["resource-summary"]?.details?.items?.find(
    (row) => row.resourceType === type,
  );
  return typeof item?.transferSize === "number"
    ? item.transferSize
    : Number.NaN;
}

/**
 * The figures of one run. `isSiteHost(host)` tells the site's own host(s) apart, so requests to
 * anything else are listed (the bench answers or blocks them all on this machine). Throws when
 * the run failed (a runtime error, or a category without a score), so it is not averaged in.
 */
export function figuresFromLighthouse(
  lhr: LighthouseResultLike,
  isSiteHost: (host: string) => boolean,
): LighthouseFigures {
  if (lhr.runtimeError?.code && lhr.runtimeError.code !== "NO_ERROR")
    throw new Error(
      `Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message ?? ""}`,
    );
  const network = (lhr.audits["network-requests"]?.details?.items ??
    []) as NetworkItem[];
  const consoleErrors = lhr.audits["errors-in-console"]?.details?.items ?? [];
  const failedAudits = new Set<string>();
  for (const category of ["accessibility", "best-practices", "seo"])
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const s = lhr.audits[ref.id]?.score;
      if (ref.weight > 0 && typeof s === "number" && s < 1)
        failedAudits.add(ref.id);
    }
  const offsiteRequests = network
    .filter((item) => {
      if (!item.url || !/^https?:/.test(item.url)) return false;
      return !isSiteHost(new URL(item.url).host);
    })
    .map((item) => `${item.url} ${item.statusCode ?? "?"}`);
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    fcpMs: numeric(lhr, "first-contentful-paint"),
    speedIndexMs: numeric(lhr, "speed-index"),
    bytes: numeric(lhr, "total-byte-weight"),
    scriptBytes: transferredOf(lhr, "script"),
    requests: network.length,
    consoleErrors: consoleErrors.length,
    consoleErrorMessages: [
      ...new Set(
        consoleErrors.map((item) =>
          String(item.description ?? "?")
            .split("\n")[0]!
            .slice(0, 200),
        ),
      ),
    ],
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    failedAudits: [...failedAudits].sort(),
    offsiteRequests,
  };
}

/**
 * The median of each figure over runs (each figure on its own, as Lighthouse's own guidance
 * does for scores and metrics); audit and request lists are the union over the runs.
 */
export function medianLighthouse(
  runs: readonly LighthouseFigures[],
): LighthouseFigures {
  if (runs.length === 0) throw new Error("no Lighthouse runs");
  const m = (pick: (f: LighthouseFigures) => number) => median(runs.map(pick));
  const benchmarks = runs
    .map((r) => r.benchmarkIndex)
    .filter((b): b is number => b !== null);
  const union = (pick: (f: LighthouseFigures) => string[]) =>
    [...new Set(runs.flatMap(pick))].sort();
  return {
    performance: m((f) => f.performance),
    accessibility: m((f) => f.accessibility),
    bestPractices: m((f) => f.bestPractices),
    seo: m((f) => f.seo),
    lcpMs: m((f) => f.lcpMs),
    tbtMs: m((f) => f.tbtMs),
    cls: m((f) => f.cls),
    fcpMs: m((f) => f.fcpMs),
    speedIndexMs: m((f) => f.speedIndexMs),
    bytes: m((f) => f.bytes),
    scriptBytes: m((f) => f.scriptBytes),
    requests: m((f) => f.requests),
    consoleErrors: m((f) => f.consoleErrors),
    consoleErrorMessages: union((f) => f.consoleErrorMessages),
    benchmarkIndex: benchmarks.length ? median(benchmarks) : null,
    failedAudits: union((f) => f.failedAudits),
    offsiteRequests: union((f) => f.offsiteRequests),
  };
}
