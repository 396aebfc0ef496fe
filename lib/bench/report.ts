/** The text `npm run bench` prints: one table per section, the ratios to the bare site, targets. */
import {
  formatGib,
  formatKb,
  formatMs,
  formatNumber,
  formatRatio,
  heading,
  renderTable,
} from "./format";
import type { LighthouseFigures } from "./lighthouse";
import { BARE_PAGES, DOCS_ROUTE, REPRESENTATIVE_PAGES } from "./pages";
import type { PageWeightDetail } from "./page-weight";
import {
  isSkipped,
  type BenchResults,
  type BuildRun,
  type BuildStepRun,
  type LighthousePage,
  type ScaleFigures,
  type ScaleSizeRow,
  type SearchFigures,
  type Skipped,
} from "./results";
import { ratio } from "./stats";
import { formatTargets } from "./targets";

const skippedLine = (s: Skipped) => `skipped: ${s.skipped}`;

/** Right-align every column but the first. */
const numericColumns = (headers: readonly string[]) =>
  new Set(headers.map((_, i) => i).filter((i) => i > 0));

const buildRow = (name: string, run: BuildRun): string[] => [
  name,
  formatMs(run.ms),
  String(run.pages),
  formatNumber(run.pagesPerSecond, 2),
  formatGib(run.peakRssBytes),
  formatGib(run.peakPssBytes),
  String(run.peakProcesses),
];

const BUILD_HEADERS = [
  "build",
  "wall time",
  "pages",
  "pages/s",
  "peak RSS",
  "peak PSS",
  "processes",
];

/** Section 1: cold and incremental build of our site. */
export function formatBuildSection(
  results: Pick<BenchResults, "build">,
): string {
  const title = heading(
    "1. Build (npm run build in a scratch copy of the working tree)",
  );
  const build = results.build;
  if (isSkipped(build)) return `${title}\n${skippedLine(build)}`;
  const rows = [buildRow("cold", build.cold)];
  const notes: string[] = [];
  if (isSkipped(build.incremental))
    notes.push(`incremental: ${skippedLine(build.incremental)}`);
  else {
    rows.push(buildRow("incremental", build.incremental));
    notes.push(
      `incremental: after appending an MDX comment to ${build.incremental.file}, with the cold build's .next/cache`,
    );
  }
  notes.push(
    "peak RSS sums the resident memory of every process of the build (shared pages counted in each); PSS splits shared pages",
  );
  return [
    title,
    renderTable(BUILD_HEADERS, rows, numericColumns(BUILD_HEADERS)),
    ...notes,
  ].join("\n");
}

const WEIGHT_HEADERS = [
  "page",
  "HTML",
  "HTML gz",
  "CSS gz",
  "JS",
  "JS gz",
  "JS files",
  "own chunk gz",
  "preloads",
  "requests",
];

const weightRow = (label: string, w: PageWeightDetail): string[] => [
  label,
  formatKb(w.html.raw),
  formatKb(w.html.gzip),
  formatKb(w.css.gzip),
  formatKb(w.js.raw),
  formatKb(w.js.gzip),
  String(w.js.files),
  formatKb(w.pageJsGzip),
  w.preloads.files ? `${w.preloads.files} (${formatKb(w.preloads.raw)})` : "0",
  String(w.requests),
];

/** Section 2: page weight of our representative pages and the bare site's, with docs ratios. */
export function formatPageWeightSection(
  results: Pick<BenchResults, "pageWeight">,
): string {
  const { ours, bare } = results.pageWeight;
  const label = (pages: typeof BARE_PAGES, route: string) =>
    pages.find((p) => p.route === route)?.label ?? route;
  const rows = [
    ...ours.map((w) => weightRow(label(REPRESENTATIVE_PAGES, w.route), w)),
    ...bare.map((w) => weightRow(label(BARE_PAGES, w.route), w)),
  ];
  const docs = ours.find((w) => w.route === DOCS_ROUTE);
  const bareDocs = bare.find((w) => w.route === DOCS_ROUTE);
  const lines = [
    heading(
      "2. Page weight (first load, from the exported HTML; gzip -9; 1 kB = 1024 bytes)",
    ),
    renderTable(WEIGHT_HEADERS, rows, numericColumns(WEIGHT_HEADERS)),
    "JS: every script the HTML loads; own chunk: the page's compiled content, part of JS; preloads: fonts (already compressed)",
  ];
  if (docs && bareDocs)
    lines.push(
      `ours/bare docs page: HTML gz ${formatRatio(ratio(docs.html.gzip, bareDocs.html.gzip))}, CSS gz ${formatRatio(ratio(docs.css.gzip, bareDocs.css.gzip))}, JS gz ${formatRatio(ratio(docs.js.gzip, bareDocs.js.gzip))}, requests ${formatRatio(ratio(docs.requests, bareDocs.requests))}`,
    );
  return lines.join("\n");
}

