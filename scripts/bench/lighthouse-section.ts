import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import {
  figuresFromLighthouse,
  medianLighthouse,
  type LighthouseFigures,
} from "../../lib/bench/lighthouse";
import { DOCS_ROUTE, REPRESENTATIVE_PAGES } from "../../lib/bench/pages";
import type {
  LighthousePage,
  LighthouseSection,
} from "../../lib/bench/results";
import { formatKb, formatMs } from "../../lib/bench/format";
import {
  LOAD_LIMIT,
  loadRecord,
  waitForQuietMachine,
} from "../../lib/bench/load-guard";
import { runLighthouse } from "./lighthouse-runner";
import type { ServedSite } from "./serve";

/** Lighthouse runs per page: the "median of 3". */
export const DEFAULT_LIGHTHOUSE_RUNS = 3;

/**
 * Attempts per run: Lighthouse now and then fails to record a trace (`NO_NAVSTART`) on a busy
 * machine; one more attempt keeps three results per page without hiding a page that never loads.
 */
const ATTEMPTS_PER_RUN = 2;

interface Job {
  site: LighthousePage["site"];
  served: ServedSite | null;
  label: string;
  route: string;
  runs: LighthouseFigures[];
  failedRuns: string[];
}

/**
 * Section 3: `runs` rounds, each running the bare docs page and every representative page of
 * ours once. The order rotates by one page per round, so neither site always runs first or right
 * after a build step of someone else on the shared machine.
 */
export async function measureLighthouse(options: {
  ours: ServedSite;
  /** `null` when the bare site could not be built: its page then has no runs, only the reason. */
  bare: ServedSite | null;
  bareMissing?: string;
  /** The Starlight site, or `null` with the reason in `starlightMissing`. */
  starlight: ServedSite | null;
  starlightMissing?: string;
  runs: number;
  chromiumArgs: readonly string[];
  regionRequests: LighthouseSection["regionRequests"];
  stubHits: Record<string, number>;
  /** Folder for every run's full report (`<site>-<page>-<round>.json`), for a closer look. */
  reportDir: string;
  log: (line: string) => void;
}): Promise<LighthouseSection> {
  mkdirSync(options.reportDir, { recursive: true });
  const job = (
    site: Job["site"],
    served: ServedSite | null,
    label: string,
    route: string,
  ): Job => ({ site, served, label, route, runs: [], failedRuns: [] });
  const bareDocs = job("bare", options.bare, "bare docs", DOCS_ROUTE);
  if (!options.bare)
    bareDocs.failedRuns.push(options.bareMissing ?? "no bare site");
  const starlightDocs = job(
    "starlight",
    options.starlight,
    "starlight docs",
    DOCS_ROUTE,
  );
  if (!options.starlight)
    starlightDocs.failedRuns.push(options.starlightMissing ?? "no site");
  const ours = REPRESENTATIVE_PAGES.map((p) =>
    job("ours", options.ours, p.label, p.route),
  );
  const jobs = [bareDocs, starlightDocs, ...ours].filter((j) => j.served);
  const loads: number[] = [];
  let done = 0;
  for (let round = 0; round < options.runs; round++) {
    const order = [...jobs.slice(round), ...jobs.slice(0, round)];
    for (const j of order) {
      const started = performance.now();
      done += 1;
      const prefix = `  lighthouse ${done}/${jobs.length * options.runs} ${j.label}`;
      const served = j.served!;
      const load = await waitForQuietMachine(() => loadavg()[0] ?? 0);
      loads.push(load);
      if (load > LOAD_LIMIT)
        options.log(
          `${prefix}: load average ${load.toFixed(2)} > ${LOAD_LIMIT} after waiting: this run is marked`,
        );
      for (let attempt = 1; attempt <= ATTEMPTS_PER_RUN; attempt++) {
        try {
          const lhr = await runLighthouse(
            `${served.url}${j.route}`,
            options.chromiumArgs,
          );
          writeFileSync(
            join(
              options.reportDir,
              `${j.site}-${j.label.replace(/\W+/g, "-")}-${round + 1}.json`,
            ),
            JSON.stringify(lhr),
          );
          const f = figuresFromLighthouse(lhr, (h) => h === served.host);
          j.runs.push(f);
          options.log(
            `${prefix}: performance ${f.performance}, TBT ${formatMs(f.tbtMs)}, LCP ${formatMs(f.lcpMs)}, ${formatKb(f.bytes)} (${formatMs(performance.now() - started)})`,
          );
          break;
        } catch (error) {
          const message =
            error instanceof Error ? error.message : String(error);
          j.failedRuns.push(message);
          options.log(
            `${prefix}: FAILED (attempt ${attempt}/${ATTEMPTS_PER_RUN}) ${message.split("\n")[0]}`,
          );
        }
      }
    }
  }
  const page = (j: Job): LighthousePage => ({
    site: j.site,
    label: j.label,
    route: j.route,
    runs: j.runs,
    failedRuns: j.failedRuns,
    median: j.runs.length ? medianLighthouse(j.runs) : null,
  });
  return {
    runsPerPage: options.runs,
    ours: ours.map(page),
    bareDocs: page(bareDocs),
    starlightDocs: page(starlightDocs),
    load: loadRecord(loads),
    regionRequests: options.regionRequests,
    stubHits: options.stubHits,
  };
}
