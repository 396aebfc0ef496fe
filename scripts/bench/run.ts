/**
 * `npm run bench` (issue 13): builds the site in a scratch copy and measures, in one run so the
 * ratios compare like with like on a shared machine: 1. build time and memory, 2. page weight,
 * 3. Lighthouse, 4. search, 5. a bare Nextra 3 site built from bench/bare-nextra, measured the same
 * way. Prints one table per section and the targets table; writes bench/results.json.
 * 15-25 minutes on the 2-core machine; `--help` lists the flags; bench/README.md explains it.
 */
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  measurePageDetail,
  SizeCache,
  type PageWeightDetail,
} from "../../lib/bench/page-weight";
import {
  BARE_PAGES,
  DOCS_ROUTE,
  REPRESENTATIVE_PAGES,
  type BenchPage,
} from "../../lib/bench/pages";
import { formatReport } from "../../lib/bench/report";
import {
  BASELINE_PATH,
  RESULTS_PATH,
  SCALE_RESULTS_PATH,
  type BenchResults,
  type ScaleFigures,
  type SearchFigures,
  type Skipped,
} from "../../lib/bench/results";
import { searchIndexSizes } from "../../lib/bench/search";
import { exportedHtmlFiles } from "../../lib/list-files";
import {
  evaluateTargets,
  parseBaseline,
  type Baseline,
} from "../../lib/bench/targets";
import { buildBare, buildOurs, buildStarlight } from "./build-section";
import { CHROMIUM_PATH, hostResolverRules } from "./chromium";
import { cleanUpOnExit, runCleanup } from "./cleanup";
import {
  DEFAULT_LIGHTHOUSE_RUNS,
  measureLighthouse,
} from "./lighthouse-section";
import { measureSearch } from "./search-timing";
import { measureOgLoad } from "./og-load-section";
import { serveExport, type ServedSite } from "./serve";
import { startSessionStub, type SessionStub } from "./session-stub";
import { tempDir } from "./workspace";

const REPO = resolve(__dirname, "../..");
const RESULTS_FILE = join(REPO, RESULTS_PATH);
const SCALE_RESULTS_FILE = join(REPO, SCALE_RESULTS_PATH);
const BASELINE_FILE = join(REPO, BASELINE_PATH);

const USAGE = `Usage: npm run bench -- [flags]
  --no-build        measure the repository's existing out/ (and dist/server) instead of building
                    a scratch copy; section 1 is skipped
  --site <dir>      measure a checkout built elsewhere (<dir>/out and <dir>/dist/server/main.mjs)
  --bare-site <dir> reuse a bare Nextra site built by an earlier run (--keep) instead of building it
  --starlight-site <dir>
                    reuse a Starlight site built by an earlier run (--keep; its dist/ is served)
  --runs <n>        Lighthouse runs per page (default ${DEFAULT_LIGHTHOUSE_RUNS})
  --skip <list>     comma-separated sections to leave out: lighthouse, search, og, starlight
  --keep            keep the temp folder (scratch copy, bare site, build logs) and print its path`;

const log = (line: string) => console.error(line);