const LH_HEADERS = [
  "page",
  "perf",
  "a11y",
  "best pr.",
  "SEO",
  "LCP",
  "TBT",
  "CLS",
  "FCP",
  "transferred",
  "requests",
  "runs",
  "TBT/bare",
  "LCP/bare",
  "bytes/bare",
];

function lighthouseRow(
  page: LighthousePage,
  bare: LighthouseFigures | null,
): string[] {
  const m = page.median;
  const runs = page.failedRuns.length
    ? `${page.runs.length} (${page.failedRuns.length} failed)`
    : String(page.runs.length);
  if (!m)
    return [
      page.label,
      ...LH_HEADERS.slice(1, -4).map(() => "n/a"),
      runs,
      "",
      "",
      "",
    ];
  return [
    page.label,
    formatNumber(m.performance),
    formatNumber(m.accessibility),
    formatNumber(m.bestPractices),
    formatNumber(m.seo),
    formatMs(m.lcpMs),
    formatMs(m.tbtMs),
    formatNumber(m.cls, 3),
    formatMs(m.fcpMs),
    formatKb(m.bytes),
    formatNumber(m.requests),
    runs,
    formatRatio(ratio(m.tbtMs, bare?.tbtMs)),
    formatRatio(ratio(m.lcpMs, bare?.lcpMs)),
    formatRatio(ratio(m.bytes, bare?.bytes)),
  ];
}

const THREE_WAY_HEADERS = [
  "docs page",
  "perf",
  "TBT",
  "LCP",
  "bytes",
  "script",
  "LCP/Starlight",
  "bytes/Starlight",
  "script/Starlight",
];

/**
 * Issue 20's three-way table: the same docs page on the bare Nextra site, the Starlight site and
 * ours, medians of the same rotation, with ratios to Starlight, and the machine's load. A run that
 * started above the load limit marks the table. `null` for results without a Starlight page.
 */
export function formatThreeWay(
  lh: Pick<
    NonNullable<Exclude<BenchResults["lighthouse"], Skipped>>,
    "ours" | "bareDocs" | "starlightDocs" | "load"
  >,
): string | null {
  if (!lh.starlightDocs) return null;
  const star = lh.starlightDocs.median;
  const docs = lh.ours.find((p) => p.route === DOCS_ROUTE);
  const sites: Array<[string, LighthousePage | undefined]> = [
    ["bare Nextra", lh.bareDocs],
    ["Starlight", lh.starlightDocs],
    ["ours", docs],
  ];
  const rows = sites.map(([name, page]) => {
    const m = page?.median;
    if (!m) return [name, ...THREE_WAY_HEADERS.slice(1).map(() => "n/a")];
    return [
      name,
      formatNumber(m.performance),
      formatMs(m.tbtMs),
      formatMs(m.lcpMs),
      formatKb(m.bytes),
      formatKb(m.scriptBytes),
      formatRatio(ratio(m.lcpMs, star?.lcpMs)),
      formatRatio(ratio(m.bytes, star?.bytes)),
      formatRatio(ratio(m.scriptBytes, star?.scriptBytes)),
    ];
  });
  const load = lh.load;
  const loadLine = !load
    ? "machine load: not recorded"
    : load.loadedRuns > 0
      ? `MARKED: ${load.loadedRuns} of ${load.samples.length} runs started above load average ${load.limit} (max ${load.max.toFixed(2)}) after waiting for a quiet machine; these figures are not comparable`
      : `machine load at the start of each run: max ${load.max.toFixed(2)} (limit ${load.limit}), ${load.samples.length} runs`;
  return [
    `Three-way, ${DOCS_ROUTE} (bench/starlight has our page text):`,
    renderTable(THREE_WAY_HEADERS, rows, numericColumns(THREE_WAY_HEADERS)),
    loadLine,
  ].join("\n");
}

