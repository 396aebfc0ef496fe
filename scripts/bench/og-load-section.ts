/**
 * The OG load check (issue 26) as a bench section: `npm run bench:og` runs it alone and
 * `npm run bench` as its section 5. See scripts/bench-og-load.ts for what it measures.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  latencySummary,
  ogLoadTargets,
  type OgLoadFigures,
  type OgLoadTarget,
} from "../../lib/bench/og-load";
import { exportedHtmlFiles } from "../../lib/list-files";
import { ogImageUrlOfPage } from "../../server/og/prebuild-images";
import { serveExport } from "./serve";

const PAGE = "/docs/tracing";
const IDLE_REQUESTS = 400;

async function timePage(url: string): Promise<number | null> {
  const started = performance.now();
  try {
    const res = await fetch(url, {
      headers: { "accept-encoding": "br" },
      signal: AbortSignal.timeout(10_000),
    });
    await res.arrayBuffer();
    return res.ok ? performance.now() - started : null;
  } catch {
    return null;
  }
}

/** Page requests one after another until `until` settles (or `count` were made). */
async function probePage(
  url: string,
  opts: { count?: number; until?: Promise<unknown> },
): Promise<{ ms: number[]; failed: number }> {
  let done = false;
  void opts.until?.finally(() => (done = true));
  const ms: number[] = [];
  let failed = 0;
  for (let i = 0; opts.count === undefined ? !done : i < opts.count; i++) {
    const t = await timePage(url);
    if (t === null) failed += 1;
    else ms.push(t);
  }
  return { ms, failed };
}

async function burst(
  base: string,
  images: number,
  concurrency: number,
  tag: string,
): Promise<{ ms: number; statuses: Record<string, number> }> {
  const statuses: Record<string, number> = {};
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < images) {
      const i = next++;
      const title = `Load check ${tag} image ${i}: a title no page has`;
      let status = "error";
      try {
        const res = await fetch(
          `${base}/api/og?title=${encodeURIComponent(title)}&section=Docs`,
          { signal: AbortSignal.timeout(120_000) },
        );
        await res.arrayBuffer();
        status = String(res.status);
      } catch {
        // Counted as "error".
      }
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { ms: performance.now() - started, statuses };
}

async function measureServer(
  repo: string,
  outDir: string,
  name: string,
  env: Record<string, string>,
  images: number,
  concurrency: number,
): Promise<{ figures: OgLoadFigures; prebuilt?: Record<string, number> }> {
  const site = await serveExport(repo, outDir, {
    OG_RATE_LIMIT: "1000000",
    ...env,
  });
  try {
    const page = `${site.url}${PAGE}`;
    await probePage(page, { count: 50 }); // warm-up
    const idle = await probePage(page, { count: IDLE_REQUESTS });
    const running = burst(
      site.url,
      images,
      concurrency,
      `${name} ${Date.now()}`,
    );
    const during = await probePage(page, { until: running });
    const { ms, statuses } = await running;
    const figures: OgLoadFigures = {
      name,
      idle: latencySummary(idle.ms),
      burst: {
        page: { ...latencySummary(during.ms), failed: during.failed },
        images,
        ms,
        perSecond: images / (ms / 1000),
        statuses,
      },
    };
    return {
      figures,
      prebuilt:
        env.OG_WORKERS === "0"
          ? undefined
          : await prebuiltCheck(site.url, outDir),
    };
  } finally {
    await site.stop();
  }
}

/** Every page's own og:image URL, asked of the server: how each was answered (X-Cache). */
async function prebuiltCheck(
  base: string,
  outDir: string,
): Promise<Record<string, number>> {
  const urls = new Set<string>();
  for (const file of exportedHtmlFiles(outDir)) {
    const url = ogImageUrlOfPage(readFileSync(file, "utf8"));
    if (url) urls.add(`${base}${url.pathname}${url.search}`);
  }
  const answers: Record<string, number> = {};
  for (const url of urls) {
    const res = await fetch(url);
    await res.arrayBuffer();
    const key = `${res.status} ${res.headers.get("x-cache") ?? "-"}`;
    answers[key] = (answers[key] ?? 0) + 1;
  }
  return answers;
}

const f = (n: number) => n.toFixed(1);

export interface OgLoadReport {
  rows: OgLoadFigures[];
  /** How the pages' own og:image URLs were answered, by "status X-Cache". */
  prebuilt: Record<string, number>;
  targets: OgLoadTarget[];
  /** The report as Markdown lines. */
  lines: string[];
}

/**
 * Both servers over `outDir` (the repository at `repo` provides dist/server), one after the
 * other; writes `bench/og-load-results.json` in `repo`.
 */
export async function measureOgLoad(
  repo: string,
  outDir: string,
  images = 300,
  concurrency = 50,
): Promise<OgLoadReport> {
  const before = await measureServer(
    repo,
    outDir,
    "before (event loop)",
    { OG_WORKERS: "0" },
    images,
    concurrency,
  );
  const after = await measureServer(
    repo,
    outDir,
    "after (worker pool)",
    {},
    images,
    concurrency,
  );
  const rows = [before.figures, after.figures];
  const prebuilt = after.prebuilt ?? {};
  const total = Object.values(prebuilt).reduce((a, b) => a + b, 0);
  const statics = prebuilt["200 STATIC"] ?? 0;
  const targets = [
    ...ogLoadTargets(after.figures),
    {
      label: "every page's og:image comes from a prebuilt file",
      value: `${statics} of ${total}`,
      pass: total > 0 && statics === total,
    },
  ];
  const lines = [
    `${PAGE} idle (${IDLE_REQUESTS} requests) and during ${images} unique-title /api/og requests at concurrency ${concurrency}:`,
    "| server | idle p50 | idle p99 | burst p50 | burst p99 | page failures | burst time | images/s | statuses |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (r) =>
        `| ${r.name} | ${f(r.idle.p50)} ms | ${f(r.idle.p99)} ms | ${f(r.burst.page.p50)} ms | ${f(r.burst.page.p99)} ms | ${r.burst.page.failed} of ${r.burst.page.requests + r.burst.page.failed} | ${f(r.burst.ms / 1000)} s | ${f(r.burst.perSecond)} | ${JSON.stringify(r.burst.statuses)} |`,
    ),
    `Pages' own og:image URLs: ${JSON.stringify(prebuilt)} (${statics} of ${total} from prebuilt files)`,
    ...targets.map(
      (t) => `${t.pass ? "PASS" : "MISS"}  ${t.label}: ${t.value}`,
    ),
  ];
  writeFileSync(
    join(repo, "bench/og-load-results.json"),
    `${JSON.stringify({ date: new Date().toISOString(), images, concurrency, results: rows, prebuilt, targets }, null, 2)}\n`,
  );
  return { rows, prebuilt, targets, lines };
}
