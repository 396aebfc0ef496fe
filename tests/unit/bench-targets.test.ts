import { describe, expect, it } from "vitest";
import type { LighthouseFigures } from "@/lib/bench/lighthouse";
import { DOCS_ROUTE, REPRESENTATIVE_PAGES } from "@/lib/bench/pages";
import type { PageWeightDetail } from "@/lib/bench/page-weight";
import type {
  BenchResults,
  BuildRun,
  LighthousePage,
  ScaleFigures,
  ScaleSizeRow,
} from "@/lib/bench/results";
import {
  buildScaleTargetRows,
  evaluateTargets,
  formatTargets,
  parseBaseline,
  scaleTargetRows,
  TARGETS,
  type Baseline,
} from "@/lib/bench/targets";

const KB = 1024;

const weight = (route: string, jsGzipKb: number): PageWeightDetail => ({
  route,
  htmlFile: `${route}.html`,
  html: { raw: 100 * KB, gzip: 15 * KB },
  css: { raw: 80 * KB, gzip: 18 * KB, files: 1 },
  js: { raw: 400 * KB, gzip: jsGzipKb * KB, files: 8 },
  pageJsGzip: 5 * KB,
  preloads: { files: 1, raw: 24 * KB },
  requests: 11,
});

const figures = (f: Partial<LighthouseFigures>): LighthouseFigures => ({
  performance: 90,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0,
  fcpMs: 1200,
  speedIndexMs: 1300,
  bytes: 150 * KB,
  scriptBytes: 60 * KB,
  requests: 12,
  consoleErrors: 0,
  consoleErrorMessages: [],
  benchmarkIndex: 1900,
  failedAudits: [],
  offsiteRequests: [],
  ...f,
});

const lhPage = (
  label: string,
  route: string,
  median: LighthouseFigures | null,
): LighthousePage => ({
  site: label.startsWith("bare") ? "bare" : "ours",
  label,
  route,
  runs: median ? [median, median, median] : [],
  failedRuns: median ? [] : ["NO_FCP", "NO_FCP", "NO_FCP"],
  median,
});

const run = (ms: number, peakRssBytes = 2 * KB ** 3): BuildRun => ({
  ms,
  pages: 375,
  pagesPerSecond: 375 / (ms / 1000),
  peakRssBytes,
  peakPssBytes: peakRssBytes / 2,
  peakProcesses: 6,
  samples: 100,
});

const baseline: Baseline = {
  recorded: "2026-11-22",
  firstLoadJsGzip: Object.fromEntries(
    REPRESENTATIVE_PAGES.map((p) => [p.route, 200 * KB]),
  ),
};

const scale = (f: Partial<ScaleFigures> = {}): ScaleFigures => ({
  targetPages: 3000,
  copiedPages: 2625,
  pages: 3000,
  build: run(20 * 60_000, 5 * KB ** 3),
  medianHtmlBytes: 120 * KB,
  medianHtmlGzip: 20 * KB,
  largestHtml: { route: "/changelog", bytes: 900 * KB },
  docsJsGzip: 150 * KB,
  docsJsGzipToday: 146 * KB,
  todayOutDir: "out",
  startedAt: "2026-11-22T16:00:00Z",
  ...f,
});

/** One run where some targets are met and others missed; `bareTbt` is the bare docs page's. */
function results(
  overrides: Partial<Parameters<typeof evaluateTargets>[0]> = {},
): Parameters<typeof evaluateTargets>[0] {
  const jsKb: Record<string, number> = {
    "/": 150, // 25 % below 200: met
    [DOCS_ROUTE]: 146, // <= 150: met
    "/integrations/frameworks/instructor": 165, // 17.5 % below: missed
    "/blog/2025-10-15-prompt-caching-off-the-hot-path": 160, // exactly 20 %: met
    "/pricing": 140,
  };
  return {
    build: { cold: run(3.5 * 60_000), incremental: { skipped: "test" } },
    pageWeight: {
      ours: REPRESENTATIVE_PAGES.map((p) => weight(p.route, jsKb[p.route]!)),
      bare: [weight(DOCS_ROUTE, 171)],
    },
    lighthouse: {
      runsPerPage: 3,
      ours: REPRESENTATIVE_PAGES.map((p) =>
        lhPage(
          p.label,
          p.route,
          figures(
            p.label === "notebook"
              ? {
                  tbtMs: 400,
                  accessibility: 96,
                  failedAudits: ["heading-order"],
                }
              : {},
          ),
        ),
      ),
      bareDocs: lhPage(
        "bare docs",
        DOCS_ROUTE,
        figures({ performance: 80, tbtMs: 600, lcpMs: 1800, bytes: 178 * KB }),
      ),
      regionRequests: "stubbed",
      stubHits: {},
    },
    search: {
      ours: {
        indexes: [],
        pages: 375,
        samples: [],
        medianMs: 38.1,
        firstQueryMs: 2035,
      },
      bare: { skipped: "test" },
    },
    scale: scale(),
    ...overrides,
  };
}

const verdicts = (rows: ReturnType<typeof evaluateTargets>) =>
  Object.fromEntries(rows.map((r) => [r.target, r.met]));

