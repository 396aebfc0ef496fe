import { appendFileSync } from "node:fs";
import { join } from "node:path";
import { exportedHtmlFiles } from "../../lib/list-files";
import { precompressDir } from "../../lib/precompress";
import type {
  BareBuild,
  BuildFigures,
  BuildRun,
} from "../../lib/bench/results";
import { timedRun, type TimedRun } from "./timed-run";
import {
  assembleBareSite,
  assembleStarlightSite,
  copyCheckout,
} from "./workspace";

/** The page the incremental rebuild edits (in the scratch copy, never in the repository). */
export const INCREMENTAL_PAGE = "pages/docs/get-started.mdx";

/** What the edit appends: an MDX comment, so the page renders the same. */
const INCREMENTAL_EDIT = "\n{/* npm run bench: incremental rebuild */}\n";

function buildRun(run: TimedRun, outDir: string): BuildRun {
  const pages = exportedHtmlFiles(outDir).length;
  // The log lines stay out of the results file.
  const { lines: _lines, ...figures } = run;
  return { ...figures, pages, pagesPerSecond: pages / (run.ms / 1000) };
}

/**
 * Section 1: copies the working tree into `siteDir`, runs a cold `npm run build` there (no
 * `.next/cache`), then appends a comment to one MDX page and builds again with the cache.
 */
export async function buildOurs(
  repo: string,
  siteDir: string,
  logFile: string,
  log: (line: string) => void,
): Promise<BuildFigures> {
  const files = copyCheckout(repo, siteDir);
  log(`  copied ${files} files of the working tree to ${siteDir}`);
  const outDir = join(siteDir, "out");
  const cold = buildRun(
    await timedRun("npm", ["run", "build"], { cwd: siteDir, logFile }),
    outDir,
  );
  log(
    `  cold build: ${(cold.ms / 1000).toFixed(1)} s, ${cold.pages} pages (log: ${logFile})`,
  );
  let incremental: BuildFigures["incremental"];
  try {
    appendFileSync(join(siteDir, INCREMENTAL_PAGE), INCREMENTAL_EDIT);
    incremental = {
      ...buildRun(
        await timedRun("npm", ["run", "build"], { cwd: siteDir, logFile }),
        outDir,
      ),
      file: INCREMENTAL_PAGE,
    };
    log(`  incremental build: ${(incremental.ms / 1000).toFixed(1)} s`);
  } catch (error) {
    incremental = { skipped: `the rebuild failed: ${String(error)}` };
  }
  return { cold, incremental };
}

/**
 * Section 5's build: the bare Nextra site assembled in `siteDir` and built with `next build`, then
 * precompressed like our export (scripts/precompress.ts), so our server serves both alike.
 */
export async function buildBare(
  repo: string,
  siteDir: string,
  logFile: string,
  log: (line: string) => void,
): Promise<BareBuild> {
  const nextra = assembleBareSite(repo, siteDir);
  log(`  bare site in ${siteDir}: ${nextra.nextraNote}`);
  const run = await timedRun(
    join(siteDir, "node_modules/.bin/next"),
    ["build"],
    { cwd: siteDir, logFile },
  );
  const outDir = join(siteDir, "out");
  await precompressDir(outDir);
  const built = buildRun(run, outDir);
  log(`  bare build: ${(built.ms / 1000).toFixed(1)} s, ${built.pages} pages`);
  return { ...built, ...nextra };
}

/**
 * The Starlight site of the three-way comparison (bench/starlight), assembled in `siteDir` with
 * the page text of our export `ourOut`, built with `astro build` and precompressed like ours.
 */
export async function buildStarlight(
  repo: string,
  ourOut: string,
  siteDir: string,
  logFile: string,
  log: (line: string) => void,
): Promise<BuildRun> {
  assembleStarlightSite(repo, ourOut, siteDir);
  const run = await timedRun(
    join(siteDir, "node_modules/.bin/astro"),
    ["build"],
    { cwd: siteDir, logFile },
  );
  const outDir = join(siteDir, "dist");
  await precompressDir(outDir);
  const built = buildRun(run, outDir);
  log(
    `  starlight build: ${(built.ms / 1000).toFixed(1)} s, ${built.pages} pages`,
  );
  return built;
}
