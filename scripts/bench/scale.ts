/**
 * `npm run bench:scale` (issues 13 and 25, not part of `npm test`): grows scratch copies of the
 * site with varied copies of its real pages (lib/bench/scale-site.ts) to each size of `--pages`
 * (e.g. 375,1000,3000), builds each cold and measures wall time, pages/s, peak memory, HTML per
 * page and the docs page's first-load JS. The build runs as its separate commands (prebuild steps,
 * `next build` with its phases from the log, postbuild steps), each timed with its own peak
 * memory, so the step that grows faster than the page count shows. The docs page is compared with
 * a size that needed no copies (today's site), `--today <out dir>`, or a build at today's size.
 * Writes bench/scale-results.json, which `npm run bench` reports. `--pages 500` for a smoke test.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { delimiter, dirname, join, relative, resolve, sep } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import {
  buildSteps,
  nextBuildPhases,
  stepName,
} from "../../lib/bench/build-phases";
import { formatGib, formatMs, heading } from "../../lib/bench/format";
import type { PeakMemory } from "../../lib/bench/memory";
import { measurePageDetail } from "../../lib/bench/page-weight";
import { DOCS_ROUTE } from "../../lib/bench/pages";
import { formatBuildSteps, formatScaleSection } from "../../lib/bench/report";
import {
  SCALE_RESULTS_PATH,
  type BuildRun,
  type BuildStepRun,
  type ScaleFigures,
  type ScaleSizeRow,
} from "../../lib/bench/results";
import {
  isPageFile,
  isReplicable,
  planCopies,
  varyPage,
} from "../../lib/bench/scale-site";
import { median } from "../../lib/bench/stats";
import {
  buildScaleTargetRows,
  formatTargets,
  scaleTargetRows,
  TARGETS,
} from "../../lib/bench/targets";
import { exportedHtmlFiles, listFiles } from "../../lib/list-files";
import { htmlFileToRoute } from "../../lib/routes";
import {
  DEV_EDIT_TARGET_MS,
  DEV_LATER_EDITS,
  type DevTimings,
} from "../../lib/bench/dev-timing";
import { cleanUpOnExit, runCleanup } from "./cleanup";
import { measureDev } from "./dev-section";
import { timedRun } from "./timed-run";
import { copyCheckout, removeTree, tempDir } from "./workspace";

const REPO = resolve(__dirname, "../..");
const SCALE_RESULTS_FILE = join(REPO, SCALE_RESULTS_PATH);

const USAGE = `Usage: npm run bench:scale -- [flags]
  --pages <list>  sizes of the generated site, cold-built one after the other, e.g. 375,1000,3000
                  (default ${TARGETS.scalePages}); 500 makes a smoke test
  --today <dir>   compare the docs page with this export (e.g. out) instead of building the
                  scratch copy at today's size first (saves one build)
  --keep          keep the temp folder (generated site, build log) and print its path
  --no-rebuild    skip the rebuild after changing one page (timed at today's size, after the
                  cold build, with its caches)
  --dev           after each build, also time \`next dev\` in that copy: the first page after
                  start, then ${DEV_LATER_EDITS + 1} saved edits of the docs page, each timed until the
                  served HTML has it (the first edit after start apart from the later ones)`;

const log = (line: string) => console.error(line);

function parseFlags() {
  const { values } = parseArgs({
    options: {
      pages: { type: "string", default: String(TARGETS.scalePages) },
      today: { type: "string" },
      keep: { type: "boolean", default: false },
      dev: { type: "boolean", default: false },
      "no-rebuild": { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });
  const pages = String(values.pages)
    .split(",")
    .map((p) => Number(p.trim()));
  if (pages.some((p) => !Number.isInteger(p) || p < 1))
    throw new Error(
      `--pages must be positive integers separated by commas, not ${values.pages}`,
    );
  return { ...values, pages: [...new Set(pages)].sort((a, b) => a - b) };
}

/** Page files below `pages/`, relative to it, with `/` separators. */
function pageFiles(siteDir: string): string[] {
  const pagesDir = join(siteDir, "pages");
  return listFiles(pagesDir)
    .map((f) => relative(pagesDir, f).split(sep).join("/"))
    .filter(isPageFile)
    .sort();
}