/** Section 3: Lighthouse medians per page, ratios to the bare docs page, failed audits. */
export function formatLighthouseSection(
  results: Pick<BenchResults, "lighthouse">,
): string {
  const lh = results.lighthouse;
  const title = heading(
    "3. Lighthouse (mobile preset, simulated throttling, medians)",
  );
  if (isSkipped(lh)) return `${title}\n${skippedLine(lh)}`;
  const bare = lh.bareDocs.median;
  const pages = [
    ...lh.ours,
    lh.bareDocs,
    ...(lh.starlightDocs ? [lh.starlightDocs] : []),
  ];
  const lines = [
    title,
    renderTable(
      LH_HEADERS,
      pages.map((p) => lighthouseRow(p, bare)),
      numericColumns(LH_HEADERS),
    ),
  ];
  const threeWay = formatThreeWay(lh);
  if (threeWay) lines.push("", threeWay);
  const benchmark = pages
    .flatMap((p) => p.runs.map((r) => r.benchmarkIndex))
    .filter((b): b is number => b !== null);
  if (benchmark.length)
    lines.push(
      `Lighthouse CPU benchmark index over the runs: ${Math.min(...benchmark)}-${Math.max(...benchmark)} (lower: slower or busier machine)`,
    );
  for (const p of pages) {
    if (p.median?.failedAudits.length)
      lines.push(
        `${p.label}: audits below 100 %: ${p.median.failedAudits.join(", ")}`,
      );
    if (p.median?.consoleErrors)
      lines.push(
        `${p.label}: ${p.median.consoleErrors} console error(s): ${p.median.consoleErrorMessages.join(" | ")}`,
      );
    for (const failure of new Set(p.failedRuns))
      lines.push(`${p.label}: failed run: ${failure.split("\n")[0]}`);
  }
  const offsite = [
    ...new Set(pages.flatMap((p) => p.median?.offsiteRequests ?? [])),
  ];
  if (offsite.length)
    lines.push(
      `off-site requests (${lh.regionRequests === "stubbed" ? "answered by the local session stub" : "blocked"}): ${offsite.join(", ")}`,
    );
  return lines.join("\n");
}

const searchCell = (
  s: SearchFigures | Skipped,
  pick: (f: SearchFigures) => string,
) => (isSkipped(s) ? "n/a" : pick(s));

/** Section 4: index bytes per locale and keystroke-to-results medians of both sites. */
export function formatSearchSection(
  results: Pick<BenchResults, "search">,
): string {
  const { ours, bare } = results.search;
  const sites = [
    ["ours", ours],
    ["bare", bare],
  ] as const;
  const indexRows = sites.flatMap(([name, s]) =>
    isSkipped(s)
      ? [[name, "n/a", skippedLine(s), "", "", "", ""]]
      : s.indexes.map((i) => [
          name,
          i.locale,
          i.file,
          formatKb(i.raw),
          formatKb(i.gzip),
          String(s.pages),
          formatKb(i.gzip / s.pages, 2),
        ]),
  );
  const timed = (s: SearchFigures) => s.samples.filter((x) => x.ms !== null);
  const timingHeaders = [
    "site",
    "median",
    "fastest",
    "slowest",
    "timed",
    "first query",
  ];
  const timingRows = sites.map(([name, s]) => [
    name,
    searchCell(s, (f) => formatMs(f.medianMs)),
    searchCell(s, (f) =>
      timed(f).length
        ? formatMs(Math.min(...timed(f).map((x) => x.ms!)))
        : "n/a",
    ),
    searchCell(s, (f) =>
      timed(f).length
        ? formatMs(Math.max(...timed(f).map((x) => x.ms!)))
        : "n/a",
    ),
    searchCell(s, (f) => `${timed(f).length}/${f.samples.length}`),
    searchCell(s, (f) => formatMs(f.firstQueryMs)),
  ]);
  const lines = [
    heading(
      "4. Search (index per locale; keystroke to painted results in Chromium, index loaded)",
    ),
    renderTable(
      ["site", "locale", "index file", "raw", "gzip", "pages", "gzip/page"],
      indexRows,
      new Set([3, 4, 5, 6]),
    ),
    "",
    renderTable(timingHeaders, timingRows, numericColumns(timingHeaders)),
    "first query: focus on a fresh page to painted results, index download included",
  ];
  for (const [name, s] of sites) {
    if (isSkipped(s)) continue;
    if (s.error) lines.push(`${name}: search not timed: ${s.error}`);
    if (s.firstQueryNote)
      lines.push(`${name} first query: ${s.firstQueryNote}`);
  }
  if (!isSkipped(ours) && !isSkipped(bare)) {
    const gz = (s: SearchFigures) => s.indexes.reduce((a, i) => a + i.gzip, 0);
    lines.push(
      `ours/bare: index gzip ${formatRatio(ratio(gz(ours), gz(bare)))}, median ${formatRatio(ratio(ours.medianMs, bare.medianMs))}`,
    );
  }
  return lines.join("\n");
}

