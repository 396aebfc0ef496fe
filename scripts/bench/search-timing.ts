import { chromium, type Browser, type Page } from "@playwright/test";
import { formatMs } from "../../lib/bench/format";
import type { SearchFigures, Skipped } from "../../lib/bench/results";
import { SEARCH_QUERIES, searchIndexSizes } from "../../lib/bench/search";
import { medianOrNull } from "../../lib/bench/stats";
import { exportedHtmlFiles } from "../../lib/list-files";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";

/** How long one query may take before it counts as "no results" (ms). */
const QUERY_TIMEOUT_MS = 5_000;
/** How long loading the index may take on a fresh page before the first query gives up (ms). */
const FIRST_QUERY_TIMEOUT_MS = 20_000;
/** A desktop viewport: Nextra moves the search box into the mobile menu below 768 px. */
const VIEWPORT = { width: 1280, height: 800 };

/** Nextra renders one search box in the navbar and one in the mobile menu; the bench uses the shown one. */
const SEARCH_BOXES = "input[type=search]";
/** The same in Playwright's selector language (`:visible` is not CSS). */
const SEARCH_INPUT = `${SEARCH_BOXES}:visible`;

/** The results of the search box as Nextra renders them. */
const RESULT_LINKS = ".nextra-search-results a";

/**
 * tsx compiles this file with esbuild's `keepNames`, which wraps functions declared inside the
 * callbacks given to `page.evaluate` in a `__name(fn, "name")` helper that only exists here, not
 * in the page; this defines it in every page, as the identity.
 */
const KEEP_NAMES_SHIM = "globalThis.__name ??= (fn) => fn;";

async function openPage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript(KEEP_NAMES_SHIM);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "networkidle" });
  return page;
}

/** Where the page keeps the armed timer's result between the two evaluate calls. */
const TIMER_SLOT = "__benchSearchTimer";

/**
 * Arms a timer in the page, and returns once it is armed (so the keystroke that follows cannot
 * overtake it): the milliseconds from the next `startEvent` on the shown search box to the frame
 * after the results panel changed in a way `done` accepts (a task after the next animation frame,
 * i.e. once it is painted), or `null` after `timeoutMs`. `readTimer` waits for the result.
 */
async function armTimer(
  page: Page,
  startEvent: "keydown" | "focus",
  done: "changed" | "has-results",
  timeoutMs: number,
): Promise<void> {
  await page.evaluate(
    ({ startEvent, done, timeoutMs, input, results, slot }) => {
      const result = new Promise<number | null>((resolve) => {
        const box = [
          ...document.querySelectorAll<HTMLInputElement>(input),
        ].find((el) => el.getClientRects().length > 0);
        if (!box) return resolve(null);
        let start: number | null = null;
        box.addEventListener(
          startEvent,
          (e) => {
            start = e.timeStamp;
          },
          { once: true, capture: true },
        );
        const finish = (value: number | null) => {
          observer.disconnect();
          clearTimeout(timer);
          resolve(value);
        };
        const observer = new MutationObserver((records) => {
          if (start === null) return;
          const inPanel = records.some((r) => {
            const el =
              r.target instanceof Element ? r.target : r.target.parentElement;
            // The "Ask AI about <query>" entry repeats the query at once: not a result.
            return (
              el?.closest(".nextra-search-results") && !el.closest("button")
            );
          });
          if (!inPanel) return;
          if (
            done === "has-results" &&
            document.querySelectorAll(results).length === 0
          )
            return;
          const began = start;
          observer.disconnect();
          requestAnimationFrame(() =>
            setTimeout(() => finish(performance.now() - began), 0),
          );
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
        });
        const timer = setTimeout(() => finish(null), timeoutMs);
      });
      (window as unknown as Record<string, unknown>)[slot] = result;
    },
    {
      startEvent,
      done,
      timeoutMs,
      input: SEARCH_BOXES,
      results: RESULT_LINKS,
      slot: TIMER_SLOT,
    },
  );
}

/** The result of the timer `armTimer` set. */
function readTimer(page: Page): Promise<number | null> {
  return page.evaluate(
    (slot) =>
      (window as unknown as Record<string, Promise<number | null>>)[slot] ??
      null,
    TIMER_SLOT,
  );
}

/** Types until results show: loads the index however the site's search box wants it loaded. */
async function warmUp(page: Page): Promise<void> {
  const box = page.locator(SEARCH_INPUT).first();
  await box.focus();
  const deadline = Date.now() + FIRST_QUERY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    await box.fill("");
    await box.fill("langfuse");
    await page.waitForTimeout(500);
    if ((await page.locator(RESULT_LINKS).count()) > 0) return;
  }
  throw new Error(`search on ${page.url()} never showed results`);
}

/** A site's search box, ready for timed queries. */
export interface SearchSession {
  url: string;
  page: Page;
}

/** Opens `url` and loads the search index. */
export async function openSearch(
  browser: Browser,
  url: string,
): Promise<SearchSession> {
  const page = await openPage(browser, url);
  await warmUp(page);
  return { url, page };
}

