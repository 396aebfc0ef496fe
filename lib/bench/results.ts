import type { DevTimings } from "./dev-timing";
import type { LighthouseFigures } from "./lighthouse";
import type { LoadRecord } from "./load-guard";
import type { PeakMemory } from "./memory";
import type { PageWeightDetail } from "./page-weight";
import type { SearchIndexSize } from "./search";

/** Where `npm run bench` writes its figures, relative to the repository (ignored by git). */
export const RESULTS_PATH = "bench/results.json";
/** Where `npm run bench:scale` writes its figures, which `npm run bench` reports. */
export const SCALE_RESULTS_PATH = "bench/scale-results.json";
/** The figures before issue 13's optimisations (committed, recorded once). */
export const BASELINE_PATH = "bench/baseline.json";

/** A section that did not run, and why (a flag, a missing tool, an error). */
export interface Skipped {
  skipped: string;
}

export const isSkipped = (x: unknown): x is Skipped =>
  typeof x === "object" && x !== null && "skipped" in x;

/** One timed build: wall time, pages written and the peak memory of its process tree. */
export interface BuildRun extends PeakMemory {
  ms: number;
  /** Exported HTML pages after the build. */
  pages: number;
  pagesPerSecond: number;
}

/** Section 1: our build. */
export interface BuildFigures {
  cold: BuildRun;
  /** The rebuild after editing one page, with the build cache of the cold build. */
  incremental: (BuildRun & { file: string }) | Skipped;
}

/** Section 3: Lighthouse runs of one page of one site. */
export interface LighthousePage {
  site: "ours" | "bare" | "starlight";
  label: string;
  route: string;
  runs: LighthouseFigures[];
  /** Runs that failed (a Lighthouse error, a page that never painted), with the error. */
  failedRuns: string[];
  /** Medians over `runs`; `null` when every run failed. */
  median: LighthouseFigures | null;
}

/** A Lighthouse page with at least one successful run. */
export type MeasuredLighthousePage = LighthousePage & {
  median: LighthouseFigures;
};

export const hasLighthouseMedian = (
  page: LighthousePage,
): page is MeasuredLighthousePage => page.median !== null;

/** Section 3 as a whole. */
export interface LighthouseSection {
  /** Runs asked for per page; a page's `runs` holds the ones that succeeded. */
  runsPerPage: number;
  ours: LighthousePage[];
  /**
   * The bare docs page. Each round runs it and every one of our pages once, in an order that
   * rotates by one each round, so load on the shared machine falls on both sites alike.
   */
  bareDocs: LighthousePage;
  /**
   * The same docs page on the minimal Starlight site (bench/starlight), run in the same rotation:
   * issue 20's three-way comparison. Absent in results written before it existed.
   */
  starlightDocs?: LighthousePage;
  /** The machine's load at the start of each run (lib/bench/load-guard.ts). */
  load?: LoadRecord;
  /** How requests to the cloud regions were answered: `stubbed` (local HTTPS server) or `blocked`. */
  regionRequests: "stubbed" | "blocked";
  /** Requests the local stub answered, by host. */
  stubHits: Record<string, number>;
}

/** Section 4, for one site. */
export interface SearchFigures {
  indexes: SearchIndexSize[];
  /** Exported HTML pages of the site, to read the index size per page. */
  pages: number;
  /** Keystroke to painted results, index loaded, one per query. */
  samples: Array<{ query: string; ms: number | null; results: number }>;
  medianMs: number | null;
  /** Keystroke to painted results on a fresh page: includes fetching and building the index. */
  firstQueryMs: number | null;
  /** Why `firstQueryMs` is missing, when it is. */
  firstQueryNote?: string;
  /** Why no query was timed, when the search box could not be used at all. */
  error?: string;
}

/** Section 6 (`npm run bench:scale`, written to bench/scale-results.json). */
/** One command of the build (lib/bench/build-phases.ts) in a `bench:scale` run. */
export interface BuildStepRun {
  name: string;
  ms: number;
  peakRssBytes: number;
  /** `next build`'s own phases, from its log. */
  phases?: Array<{ name: string; ms: number }>;
}

/** One size of a `bench:scale --pages a,b,c` run, for the table with a line per size. */
export interface ScaleSizeRow {
  pages: number;
  ms: number;
  pagesPerSecond: number;
  peakRssBytes: number;
  docsJsGzip: number;
  /** `npm run build` again after one page changed, with the cold build's caches (today's size). */
  rebuildMs?: number;
  /** `next dev` in the same copy (`bench:scale --dev`). */
  dev?: DevTimings;
}

export interface ScaleFigures {
  /** Pages asked for (`--pages`) and pages copied to get there from the real site. */
  targetPages: number;
  copiedPages: number;
  /** Exported HTML pages after the build (`build.pages`), repeated for the summary. */
  pages: number;
  build: BuildRun;
  medianHtmlBytes: number;
  medianHtmlGzip: number;
  /** Largest HTML page and its raw bytes. */
  largestHtml: { route: string; bytes: number };
  /** First-load JS (gzip) of the docs page in the generated site. */
  docsJsGzip: number;
  /** The same page at today's size: the export named in `todayOutDir`, or `null` without one. */
  docsJsGzipToday: number | null;
  todayOutDir: string | null;
  startedAt: string;
  /** The build's commands, timed one by one (runs before issue 25 timed the whole build). */
  steps?: BuildStepRun[];
  /** Every size of the run, smallest first (the figures above are the largest size's). */
  sizes?: ScaleSizeRow[];
}

/** The bare site's build (section 5). */
export interface BareBuild extends BuildRun {
  /** Whether nextra and nextra-theme-docs were the registry's files, not our patched copies. */
  nextraUnpatched: boolean;
  /** How the bare site got its nextra packages, in words, for the report. */
  nextraNote: string;
}

/** Where an export that was measured came from. */
export interface SiteSource {
  outDir: string;
  /** E.g. `cold build in a scratch copy of the working tree`, `--no-build: the repository's out/`. */
  origin: string;
}

/** Everything `npm run bench` writes to bench/results.json. */
export interface BenchResults {
  version: 1;
  startedAt: string;
  finishedAt: string;
  environment: {
    node: string;
    cpus: number;
    memoryBytes: number;
    /** One-minute load average when the run started: above the core count, figures are noisy. */
    loadAverage: number;
    chromium: string | null;
    commit: string | null;
    /** Files changed against the commit (git status), when known. */
    dirty: boolean | null;
  };
  sites: { ours: SiteSource; bare: SiteSource; starlight?: SiteSource };
  /** Things that make figures of this run doubtful (an export rebuilt while it was measured...). */
  warnings: string[];
  build: BuildFigures | Skipped;
  bareBuild: BareBuild | Skipped;
  /** The Starlight site's build (absent in results written before it existed). */
  starlightBuild?: BuildRun | Skipped;
  pageWeight: { ours: PageWeightDetail[]; bare: PageWeightDetail[] };
  lighthouse: LighthouseSection | Skipped;
  search: { ours: SearchFigures | Skipped; bare: SearchFigures | Skipped };
  /** The last `npm run bench:scale` result (bench/scale-results.json), when there is one. */
  scale: ScaleFigures | Skipped;
  targets: TargetRow[];
}

/** One line of the final summary: a target of the issue and whether it is met. */
export interface TargetRow {
  target: string;
  measured: string;
  /** `null`: not measured in this run (the reason is in `measured`). */
  met: boolean | null;
}
