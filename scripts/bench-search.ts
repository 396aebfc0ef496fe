/**
 * `npm run bench:search`: site search measured on the reader query set (bench/search-queries.json),
 * for two exports side by side, each served by our server and driven in Chromium:
 * - top-1 and top-3 hit rate (distinct pages in result order, a hit is one of the query's routes),
 * - bytes transferred for the first query on a fresh page and for each later query,
 * - keystroke-to-results time (the last key's `keydown` to the painted results), median and p95.
 *
 *   npm run bench:search -- [--before <out dir>] [--after <out dir>] [--scale <pages>]
 *
 * `--after` defaults to `out`. `--before` is an export of the previous search to compare with
 * (for example an export of an older commit); without it only `--after` is measured. `--scale`
 * also indexes a copy of the `--after` export grown to that many pages with copies of its own
 * pages (a search index of that size, not a full site build) and measures its transfer.
 * Prints a table and writes bench/search-results.json.
 */
import type { Browser, CDPSession, Page } from "@playwright/test";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve, sep } from "node:path";
import { parseArgs } from "node:util";
import {
  hitRank,
  hitRates,
  percentile,
  rankedPages,
  readSearchQueries,
  type SearchQuery,
} from "../lib/bench/search-quality";
import { exportedHtmlFiles } from "../lib/list-files";
import { htmlFileToRoute } from "../lib/routes";
import { precompressDir } from "../lib/precompress";
import { buildSearchIndex, SEARCH_DIR } from "../lib/search/build-index";
import { serveExport, type ServedSite } from "./bench/serve";
import {
  launchSearchBrowser,
  openSearch,
  timeQuery,
  type SearchSession,
} from "./bench/search-timing";

const LOCALE_PAGES: Record<string, string> = {
  ja: "/jp",
  ko: "/kr",
  zh: "/cn",
};
/** Later queries whose transfer is measured (each on the warmed page, in order). */
const LATER_QUERIES = 12;

interface SiteFigures {
  name: string;
  outDir: string;
  top1: number;
  top3: number;
  queries: number;
  misses: Array<{ query: string; got: string[] }>;
  medianMs: number | null;
  p95Ms: number | null;
  firstQueryBytes: number;
  laterQueryBytes: { median: number | null; max: number | null };
}

/** Counts the bytes the page receives over the network (encoded, as transferred). */
async function byteCounter(
  page: Page,
): Promise<{ take: () => number; client: CDPSession }> {
  const client = await page.context().newCDPSession(page);
  await client.send("Network.enable");
  let bytes = 0;
  client.on("Network.loadingFinished", (e) => {
    bytes += e.encodedDataLength;
  });
  return {
    client,
    take: () => {
      const b = bytes;
      bytes = 0;
      return b;
    },
  };
}

async function settle(page: Page, ms = 400): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(ms);
}

/** The first query on a fresh page: everything the search box fetches to answer it. */
async function firstQueryBytes(
  browser: Browser,
  url: string,
  query: string,
): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: "networkidle" });
    const counter = await byteCounter(page);
    counter.take();
    const box = page.locator("input[type=search]:visible").first();
    await box.focus();
    await page.keyboard.insertText(query);
    await page
      .locator(".nextra-search-results a")
      .first()
      .waitFor({ timeout: 20_000 });
    await settle(page);
    return counter.take();
  } finally {
    await context.close();
  }
}

async function measureSite(
  browser: Browser,
  site: ServedSite,
  name: string,
  outDir: string,
  queries: readonly SearchQuery[],
  log: (line: string) => void,
): Promise<SiteFigures> {
  const sessions = new Map<string, SearchSession>();
  const sessionFor = async (path: string) => {
    let s = sessions.get(path);
    if (!s) {
      s = await openSearch(browser, `${site.url}${path}`);
      sessions.set(path, s);
    }
    return s;
  };
  const ranks: Array<number | null> = [];
  const times: number[] = [];
  const misses: SiteFigures["misses"] = [];
  for (const q of queries) {
    const session = await sessionFor(
      q.locale ? (LOCALE_PAGES[q.locale] ?? "/docs") : "/docs",
    );
    const { ms, hrefs } = await timeQuery(session, q.query);
    if (ms !== null) times.push(ms);
    // In the grown index a copy of a page stands for the page.
    const ranked = rankedPages(
      hrefs.map((h) => h.replace(/^\/scale-copy-\d+(?=\/|$)/, "") || "/"),
    );
    const rank = hitRank(ranked, q.routes);
    ranks.push(rank);
    if (rank === null || rank > 3)
      misses.push({ query: q.query, got: ranked.slice(0, 3) });
  }
  for (const s of sessions.values()) await s.page.context().close();
  // Later queries: on a fresh page that has answered one query, the bytes each new query fetches
  // (queries this page has not run before, so nothing is in its cache yet).
  const fresh = await openSearch(browser, `${site.url}/docs`);
  const counter = await byteCounter(fresh.page);
  const later: number[] = [];
  for (const q of queries.filter((x) => !x.locale).slice(-LATER_QUERIES)) {
    await settle(fresh.page, 100);
    counter.take();
    await timeQuery(fresh, q.query);
    await settle(fresh.page);
    later.push(counter.take());
  }
  await counter.client.detach();
  await fresh.page.context().close();
  const first = await firstQueryBytes(
    browser,
    `${site.url}/docs`,
    "prompt caching",
  );
  const rates = hitRates(ranks);
  const figures: SiteFigures = {
    name,
    outDir,
    ...rates,
    misses,
    medianMs: percentile(times, 50),
    p95Ms: percentile(times, 95),
    firstQueryBytes: first,
    laterQueryBytes: {
      median: percentile(later, 50),
      max: percentile(later, 100),
    },
  };
  log(
    `  ${name}: top-1 ${(rates.top1 * 100).toFixed(1)} %, top-3 ${(rates.top3 * 100).toFixed(1)} %, first query ${(first / 1024).toFixed(1)} kB`,
  );
  return figures;
}