/**
 * One query, index loaded: everything but the last character is filled in and allowed to
 * settle, then the last key is pressed and timed from its `keydown` to the painted results.
 */
export async function timeQuery(
  session: SearchSession,
  query: string,
): Promise<{ ms: number | null; results: number; hrefs: string[] }> {
  const { page } = session;
  const box = page.locator(SEARCH_INPUT).first();
  await box.fill("");
  if (/[^\x20-\x7e]/.test(query.slice(-1))) {
    // A key the keyboard cannot press (Japanese, Korean, Chinese): typed as text, not timed.
    await box.fill(query);
    await page.waitForTimeout(1_000);
    const hrefs = await page
      .locator(RESULT_LINKS)
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    return { ms: null, results: hrefs.length, hrefs };
  }
  await box.fill(query.slice(0, -1));
  await page.waitForTimeout(300);
  await armTimer(page, "keydown", "changed", QUERY_TIMEOUT_MS);
  await box.press(query.slice(-1));
  const ms = await readTimer(page);
  await page.waitForTimeout(100);
  const hrefs = await page
    .locator(RESULT_LINKS)
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  // The Ask AI entry is a button, not a link: every link is a result.
  return { ms, results: hrefs.length, hrefs };
}

/**
 * The first query on a fresh page (nothing cached): from focusing the search box, which starts
 * loading the index, to the painted results of a query pasted right after (one `input` event).
 * `null` when no results appear: unpatched Nextra 3.3.1 drops what is typed while its index loads.
 */
export async function timeFirstQuery(
  browser: Browser,
  url: string,
  query: string,
): Promise<{ ms: number | null; note?: string }> {
  const page = await openPage(browser, url);
  try {
    const box = page.locator(SEARCH_INPUT).first();
    await armTimer(page, "focus", "has-results", FIRST_QUERY_TIMEOUT_MS);
    await box.focus();
    await page.keyboard.insertText(query);
    const ms = await readTimer(page);
    if (ms !== null) return { ms };
    const text =
      (await page.locator(".nextra-search-results").textContent()) ?? "";
    return {
      ms: null,
      note: /no results/i.test(text)
        ? "the box shows no results for a query typed while the index loads"
        : `no results within ${FIRST_QUERY_TIMEOUT_MS} ms`,
    };
  } finally {
    await page.context().close();
  }
}

/** Chromium for the search timings, with the same offline rules as Lighthouse. */
export function launchSearchBrowser(
  extraArgs: readonly string[],
): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/** A site whose search the bench times. */
export interface SearchSite {
  name: "ours" | "bare";
  /** The page the search box is used on (the docs page of each site). */
  url: string;
  outDir: string;
}

/**
 * Section 4 for both sites in one browser: index sizes from the export, then each query timed on
 * one site and right after on the other (which goes first alternates), then a first query on a
 * fresh page of each. A site whose search cannot be driven is skipped with the reason.
 */
export async function measureSearch(
  sites: readonly SearchSite[],
  chromiumArgs: readonly string[],
  log: (line: string) => void,
): Promise<Record<SearchSite["name"], SearchFigures | Skipped>> {
  const figures = new Map<SearchSite["name"], SearchFigures>(
    sites.map((site) => [
      site.name,
      {
        indexes: searchIndexSizes(site.outDir),
        pages: exportedHtmlFiles(site.outDir).length,
        samples: [],
        medianMs: null,
        firstQueryMs: null,
      },
    ]),
  );
  const browser = await launchSearchBrowser(chromiumArgs);
  try {
    const sessions: Array<{ site: SearchSite; session: SearchSession }> = [];
    for (const site of sites)
      try {
        sessions.push({ site, session: await openSearch(browser, site.url) });
      } catch (error) {
        figures.get(site.name)!.error = String(error).split("\n")[0];
      }
    for (const [i, query] of SEARCH_QUERIES.entries()) {
      const order = i % 2 === 0 ? sessions : [...sessions].reverse();
      for (const { site, session } of order)
        figures
          .get(site.name)!
          .samples.push({ query, ...(await timeQuery(session, query)) });
    }
    for (const { site, session } of sessions) {
      await session.page.context().close();
      const f = figures.get(site.name)!;
      f.medianMs = medianOrNull(f.samples.map((s) => s.ms));
      const first = await timeFirstQuery(browser, site.url, SEARCH_QUERIES[0]!);
      f.firstQueryMs = first.ms;
      if (first.note) f.firstQueryNote = first.note;
      log(
        `  search ${site.name}: median ${formatMs(f.medianMs)} over ${f.samples.filter((s) => s.ms !== null).length}/${f.samples.length} queries, first query ${formatMs(first.ms)}`,
      );
    }
  } finally {
    await browser.close();
  }
  return {
    ours: figures.get("ours") ?? { skipped: "not run" },
    bare: figures.get("bare") ?? { skipped: "not run" },
  };
}