/** Writes the copies that bring the site to `target` pages; returns how many it wrote. */
function growSite(siteDir: string, target: number): number {
  const pagesDir = join(siteDir, "pages");
  const files = pageFiles(siteDir);
  const replicable = files.filter((f) =>
    isReplicable(f, readFileSync(join(pagesDir, f), "utf8")),
  );
  const plan = planCopies(replicable, files.length, target);
  for (const copy of plan) {
    const dest = join(pagesDir, copy.dest);
    mkdirSync(dirname(dest), { recursive: true });
    writeFileSync(
      dest,
      varyPage(
        readFileSync(join(pagesDir, copy.source), "utf8"),
        copy.copy,
        copy.source,
      ),
    );
  }
  log(
    `  ${files.length} pages (${replicable.length} replicable) + ${plan.length} copies = ${files.length + plan.length}`,
  );
  return plan.length;
}

/** Docs page first-load JS (gzip) of an export, or `null` when it has no docs page. */
function docsJs(outDir: string): number | null {
  try {
    return measurePageDetail(outDir, DOCS_ROUTE).js.gzip;
  } catch {
    return null;
  }
}

/**
 * A post-build stage as `npm run build` runs it: its lanes side by side, each lane's commands in
 * order. Its peak RSS is the sum of the lanes' peaks (an upper bound: they need not peak at once),
 * and each command's own time is a phase of it.
 */
async function timedLanes(
  lanes: readonly string[][],
  options: { cwd: string; logFile: string; env: Record<string, string> },
): Promise<
  PeakMemory & { ms: number; phases: Array<{ name: string; ms: number }> }
> {
  const started = performance.now();
  const phases: Array<{ name: string; ms: number }> = [];
  const memory = {
    peakRssBytes: 0,
    peakPssBytes: 0,
    peakProcesses: 0,
    samples: 0,
  };
  await Promise.all(
    lanes.map(async (lane) => {
      const peak = { rss: 0, pss: 0, processes: 0 };
      for (const command of lane) {
        const result = await timedRun("sh", ["-c", command], options);
        phases.push({ name: stepName(command), ms: result.ms });
        peak.rss = Math.max(peak.rss, result.peakRssBytes);
        peak.pss = Math.max(peak.pss, result.peakPssBytes);
        peak.processes = Math.max(peak.processes, result.peakProcesses);
        memory.samples += result.samples;
      }
      memory.peakRssBytes += peak.rss;
      memory.peakPssBytes += peak.pss;
      memory.peakProcesses += peak.processes;
    }),
  );
  return { ...memory, ms: performance.now() - started, phases };
}

/** Runs the build's commands one by one in `siteDir`, timing each (lib/bench/build-phases.ts). */
async function timedBuild(
  siteDir: string,
  logFile: string,
): Promise<{ run: PeakMemory & { ms: number }; steps: BuildStepRun[] }> {
  const pkg = JSON.parse(
    readFileSync(join(siteDir, "package.json"), "utf8"),
  ) as { scripts: Record<string, string> };
  const env = {
    PATH: `${join(siteDir, "node_modules/.bin")}${delimiter}${process.env.PATH ?? ""}`,
  };
  const steps: BuildStepRun[] = [];
  // Steps run one after another, so the build's peak is the largest step's peak.
  const run: PeakMemory & { ms: number } = {
    ms: 0,
    peakRssBytes: 0,
    peakPssBytes: 0,
    peakProcesses: 0,
    samples: 0,
  };
  for (const step of buildSteps(pkg.scripts)) {
    const result = step.lanes
      ? await timedLanes(step.lanes, { cwd: siteDir, logFile, env })
      : await timedRun("sh", ["-c", step.command], {
          cwd: siteDir,
          logFile,
          env,
        });
    run.ms += result.ms;
    run.peakRssBytes = Math.max(run.peakRssBytes, result.peakRssBytes);
    run.peakPssBytes = Math.max(run.peakPssBytes, result.peakPssBytes);
    run.peakProcesses = Math.max(run.peakProcesses, result.peakProcesses);
    run.samples += result.samples;
    steps.push({
      name: step.name,
      ms: result.ms,
      peakRssBytes: result.peakRssBytes,
      ...("phases" in result
        ? { phases: result.phases }
        : step.hook === "build"
          ? { phases: nextBuildPhases(result.lines, result.ms) }
          : {}),
    });
    log(
      `    ${step.name}: ${formatMs(result.ms)}, peak RSS ${formatGib(result.peakRssBytes)}`,
    );
  }
  return { run, steps };
}