/**
 * A copy of `outDir` whose search index covers `pages` pages: the exported pages again under
 * `/scale-copy-<n>/...` until the count is reached, indexed like the real build.
 */
async function scaledIndex(
  outDir: string,
  pages: number,
): Promise<{ dir: string; indexed: number }> {
  const dir = mkdtempSync(join(tmpdir(), "bench-search-scale-"));
  cpSync(outDir, dir, { recursive: true });
  const originals = exportedHtmlFiles(outDir).map((file) => ({
    file,
    route: htmlFileToRoute(relative(outDir, file).split(sep).join("/")),
  }));
  const entries = originals.map(({ route, file }) => {
    const html = readFileSync(file, "utf8");
    return {
      route,
      title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? route,
      description:
        /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "",
      searchable: route !== "/404",
    };
  });
  for (let copy = 1; entries.length < pages; copy++)
    for (const [i, { file, route }] of originals.entries()) {
      if (entries.length >= pages) break;
      if (route === "/404") continue;
      const copyRoute = `/scale-copy-${copy}${route === "/" ? "" : route}`;
      const target = join(dir, `${copyRoute.slice(1)}.html`);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, readFileSync(file));
      entries.push({
        route: copyRoute,
        title: `${copyRoute} (copy ${copy})`,
        description: entries[i]?.description ?? "",
        searchable: true,
      });
    }
  const stats = await buildSearchIndex(dir, entries);
  // As the build does: the copied export's old variants are stale, and the new payloads are raw.
  await precompressDir(join(dir, SEARCH_DIR));
  return { dir, indexed: stats.pages };
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const kb = (b: number | null) =>
  b === null ? "n/a" : `${(b / 1024).toFixed(1)} kB`;
const ms = (m: number | null) => (m === null ? "n/a" : `${m.toFixed(1)} ms`);

async function main() {
  const { values } = parseArgs({
    options: {
      before: { type: "string" },
      after: { type: "string", default: "out" },
      scale: { type: "string" },
    },
  });
  const repo = process.cwd();
  const queries = readSearchQueries();
  const log = (line: string) => console.log(line);
  const sites: Array<{ name: string; outDir: string }> = [
    ...(values.before
      ? [{ name: "before", outDir: resolve(values.before) }]
      : []),
    { name: "after", outDir: resolve(values.after) },
  ];
  let scaleDir: string | undefined;
  if (values.scale) {
    const target = Number(values.scale);
    log(`Indexing a ${target}-page copy of ${values.after} ...`);
    const scaled = await scaledIndex(resolve(values.after), target);
    scaleDir = scaled.dir;
    sites.push({ name: `after, ${scaled.indexed} pages`, outDir: scaled.dir });
  }
  log(
    `${queries.length} queries; measuring ${sites.map((s) => s.name).join(", ")}`,
  );
  const browser = await launchSearchBrowser([]);
  const results: SiteFigures[] = [];
  try {
    for (const s of sites) {
      const served = await serveExport(repo, s.outDir);
      try {
        results.push(
          await measureSite(browser, served, s.name, s.outDir, queries, log),
        );
      } finally {
        await served.stop();
      }
    }
  } finally {
    await browser.close();
    if (scaleDir) rmSync(scaleDir, { recursive: true, force: true });
  }
  const rows = [
    ["", ...results.map((r) => r.name)],
    ["top-1 hit rate", ...results.map((r) => pct(r.top1))],
    ["top-3 hit rate (target >= 95 %)", ...results.map((r) => pct(r.top3))],
    [
      "first query transfer (target <= 100 kB)",
      ...results.map((r) => kb(r.firstQueryBytes)),
    ],
    [
      "later query transfer, median (target <= 20 kB)",
      ...results.map((r) => kb(r.laterQueryBytes.median)),
    ],
    [
      "later query transfer, max",
      ...results.map((r) => kb(r.laterQueryBytes.max)),
    ],
    [
      "keystroke to results, median (target <= 30 ms)",
      ...results.map((r) => ms(r.medianMs)),
    ],
    ["keystroke to results, p95", ...results.map((r) => ms(r.p95Ms))],
  ];
  const widths = rows[0]!.map((_, c) =>
    Math.max(...rows.map((r) => r[c]!.length)),
  );
  console.log("");
  for (const row of rows)
    console.log(row.map((cell, c) => cell.padEnd(widths[c]!)).join(" | "));
  for (const r of results)
    if (r.misses.length > 0)
      console.log(
        `\n${r.name}: not in the top 3 (${r.misses.length}):\n${r.misses.map((m) => `  ${JSON.stringify(m.query)} -> ${m.got.join(", ") || "(nothing)"}`).join("\n")}`,
      );
  writeFileSync(
    join(repo, "bench/search-results.json"),
    `${JSON.stringify({ date: new Date().toISOString(), queries: queries.length, results }, null, 2)}\n`,
  );
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