describe("evaluateTargets", () => {
  const rows = evaluateTargets(results(), baseline);
  const byTarget = verdicts(rows);

  it.each([
    ["docs page first-load JS <= 150 kB gzip", true],
    ["home first-load JS >= 20 % below baseline (<= 160.0 kB)", true],
    ["notebook first-load JS >= 20 % below baseline (<= 160.0 kB)", false],
    ["blog post first-load JS >= 20 % below baseline (<= 160.0 kB)", true],
    ["Lighthouse TBT <= 1/2 bare docs page (<= 300 ms)", false],
    ["Lighthouse LCP <= bare docs page (<= 1800 ms)", true],
    ["Lighthouse bytes transferred <= bare docs page (<= 178.0 kB)", true],
    ["Lighthouse performance >= bare docs page + 10 (>= 90)", true],
    ["Lighthouse accessibility = 100", false],
    ["Lighthouse best practices = 100", true],
    ["cold build <= 4 min 00 s", true],
    ["search keystroke to results <= 50 ms median", true],
    ["3000 pages: peak build memory < 8.00 GiB", true],
    ["3000 pages: median HTML < 150 kB", true],
    ["3000 pages: docs first-load JS within 10 kB of today", true],
  ])("%s: met is %s", (target, met) => {
    expect(byTarget[target]).toBe(met);
  });

  it("says what it measured, page by page, for the Lighthouse rows", () => {
    const tbt = rows.find((r) => r.target.startsWith("Lighthouse TBT"))!;
    expect(tbt.measured).toBe(
      "4/5 pages: home 100 ms, docs 100 ms, notebook 400 ms, blog post 100 ms, pricing 100 ms",
    );
    const notebook = rows.find((r) => r.target.startsWith("notebook"))!;
    expect(notebook.measured).toBe("165.0 kB (17.5 % below 200.0 kB)");
  });

  it.each([
    [80, 90, 90, true],
    [80, 89, 90, false],
    [96, 100, 100, true],
    [96, 99, 100, false],
  ])(
    "a bare page at %i asks performance %i to reach %i: met is %s",
    (barePerformance, ours, floor, met) => {
      const base = results();
      const lighthouse = base.lighthouse as Extract<
        typeof base.lighthouse,
        { ours: unknown }
      >;
      const row = evaluateTargets(
        {
          ...base,
          lighthouse: {
            ...lighthouse,
            ours: REPRESENTATIVE_PAGES.map((p) =>
              lhPage(p.label, p.route, figures({ performance: ours })),
            ),
            bareDocs: lhPage(
              "bare docs",
              DOCS_ROUTE,
              figures({ performance: barePerformance }),
            ),
          },
        },
        baseline,
      ).find((r) => r.target.startsWith("Lighthouse performance"))!;
      expect(row.target).toBe(
        `Lighthouse performance >= bare docs page + 10 (>= ${floor}${floor === 100 ? ", the score's ceiling" : ""})`,
      );
      expect(row.met).toBe(met);
    },
  );

  it("marks the 20 % rows not measured without a baseline", () => {
    const rows = evaluateTargets(results(), null);
    const home = rows.find((r) => r.target.startsWith("home first-load"))!;
    expect(home).toEqual({
      target: "home first-load JS >= 20 % below baseline",
      measured: "not measured: no baseline in bench/baseline.json",
      met: null,
    });
  });

  it.each([
    [
      "skipped sections",
      {
        build: { skipped: "--no-build" },
        lighthouse: { skipped: "--skip lighthouse" },
        search: {
          ours: { skipped: "--skip search" },
          bare: { skipped: "--skip search" },
        },
        scale: { skipped: "no bench/scale-results.json yet" },
      },
      {
        "cold build <= 4 min 00 s": "not measured: --no-build",
        "Lighthouse SEO = 100": "not measured: --skip lighthouse",
        "search keystroke to results <= 50 ms median":
          "not measured: --skip search",
        "3000 pages: median HTML < 150 kB":
          "not measured: no bench/scale-results.json yet",
      },
    ],
    [
      "a bare docs page without a successful run",
      {
        lighthouse: {
          ...(results().lighthouse as Exclude<
            BenchResults["lighthouse"],
            { skipped: string }
          >),
          bareDocs: lhPage("bare docs", DOCS_ROUTE, null),
        },
      },
      {
        "Lighthouse SEO = 100":
          "not measured: every Lighthouse run of the bare docs page failed",
      },
    ],
    [
      "a scale smoke test",
      { scale: scale({ targetPages: 500, pages: 500 }) },
      {
        "3000 pages: peak build memory < 8.00 GiB":
          "not measured: the last bench:scale run built 500 pages (--pages 500)",
      },
    ],
    [
      "a search that never showed results",
      {
        search: {
          ours: {
            indexes: [],
            pages: 375,
            samples: [],
            medianMs: null,
            firstQueryMs: null,
          },
          bare: { skipped: "test" },
        },
      },
      {
        "search keystroke to results <= 50 ms median":
          "not measured: no query returned results",
      },
    ],
  ])("reports not measured rows for %s", (_, overrides, expected) => {
    const rows = evaluateTargets(results(overrides), baseline);
    for (const [target, measured] of Object.entries(expected)) {
      const row = rows.find((r) => r.target === target);
      expect(row).toEqual({ target, measured, met: null });
    }
  });
});