function parseFlags() {
  const { values } = parseArgs({
    options: {
      "no-build": { type: "boolean", default: false },
      site: { type: "string" },
      "bare-site": { type: "string" },
      "starlight-site": { type: "string" },
      runs: { type: "string", default: String(DEFAULT_LIGHTHOUSE_RUNS) },
      skip: { type: "string", default: "" },
      keep: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a positive integer, not ${values.runs}`);
  const skip = new Set(values.skip.split(",").filter(Boolean));
  for (const s of skip)
    if (!["lighthouse", "search", "og", "starlight"].includes(s))
      throw new Error(
        `--skip takes lighthouse, search, og and/or starlight, not ${s}`,
      );
  return { ...values, runs, skip };
}

/** Output of a command, or `null` when it fails (no git, no Chromium). */
function tryRun(command: string, args: string[]): string | null {
  try {
    return execFileSync(command, args, {
      cwd: REPO,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return null;
  }
}

/** A built site: its export and the server bundle that serves it. */
function requireBuilt(dir: string, what: string): void {
  for (const file of ["out/index.html", "dist/server/main.mjs"])
    if (!existsSync(join(dir, file)))
      throw new Error(
        `${what}: ${join(dir, file)} is missing (run \`npm run build\`, or wait if one is running)`,
      );
}

function measurePages(
  outDir: string,
  pages: readonly BenchPage[],
): PageWeightDetail[] {
  const cache = new SizeCache();
  return pages.flatMap((p) => {
    try {
      return [measurePageDetail(outDir, p.route, cache)];
    } catch (error) {
      log(`  page weight of ${p.route}: ${String(error)}`);
      return [];
    }
  });
}

function readScale(): ScaleFigures | Skipped {
  if (!existsSync(SCALE_RESULTS_FILE))
    return {
      skipped: "no bench/scale-results.json yet: run `npm run bench:scale`",
    };
  const scale = JSON.parse(
    readFileSync(SCALE_RESULTS_FILE, "utf8"),
  ) as Partial<ScaleFigures>;
  // A file written by an older version of the script lacks fields the report reads.
  if (typeof scale.targetPages !== "number" || !scale.build)
    return {
      skipped: `${SCALE_RESULTS_PATH} is from an older bench:scale: run it again`,
    };
  return scale as ScaleFigures;
}

function readBaseline(): Baseline | null {
  if (!existsSync(BASELINE_FILE)) return null;
  return parseBaseline(JSON.parse(readFileSync(BASELINE_FILE, "utf8")));
}

async function main(): Promise<void> {
  const flags = parseFlags();
  if (flags.help) {
    console.log(USAGE);
    return;
  }
  cleanUpOnExit();
  const startedAt = new Date().toISOString();
  const work = tempDir("bench-", flags.keep);
  log(`npm run bench: working in ${work.path}`);
  const dirty = tryRun("git", ["status", "--porcelain"]);
  const environment: BenchResults["environment"] = {
    node: process.version,
    cpus: cpus().length,
    memoryBytes: totalmem(),
    loadAverage: loadavg()[0]!,
    chromium: tryRun(CHROMIUM_PATH, ["--version"]),
    commit: tryRun("git", ["rev-parse", "--short", "HEAD"]),
    dirty: dirty === null ? null : dirty !== "",
  };

  // 1. Build (or an existing build).
  log("\n1. Build");
  let build: BenchResults["build"];
  let ourDir: string;
  let oursOrigin: string;
  const exportedAt = (dir: string) =>
    statSync(join(dir, "out/index.html")).mtime.toISOString();
  if (flags.site) {
    ourDir = resolve(flags.site);
    requireBuilt(ourDir, "--site");
    build = { skipped: `--site ${ourDir}: measuring an existing build` };
    oursOrigin = `--site, exported ${exportedAt(ourDir)}`;
  } else if (flags["no-build"]) {
    ourDir = REPO;
    requireBuilt(ourDir, "--no-build");
    build = { skipped: "--no-build: measuring the repository's out/" };
    oursOrigin = `--no-build, exported ${exportedAt(ourDir)}`;
  } else {
    ourDir = join(work.path, "site");
    build = await buildOurs(REPO, ourDir, join(work.path, "build.log"), log);
    requireBuilt(ourDir, "the scratch build");
    oursOrigin = "cold build in a scratch copy of the working tree";
  }
  const ourOut = join(ourDir, "out");
  // `--no-build` measures an out/ someone may be rebuilding: notice it rather than mix two builds.
  const exportStamp = () =>
    existsSync(join(ourOut, "index.html"))
      ? statSync(join(ourOut, "index.html")).mtimeMs
      : null;
  const stampAtStart = exportStamp();

  // 5 (built now: one build at a time, before anything is measured).
  log("\n5. Bare Nextra site");
  let bareBuild: BenchResults["bareBuild"];
  let bareDir: string | null = null;
  /** Why the bare site cannot be measured, for the sections that need it. */
  let bareMissing = "";
  if (flags["bare-site"]) {
    bareDir = resolve(flags["bare-site"]);
    bareBuild = { skipped: `--bare-site ${bareDir}: reusing an earlier build` };
  } else {
    const dir = join(work.path, "bare");
    mkdirSync(dir);
    try {
      bareBuild = await buildBare(
        REPO,
        dir,
        join(work.path, "bare-build.log"),
        log,
      );
      bareDir = dir;
    } catch (error) {
      bareMissing = `the bare site did not build: ${String(error)}`;
      bareBuild = { skipped: bareMissing };
      log(`  ${bareMissing}`);
    }
  }
  const bareOut = bareDir ? join(bareDir, "out") : null;

  // The third site of the Lighthouse comparison (issue 20), with our page text.
  log("\n   Starlight site");
  let starlightBuild: BenchResults["starlightBuild"];
  let starlightOut: string | null = null;
  let starlightMissing = "";
  if (flags.skip.has("starlight")) {
    starlightMissing = "--skip starlight";
    starlightBuild = { skipped: starlightMissing };
  } else if (flags["starlight-site"]) {
    starlightOut = join(resolve(flags["starlight-site"]), "dist");
    starlightBuild = {
      skipped: `--starlight-site ${flags["starlight-site"]}: reusing an earlier build`,
    };
  } else {
    const dir = join(work.path, "starlight");
    mkdirSync(dir);
    try {
      starlightBuild = await buildStarlight(
        REPO,
        ourOut,
        dir,
        join(work.path, "starlight-build.log"),
        log,
      );
      starlightOut = join(dir, "dist");
    } catch (error) {
      starlightMissing = `the Starlight site did not build: ${String(error)}`;
      starlightBuild = { skipped: starlightMissing };
      log(`  ${starlightMissing}`);
    }
  }

  // 2. Page weight.
  log("\n2. Page weight");
  const pageWeight = {
    ours: measurePages(ourOut, REPRESENTATIVE_PAGES),
    bare: bareOut ? measurePages(bareOut, BARE_PAGES) : [],
  };

  // 3 and 4 need both sites served by our server, and a browser kept offline.
  let stub: SessionStub | null = null;
  try {
    stub = await startSessionStub();
  } catch (error) {
    log(
      `  no session stub (${String(error).split("\n")[0]}): region requests are blocked`,
    );
  }
  const chromiumArgs = [
    `--host-resolver-rules=${hostResolverRules(stub?.port ?? null)}`,
    ...(stub ? [stub.trustFlag] : []),
  ];
  const ours = await serveExport(ourDir, ourOut);
  const bare: ServedSite | null = bareOut
    ? await serveExport(ourDir, bareOut)
    : null;
  const starlight: ServedSite | null = starlightOut
    ? await serveExport(ourDir, starlightOut)
    : null;

  log("\n3. Lighthouse");
  const lighthouse: BenchResults["lighthouse"] = flags.skip.has("lighthouse")
    ? { skipped: "--skip lighthouse" }
    : await measureLighthouse({
        ours,
        bare,
        bareMissing,
        starlight,
        starlightMissing,
        runs: flags.runs,
        chromiumArgs,
        regionRequests: stub ? "stubbed" : "blocked",
        stubHits: stub?.hits ?? {},
        reportDir: join(work.path, "lighthouse"),
        log,
      });

  log("\n4. Search");
  let search: BenchResults["search"];
  if (flags.skip.has("search"))
    search = {
      ours: { skipped: "--skip search" },
      bare: { skipped: "--skip search" },
    };
  else {
    const sites = [
      {
        name: "ours" as const,
        url: `${ours.url}${DOCS_ROUTE}`,
        outDir: ourOut,
      },
      ...(bare && bareOut
        ? [
            {
              name: "bare" as const,
              url: `${bare.url}${DOCS_ROUTE}`,
              outDir: bareOut,
            },
          ]
        : []),
    ];
    try {
      search = await measureSearch(sites, chromiumArgs, log);
      if (!bare) search.bare = { skipped: bareMissing };
    } catch (error) {
      const message = `search timing failed: ${String(error).split("\n")[0]}`;
      log(`  ${message}`);
      const untimed = (outDir: string): SearchFigures => ({
        indexes: searchIndexSizes(outDir),
        pages: exportedHtmlFiles(outDir).length,
        samples: [],
        medianMs: null,
        firstQueryMs: null,
        error: message,
      });
      search = {
        ours: untimed(ourOut),
        bare: bareOut ? untimed(bareOut) : { skipped: bareMissing },
      };
    }
  }

  await ours.stop();
  await bare?.stop();
  await starlight?.stop();
  await stub?.close();

  // Its own two servers (event loop and worker pool), after the others have stopped.
  log("\n5. Social images under load");
  if (flags.skip.has("og")) log("  skipped (--skip og)");
  else
    for (const line of (await measureOgLoad(ourDir, ourOut)).lines)
      log(`  ${line}`);

  const partial = {
    build,
    pageWeight,
    lighthouse,
    search,
    scale: readScale(),
  };
  const warnings: string[] = [];
  if (exportStamp() !== stampAtStart)
    warnings.push(
      `${ourOut} was rebuilt while the bench measured it: figures may mix two builds; run again`,
    );
  if (environment.loadAverage > environment.cpus)
    warnings.push(
      `load average ${environment.loadAverage.toFixed(1)} on ${environment.cpus} cores at the start: absolute timings are noisy, compare the ratios`,
    );
  const results: BenchResults = {
    version: 1,
    startedAt,
    finishedAt: new Date().toISOString(),
    environment,
    sites: {
      ours: { outDir: ourOut, origin: oursOrigin },
      bare: {
        outDir: bareOut ?? "none",
        origin: flags["bare-site"] ? "--bare-site" : "built in this run",
      },
      starlight: {
        outDir: starlightOut ?? "none",
        origin: flags["starlight-site"]
          ? "--starlight-site"
          : "built in this run",
      },
    },
    warnings,
    bareBuild,
    starlightBuild,
    ...partial,
    targets: evaluateTargets(partial, readBaseline()),
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  console.log(formatReport(results));
  console.log(`\nWrote ${RESULTS_FILE}.`);
  if (flags.keep) console.log(`Kept ${work.path}.`);
  work.remove();
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await runCleanup();
  process.exit(1);
});