/** Section 5: the bare site's build and the summary of ours/bare ratios on the docs page. */
export function formatBareSection(
  results: Pick<
    BenchResults,
    "build" | "bareBuild" | "pageWeight" | "lighthouse" | "search" | "sites"
  >,
): string {
  const lines = [
    heading("5. Bare Nextra 3 baseline (bench/bare-nextra, same run)"),
  ];
  const bareBuild = results.bareBuild;
  if (isSkipped(bareBuild)) lines.push(skippedLine(bareBuild));
  else {
    lines.push(
      renderTable(
        BUILD_HEADERS,
        [buildRow("bare (next build)", bareBuild)],
        numericColumns(BUILD_HEADERS),
      ),
      `nextra: ${bareBuild.nextraNote}`,
    );
  }
  lines.push(
    `served from ${results.sites.bare.outDir} (${results.sites.bare.origin})`,
  );
  const docs = results.pageWeight.ours.find((w) => w.route === DOCS_ROUTE);
  const bareDocs = results.pageWeight.bare.find((w) => w.route === DOCS_ROUTE);
  const rows: string[][] = [];
  const add = (
    name: string,
    ours: number | null | undefined,
    bare: number | null | undefined,
    show: (v: number | null | undefined) => string,
  ) =>
    rows.push([name, show(ours), show(bare), formatRatio(ratio(ours, bare))]);
  if (docs && bareDocs) {
    add("first-load JS gz", docs.js.gzip, bareDocs.js.gzip, formatKb);
    add("HTML gz", docs.html.gzip, bareDocs.html.gzip, formatKb);
    add("CSS gz", docs.css.gzip, bareDocs.css.gzip, formatKb);
    add("requests (HTML)", docs.requests, bareDocs.requests, (v) =>
      formatNumber(v),
    );
  }
  const lh = results.lighthouse;
  if (!isSkipped(lh)) {
    const ours = lh.ours.find((p) => p.route === DOCS_ROUTE)?.median;
    const bare = lh.bareDocs.median;
    add("Lighthouse performance", ours?.performance, bare?.performance, (v) =>
      formatNumber(v),
    );
    add("Lighthouse TBT", ours?.tbtMs, bare?.tbtMs, formatMs);
    add("Lighthouse LCP", ours?.lcpMs, bare?.lcpMs, formatMs);
    add("Lighthouse transferred", ours?.bytes, bare?.bytes, formatKb);
  }
  const { ours: so, bare: sb } = results.search;
  if (!isSkipped(so) && !isSkipped(sb)) {
    const perPage = (s: SearchFigures) =>
      s.indexes.reduce((a, i) => a + i.gzip, 0) / s.pages;
    add("search index gz per page", perPage(so), perPage(sb), (v) =>
      formatKb(v, 2),
    );
    add("search median", so.medianMs, sb.medianMs, formatMs);
  }
  if (rows.length) {
    const headers = [
      "docs page (/docs/get-started)",
      "ours",
      "bare",
      "ours/bare",
    ];
    lines.push("", renderTable(headers, rows, numericColumns(headers)));
  }
  return lines.join("\n");
}

