/**
 * `npm run bench:scale` (issue 13, not part of `npm test`): grows a scratch copy of the site to
 * 3,000 pages with varied copies of its real pages (lib/bench/scale-site.ts), builds it cold and
 * measures wall time, pages/s, peak memory, HTML per page and the docs page's first-load JS, which
 * it compares with the same copy built at today's size first (or with `--today <out dir>`).
 * Writes bench/scale-results.json, which `npm run bench` reports. `--pages 500` for a smoke test.
 */
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { formatKb, formatMs, heading } from "../../lib/bench/format";
import { measurePageDetail } from "../../lib/bench/page-weight";
import { DOCS_ROUTE } from "../../lib/bench/pages";
import { formatScaleSection } from "../../lib/bench/report";
import {
  SCALE_RESULTS_PATH,
  type BuildRun,
  type ScaleFigures,
} from "../../lib/bench/results";
import {
  isPageFile,
  isReplicable,
  planCopies,
  varyPage,
} from "../../lib/bench/scale-site";
import { median } from "../../lib/bench/stats";
import {
  formatTargets,
  scaleTargetRows,
  TARGETS,
} from "../../lib/bench/targets";
import { exportedHtmlFiles, listFiles } from "../../lib/list-files";
import { htmlFileToRoute } from "../../lib/routes";
import { cleanUpOnExit, runCleanup } from "./cleanup";
import { timedRun } from "./timed-run";
import { copyCheckout, tempDir } from "./workspace";

const REPO = resolve(__dirname, "../..");
const SCALE_RESULTS_FILE = join(REPO, SCALE_RESULTS_PATH);

const USAGE = `Usage: npm run bench:scale -- [flags]
  --pages <n>     size of the generated site (default ${TARGETS.scalePages}); 500 makes a smoke test
  --today <dir>   compare the docs page with this export (e.g. out) instead of building the
                  scratch copy at today's size first (saves one build)
  --keep          keep the temp folder (generated site, build log) and print its path`;

const log = (line: string) => console.error(line);

function parseFlags() {
  const { values } = parseArgs({
    options: {
      pages: { type: "string", default: String(TARGETS.scalePages) },
      today: { type: "string" },
      keep: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });
  const pages = Number(values.pages);
  if (!Number.isInteger(pages) || pages < 1)
    throw new Error(`--pages must be a positive integer, not ${values.pages}`);
  return { ...values, pages };
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

async function main(): Promise<void> {
  const flags = parseFlags();
  if (flags.help) {
    console.log(USAGE);
    return;
  }
  cleanUpOnExit();
  const startedAt = new Date().toISOString();
  const work = tempDir("bench-scale-", flags.keep);
  const siteDir = join(work.path, "site");
  const logFile = join(work.path, "build.log");
  const outDir = join(siteDir, "out");
  log(`npm run bench:scale: ${flags.pages} pages, working in ${work.path}`);
  log(`  copied ${copyCheckout(REPO, siteDir)} files of the working tree`);

  let docsJsGzipToday: number | null;
  let todayOutDir: string | null;
  if (flags.today) {
    todayOutDir = resolve(flags.today);
    docsJsGzipToday = docsJs(todayOutDir);
  } else {
    log(
      "  building the copy at today's size (for the docs page's first-load JS)...",
    );
    await timedRun("npm", ["run", "build"], { cwd: siteDir, logFile });
    docsJsGzipToday = docsJs(outDir);
    todayOutDir = "the same copy at today's size, built first";
    // The scale build must be cold, like the bench's: no cache, no export of the first build.
    for (const dir of [".next", "out"])
      rmSync(join(siteDir, dir), { recursive: true, force: true });
  }

  // The notebook pages are generated by the build's first step: generate them now to count them.
  execFileSync(
    join(siteDir, "node_modules/.bin/tsx"),
    ["scripts/build-cookbook.ts"],
    {
      cwd: siteDir,
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const copiedPages = growSite(siteDir, flags.pages);
  log(`  building ${flags.pages} pages (log: ${logFile})...`);
  const run = await timedRun("npm", ["run", "build"], {
    cwd: siteDir,
    logFile,
  });
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
  const scale: ScaleFigures = {
    targetPages: flags.pages,
    copiedPages,
    pages: html.length,
    build,
    medianHtmlBytes: median(html.map((h) => h.bytes)),
    medianHtmlGzip: median(html.map((h) => h.gzip)),
    largestHtml: { route: largest.route, bytes: largest.bytes },
    docsJsGzip,
    docsJsGzipToday,
    todayOutDir,
    startedAt,
  };
  writeFileSync(SCALE_RESULTS_FILE, `${JSON.stringify(scale, null, 2)}\n`);
  console.log(formatScaleSection(scale));
  console.log(heading("Targets"));
  console.log(formatTargets(scaleTargetRows(scale, true)));
  console.log(
    `\nBuilt ${html.length} pages in ${formatMs(run.ms)}; median HTML ${formatKb(scale.medianHtmlBytes)}. Wrote ${SCALE_RESULTS_FILE}.`,
  );
  if (flags.keep) console.log(`Kept ${work.path}.`);
  else if (existsSync(work.path)) work.remove();
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await runCleanup();
  process.exit(1);
});
