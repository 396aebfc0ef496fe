/**
 * `npm run build`'s MDX step (issue 25; the last step of scripts/prebuild.ts): compiles every page that pages/[...slug].tsx renders
 * (lib/compiled-pages/store.ts) with Nextra's compiler, outside webpack, into
 * `.next/cache/compiled-pages`. A page whose source and compiler settings are unchanged keeps its
 * stored result. The rest are shared out to one process per core, biggest first
 * (`COMPILE_PAGES_PROCESSES` sets the number).
 */
import { fork } from "node:child_process";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { contentKey } from "../lib/build/content-key";
import { shareOut } from "../lib/build/share-out";
import {
  compiledRoutes,
  pageKey,
  readCompiledPage,
  writeCompiledPage,
} from "../lib/compiled-pages/store";
import { compilePage, type PageSource } from "../lib/mdx/compile-page";
import { siteMdxOptions } from "../lib/mdx/mdx-options";

/** What a worker process is sent. */
interface WorkerTask {
  root: string;
  jobs: PageSource[];
}

async function compileJobs({ root, jobs }: WorkerTask): Promise<void> {
  const options = await siteMdxOptions();
  for (const job of jobs)
    try {
      writeCompiledPage(root, await compilePage(root, job, options));
    } catch (error) {
      throw new Error(
        `${job.file}: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
}

function runWorker(task: WorkerTask): Promise<void> {
  return new Promise((done, fail) => {
    const child = fork(__filename, ["--worker"], { stdio: "inherit" });
    child.send(task);
    child.on("error", fail);
    child.on("exit", (code) =>
      code === 0
        ? done()
        : fail(new Error(`a compile worker exited with ${code}`)),
    );
  });
}

/** Compiles the pages of `root` that need it; returns the line the build prints. */
export async function compilePages(root: string): Promise<string> {
  const started = performance.now();
  const key = contentKey(root);
  const jobs: PageSource[] = [];
  let unchanged = 0;
  for (const [route, file] of compiledRoutes(root)) {
    const source = readFileSync(join(root, file), "utf8");
    const pageKeyNow = pageKey(source, key, root);
    if (readCompiledPage(root, route)?.key === pageKeyNow) {
      unchanged++;
      continue;
    }
    jobs.push({ route, file, source, key: pageKeyNow });
  }
  // A worker spends about a second loading the compiler: a handful of pages compile here.
  const processes =
    Number(process.env.COMPILE_PAGES_PROCESSES) || availableParallelism();
  const lists =
    jobs.length < 20
      ? [jobs]
      : shareOut(jobs, processes, (j) => j.source.length);
  if (lists.length === 1) await compileJobs({ root, jobs });
  else await Promise.all(lists.map((list) => runWorker({ root, jobs: list })));
  return (
    `MDX: ${jobs.length} pages compiled, ${unchanged} unchanged, in ${((performance.now() - started) / 1000).toFixed(1)} s` +
    (lists.length > 1 ? ` (${lists.length} processes)` : "") +
    "."
  );
}

// scripts/prebuild.ts imports this file; compilePages forks it with `--worker` for each list.
if (process.argv.includes("--worker"))
  process.once("message", (task: WorkerTask) => {
    compileJobs(task).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
  });