/** Section 6: the last `npm run bench:scale` result, or why there is none. */
/** The build's commands of one `bench:scale` size, with `next build`'s phases indented. */
export function formatBuildSteps(steps: readonly BuildStepRun[]): string {
  const total = steps.reduce((n, s) => n + s.ms, 0);
  const share = (ms: number) =>
    total === 0 ? "" : `${formatNumber((ms / total) * 100, 1)} %`;
  const rows: string[][] = [];
  for (const step of steps) {
    rows.push([
      step.name,
      formatMs(step.ms),
      share(step.ms),
      formatGib(step.peakRssBytes),
    ]);
    for (const phase of step.phases ?? [])
      rows.push([`  ${phase.name}`, formatMs(phase.ms), share(phase.ms), ""]);
  }
  rows.push(["total", formatMs(total), "", ""]);
  return renderTable(["step", "time", "share", "peak RSS"], rows);
}

/** A line per size of a `bench:scale --pages a,b,c` run, with memory per page. */
export function formatScaleSizes(sizes: readonly ScaleSizeRow[]): string {
  return renderTable(
    [
      "pages",
      "build time",
      "pages/s",
      "peak RSS",
      "RSS per page",
      "docs JS gz",
      "one-page rebuild",
    ],
    sizes.map((s) => [
      String(s.pages),
      formatMs(s.ms),
      formatNumber(s.pagesPerSecond, 2),
      formatGib(s.peakRssBytes),
      `${formatNumber(s.peakRssBytes / s.pages / 1024 ** 2, 2)} MiB`,
      formatKb(s.docsJsGzip),
      s.rebuildMs === undefined ? "-" : formatMs(s.rebuildMs),
    ]),
  );
}

export function formatScaleSection(scale: ScaleFigures | Skipped): string {
  const title = heading("6. Scale (last npm run bench:scale)");
  if (isSkipped(scale)) return `${title}\n${skippedLine(scale)}`;
  const headers = ["figure", "value"];
  const rows = [
    [
      "pages asked / built / copied",
      `${scale.targetPages} / ${scale.pages} / ${scale.copiedPages}`,
    ],
    ["build wall time", formatMs(scale.build.ms)],
    ["pages/s", formatNumber(scale.build.pagesPerSecond, 2)],
    [
      "peak memory (RSS / PSS)",
      `${formatGib(scale.build.peakRssBytes)} / ${formatGib(scale.build.peakPssBytes)}`,
    ],
    [
      "median HTML per page (raw / gzip)",
      `${formatKb(scale.medianHtmlBytes)} / ${formatKb(scale.medianHtmlGzip)}`,
    ],
    [
      "largest HTML page",
      `${scale.largestHtml.route} ${formatKb(scale.largestHtml.bytes)}`,
    ],
    ["docs first-load JS gz at this size", formatKb(scale.docsJsGzip)],
    [
      "docs first-load JS gz today",
      scale.docsJsGzipToday === null
        ? "n/a"
        : `${formatKb(scale.docsJsGzipToday)} (${scale.todayOutDir})`,
    ],
  ];
  return [
    title,
    ...(scale.sizes && scale.sizes.length > 0
      ? [formatScaleSizes(scale.sizes), ""]
      : []),
    renderTable(headers, rows),
    `run started ${scale.startedAt}`,
  ].join("\n");
}

/** The whole report, in section order, ending with the targets table. */
export function formatReport(results: BenchResults): string {
  const env = results.environment;
  return [
    `npm run bench: ${results.startedAt} -> ${results.finishedAt}`,
    `node ${env.node}, ${env.cpus} cores, ${formatGib(env.memoryBytes)} RAM, load ${env.loadAverage.toFixed(2)} at start, ${env.chromium ?? "no Chromium"}, commit ${env.commit ?? "unknown"}${env.dirty ? " + uncommitted changes" : ""}`,
    `ours: ${results.sites.ours.outDir} (${results.sites.ours.origin})`,
    ...results.warnings.map((w) => `WARNING: ${w}`),
    formatBuildSection(results),
    formatPageWeightSection(results),
    formatLighthouseSection(results),
    formatSearchSection(results),
    formatBareSection(results),
    formatScaleSection(results.scale),
    heading("Targets (issue 13)"),
    formatTargets(results.targets),
    ...results.warnings.map((w) => `\nWARNING: ${w}`),
  ].join("\n");
}