/** Builds the site grown to `pages` cold in its own scratch copy and measures it. */
async function measureSize(
  pages: number,
  workPath: string,
  dev: boolean,
  rebuild: boolean,
): Promise<{
  scale: Omit<ScaleFigures, "docsJsGzipToday" | "todayOutDir" | "startedAt">;
  outDir: string;
  grown: boolean;
  rebuildMs?: number;
  dev?: DevTimings;
}> {
  const siteDir = join(workPath, `site-${pages}`);
  const logFile = join(workPath, `build-${pages}.log`);
  const outDir = join(siteDir, "out");
  log(
    `  ${pages} pages: copied ${copyCheckout(REPO, siteDir)} files of the working tree`,
  );
  // The notebook pages are generated by the build's first step: generate them now to count them.
  execFileSync(
    join(siteDir, "node_modules/.bin/tsx"),
    ["scripts/prebuild.ts", "cookbook"],
    {
      cwd: siteDir,
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const copiedPages = growSite(siteDir, pages);
  log(`  building ${pages} pages (log: ${logFile})...`);
  const { run, steps } = await timedBuild(siteDir, logFile);
  const html = exportedHtmlFiles(outDir).map((file) => {
    const data = readFileSync(file);
    return {
      route: htmlFileToRoute(relative(outDir, file)),
      bytes: data.length,
      gzip: gzipSync(data, { level: 9 }).length,
    };
  });
  const build: BuildRun = {
    ...run,
    pages: html.length,
    pagesPerSecond: html.length / (run.ms / 1000),
  };
  const largest = html.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const docsJsGzip = docsJs(outDir);
  if (docsJsGzip === null)
    throw new Error(`the generated site has no ${DOCS_ROUTE} page`);
  // A contributor's loop: one page changed, `npm run build` again with the cold build's caches.
  let rebuildMs: number | undefined;
  if (rebuild && copiedPages === 0) {
    const page = join(siteDir, "pages", `${DOCS_ROUTE}.mdx`);
    writeFileSync(
      page,
      `${readFileSync(page, "utf8")}\nA sentence bench:scale added to time a one-page rebuild.\n`,
    );
    log(`  rebuilding after a change to ${DOCS_ROUTE}...`);
    rebuildMs = (await timedBuild(siteDir, logFile)).run.ms;
  }
  let devTimings: DevTimings | undefined;
  if (dev) {
    devTimings = await measureDev(siteDir, DOCS_ROUTE);
    log(
      `    next dev: first page ${formatMs(devTimings.firstPageMs)}, first edit of ${DOCS_ROUTE} ${formatMs(devTimings.editMs)}, later edits ${devTimings.laterEditsMs.map(formatMs).join(", ")}`,
    );
  }
  return {
    scale: {
      targetPages: pages,
      copiedPages,
      pages: html.length,
      build,
      medianHtmlBytes: median(html.map((h) => h.bytes)),
      medianHtmlGzip: median(html.map((h) => h.gzip)),
      largestHtml: { route: largest.route, bytes: largest.bytes },
      docsJsGzip,
      steps,
    },
    outDir,
    grown: copiedPages > 0,
    ...(rebuildMs === undefined ? {} : { rebuildMs }),
    ...(devTimings ? { dev: devTimings } : {}),
  };
}

async function main(): Promise<void> {
  const flags = parseFlags();
  if (flags.help) {
    console.log(USAGE);
    return;
  }
  cleanUpOnExit();
  const startedAt = new Date().toISOString();
  const work = tempDir("bench-scale-", flags.keep);
  log(
    `npm run bench:scale: ${flags.pages.join(", ")} pages, working in ${work.path}`,
  );

  const measured: Array<Awaited<ReturnType<typeof measureSize>>> = [];
  for (const pages of flags.pages) {
    measured.push(
      await measureSize(pages, work.path, flags.dev, !flags["no-rebuild"]),
    );
    // Each size keeps only its figures: the scratch copy is large at 3,000 pages.
    if (!flags.keep) await removeTree(join(work.path, `site-${pages}`));
  }

  // Today's docs page: a size that needed no copies is today's site; else --today or a build.
  let docsJsGzipToday: number | null;
  let todayOutDir: string | null;
  const today = measured.find((m) => !m.grown);
  if (flags.today) {
    todayOutDir = resolve(flags.today);
    docsJsGzipToday = docsJs(todayOutDir);
  } else if (today) {
    docsJsGzipToday = today.scale.docsJsGzip;
    todayOutDir = `the ${today.scale.pages}-page build of this run`;
  } else {
    log(
      "  building the copy at today's size (for the docs page's first-load JS)...",
    );
    const siteDir = join(work.path, "site-today");
    copyCheckout(REPO, siteDir);
    await timedRun("npm", ["run", "build"], {
      cwd: siteDir,
      logFile: join(work.path, "build-today.log"),
    });
    docsJsGzipToday = docsJs(join(siteDir, "out"));
    todayOutDir = "the copy at today's size, built for the comparison";
  }

  const sizes: ScaleSizeRow[] = measured.map(({ scale, dev, rebuildMs }) => ({
    pages: scale.pages,
    ms: scale.build.ms,
    pagesPerSecond: scale.build.pagesPerSecond,
    peakRssBytes: scale.build.peakRssBytes,
    docsJsGzip: scale.docsJsGzip,
    ...(rebuildMs === undefined ? {} : { rebuildMs }),
    ...(dev ? { dev } : {}),
  }));
  const largest = measured[measured.length - 1]!.scale;
  const scale: ScaleFigures = {
    ...largest,
    docsJsGzipToday,
    todayOutDir,
    startedAt,
    sizes,
  };
  writeFileSync(SCALE_RESULTS_FILE, `${JSON.stringify(scale, null, 2)}\n`);
  for (const { scale: size } of measured) {
    console.log(heading(`Build steps at ${size.pages} pages`));
    console.log(formatBuildSteps(size.steps ?? []));
  }
  console.log(formatScaleSection(scale));
  console.log(heading("Targets"));
  console.log(
    formatTargets([
      ...scaleTargetRows(scale, true),
      ...buildScaleTargetRows(
        sizes,
        today ? today.scale.pages : null,
        docsJsGzipToday,
      ),
      ...sizes.flatMap(({ pages, dev }) =>
        dev
          ? [
              {
                target: `${pages} pages: next dev shows a page edit in <= ${formatMs(DEV_EDIT_TARGET_MS)}`,
                measured: `first edit ${formatMs(dev.editMs)}, later edits median ${formatMs(median(dev.laterEditsMs))} (first page after start ${formatMs(dev.firstPageMs)})`,
                // Both: the first edit after start as well as the ones after it.
                met:
                  dev.editMs <= DEV_EDIT_TARGET_MS &&
                  median(dev.laterEditsMs) <= DEV_EDIT_TARGET_MS,
              },
            ]
          : [],
      ),
    ]),
  );
  console.log(`\nWrote ${SCALE_RESULTS_FILE}.`);
  if (flags.keep) console.log(`Kept ${work.path}.`);
  else if (existsSync(work.path)) work.remove();
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await runCleanup();
  process.exit(1);
});