describe("scaleTargetRows", () => {
  it("evaluates a smaller run for the scale script's own summary, naming its size", () => {
    const rows = scaleTargetRows(
      scale({ targetPages: 500, pages: 500, docsJsGzip: 160 * KB }),
      true,
    );
    expect(rows.map((r) => [r.target, r.met])).toEqual([
      ["500 pages: peak build memory < 8.00 GiB", true],
      ["500 pages: median HTML < 150 kB", true],
      ["500 pages: docs first-load JS within 10 kB of today", false],
    ]);
    expect(rows[2]!.measured).toBe("160.0 kB vs 146.0 kB (+14.0 kB)");
  });

  it("fails memory at the limit", () => {
    const rows = scaleTargetRows(
      scale({ build: run(60_000, TARGETS.scalePeakMemoryBytes) }),
    );
    expect(rows[0]!.met).toBe(false);
  });
});

describe("buildScaleTargetRows (issue 25)", () => {
  const GIB = 1024 ** 3;
  const size = (
    pages: number,
    over: Partial<ScaleSizeRow> = {},
  ): ScaleSizeRow => ({
    pages,
    ms: 60_000,
    pagesPerSecond: pages / 60,
    peakRssBytes: 2 * GIB,
    docsJsGzip: 64 * KB,
    ...over,
  });

  it.each([
    // [3,000-page build ms, its RSS, 1,000-page RSS, its docs JS kB, verdicts]
    [14 * 60_000, 7 * GIB, 3 * GIB, 65, [true, true, true, true]],
    [16 * 60_000, 9 * GIB, 2.9 * GIB, 67, [false, false, false, false]],
    [15 * 60_000, 8 * GIB, (8 / 3) * GIB, 62, [true, true, true, true]],
  ])("3,000 pages in %d ms at %d bytes", (ms, rss, rss1000, js, verdicts) => {
    const rows = buildScaleTargetRows(
      [
        size(377, { ms: 80_000, rebuildMs: 25_000 }),
        size(1000, { peakRssBytes: rss1000 }),
        size(3001, { ms, peakRssBytes: rss, docsJsGzip: js * KB }),
      ],
      377,
      64 * KB,
    );
    expect(rows.slice(0, 4).map((r) => r.met)).toEqual(verdicts);
    expect(rows.slice(4).map((r) => [r.target, r.measured, r.met])).toEqual([
      ["today's site: cold build <= 90.0 s", "80.0 s (377 pages)", true],
      [
        "today's site: rebuild after changing one page <= 30.0 s",
        "25.0 s",
        true,
      ],
    ]);
  });

  it("names the sizes to build when the run did not build them", () => {
    const rows = buildScaleTargetRows([size(500)], null, null);
    expect(rows.map((r) => [r.met, r.measured])).toEqual([
      [null, "not measured: run with --pages 3000"],
      [null, "not measured: run with --pages 3000"],
      [null, "not measured: run with --pages 3000"],
      [null, "not measured: run with --pages 3000"],
      [null, "not measured: run with --pages 375"],
      [null, "not measured: run with --pages 375"],
    ]);
  });

  it("needs the 1,000-page size for the memory growth and a rebuild for its target", () => {
    const rows = buildScaleTargetRows(
      [size(377, { ms: 100_000 }), size(3000)],
      377,
      64 * KB,
    );
    expect(rows[2]!.measured).toBe("not measured: run with --pages 1000,3000");
    expect(rows[4]!.met).toBe(false);
    expect(rows[5]!.measured).toBe("not measured: no rebuild in this run");
  });
});

describe("formatTargets", () => {
  it("prints met, NOT MET and not measured", () => {
    const text = formatTargets([
      { target: "a", measured: "1", met: true },
      { target: "b", measured: "2", met: false },
      { target: "c", measured: "not measured: x", met: null },
    ]);
    expect(text.split("\n").slice(2)).toEqual([
      "a       1                met",
      "b       2                NOT MET",
      "c       not measured: x  not measured",
    ]);
  });
});

describe("parseBaseline", () => {
  it("reads bench/baseline.json's shape", () => {
    expect(
      parseBaseline({
        $comment: "x",
        recorded: "2026-11-22",
        firstLoadJsGzip: { "/": 211763 },
      }),
    ).toEqual({
      $comment: "x",
      recorded: "2026-11-22",
      firstLoadJsGzip: { "/": 211763 },
    });
  });

  it.each([
    [{ firstLoadJsGzip: {} }, "bench/baseline.json: recorded:"],
    [
      { recorded: "x", firstLoadJsGzip: { "/": -1 } },
      "bench/baseline.json: firstLoadJsGzip./:",
    ],
  ])("names the bad field of %j", (json, message) => {
    expect(() => parseBaseline(json)).toThrow(message);
  });
});
