import { FEEDBACK_LABELS } from "../../components/feedback/feedback-constants";
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";

// Pages of island sections (lib/sections.ts `islands: true`) ship the HTML and only the React
// their interactive parts need (issue 20).
const ISLAND_PAGE = "/changelog/2025-01-21-audit-logs";
const REACT_CHUNK = /\/_islands\/hydrate-island-[\w-]+\.js$/;

/** The URLs of the page's requests that `matches`, filled in as the page makes them. */
function requestedUrls(
  page: Page,
  matches: (url: string) => boolean,
): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (matches(request.url())) urls.push(request.url());
  });
  return urls;
}
const NEXT_RUNTIME =
  /\/_next\/static\/(chunks\/(framework|main|webpack|pages\/)|[^/]+\/_buildManifest)/;

/** The page's first contentful paint and every resource it fetched, with when each started. */
async function paintAndResources(page: Page) {
  return page.evaluate(() => {
    const fcp = performance.getEntriesByName("first-contentful-paint")[0];
    return {
      fcp: fcp?.startTime ?? null,
      resources: performance.getEntriesByType("resource").map((entry) => ({
        path: new URL(entry.name, location.href).pathname,
        start: entry.startTime,
      })),
    };
  });
}

test.describe("island pages", () => {
  for (const path of [
    ISLAND_PAGE,
    "/docs/get-started",
    "/404",
    "/",
    "/pricing",
  ])
    test(`${path} loads no Next runtime, framework, _app or page chunk, and no console error`, async ({
      page,
      pageErrors,
    }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script")
          scripts.push(new URL(request.url()).pathname);
      });
      await gotoHydrated(page, path);
      expect(scripts.filter((path) => NEXT_RUNTIME.test(path))).toEqual([]);
      expect(
        scripts.some((path) => /^\/_islands\/runtime-[\w-]+\.js$/.test(path)),
      ).toBe(true);
      expect(await page.locator("#__NEXT_DATA__").count()).toBe(0);
      expect(pageErrors.consoleErrors).toEqual([]);
      expect(pageErrors.failedRequests).toEqual([]);
    });

  test("the island runtime and its chunks are requested after the first contentful paint, none before", async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs/get-started");
    const loaded = await paintAndResources(page);
    const timing = {
      fcp: loaded.fcp,
      islands: loaded.resources.filter((r) => r.path.startsWith("/_islands/")),
    };
    expect(timing.fcp).not.toBeNull();
    expect(timing.islands.map((i) => i.path)).toContainEqual(
      expect.stringMatching(/^\/_islands\/runtime-[\w-]+\.js$/),
    );
    // An ordering of the page's own events, not a duration: the runtime is not among the
    // requests the first paint waits for.
    expect(timing.islands.filter((i) => i.start < timing.fcp!)).toEqual([]);
    // The HTML names no module script or preload of its own (they would be fetched at high
    // priority beside the stylesheet and fonts).
    const html = await (await page.request.get("/docs/get-started")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
  });

  test("a docs page fetches one stylesheet and one font and no icon file; code is set in the system monospace face", async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs/get-started");
    const loaded = await paintAndResources(page);
    expect(loaded.fcp).not.toBeNull();
    const fonts = loaded.resources.filter((r) => r.path.endsWith(".woff2"));
    expect(fonts).toHaveLength(1);
    expect(
      loaded.resources.filter((r) => r.path.endsWith(".css")),
    ).toHaveLength(1);
    // The icon is a data: URL in the head, so the browser has no file to fetch.
    expect(loaded.resources.map((r) => r.path)).not.toContain("/favicon.svg");
    expect(
      await page.locator('head link[rel="icon"]').getAttribute("href"),
    ).toMatch(/^data:image\/svg\+xml,%3Csvg /);
    const codeFont = await page
      .locator("pre code")
      .first()
      .evaluate((code) => getComputedStyle(code).fontFamily);
    expect(codeFont).toMatch(/^ui-monospace,/);
    expect(codeFont).not.toMatch(/geist/i);
    // Text is still Geist: its face is the one font the page loads (a local fallback face may
    // have loaded too on a machine that has one of its fonts).
    expect(
      await page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.status === "loaded")
          .map((face) => face.family.replaceAll('"', ""))
          .filter((family) => !family.includes("Fallback")),
      ),
    ).toEqual(["geistSans"]);
  });

  test("systems without Arial get a fallback with Geist's metrics: same overrides as next/font's, next in the text's font list", async ({
    page,
  }) => {
    await page.goto("/docs/get-started");
    const { faces, bodyFont } = await page.evaluate(() => {
      const faces: Record<string, string> = {};
      for (const sheet of document.styleSheets)
        for (const rule of sheet.cssRules)
          if (rule instanceof CSSFontFaceRule)
            faces[
              rule.style.getPropertyValue("font-family").replaceAll('"', "")
            ] = [
              "ascent-override",
              "descent-override",
              "line-gap-override",
              "size-adjust",
            ]
              .map((name) => rule.style.getPropertyValue(name))
              .join(" ");
      return { faces, bodyFont: getComputedStyle(document.body).fontFamily };
    });
    expect(faces["geistSans Fallback"]).toBe("94.56% 27.76% 0% 106.28%");
    expect(faces["geistSans Fallback Local"]).toBe(faces["geistSans Fallback"]);
    expect(bodyFont.replaceAll('"', "")).toMatch(
      /^geistSans, geistSans Fallback, geistSans Fallback Local, /,
    );
  });

  test("the pricing switch shows the other plans without React and announces them", async ({
    page,
  }) => {
    const reactChunks = requestedUrls(page, (url) => REACT_CHUNK.test(url));
    await gotoHydrated(page, "/pricing");
    const headings = page.getByRole("article").getByRole("heading", {
      level: 3,
    });
    await expect(headings).toHaveText(["Hobby", "Core", "Pro", "Enterprise"]);
    await page.getByRole("radio", { name: "Self-hosted" }).check();
    await expect(headings).toHaveText(["Open Source", "Enterprise"]);
    await expect(page.locator("#plans-status")).toHaveText(
      "Self-hosted: Open Source, Enterprise",
    );
    // Ids stay unique although Enterprise is on the page under both deployments.
    const ids = await page
      .locator("[id^=plan-]")
      .evaluateAll((elements) => elements.map((e) => e.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(reactChunks).toEqual([]);
  });

  test("the theme toggle is named before React wakes, switches on the first press and persists", async ({
    page,
  }) => {
    await gotoHydrated(page, ISLAND_PAGE);
    const toggle = page.getByRole("button", { name: "Switch to dark theme" });
    await toggle.click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(
      page.getByRole("button", { name: "Switch to light theme" }),
    ).toBeVisible();
  });

  test("a page's first load fetches no React: the region link and the toggle's name come from the runtime", async ({
    page,
  }) => {
    const reactChunks = requestedUrls(page, (url) => REACT_CHUNK.test(url));
    await gotoHydrated(page, "/docs/get-started");
    await expect(
      page.getByRole("link", { name: /^Sign Up, .+ region$/ }),
    ).toBeVisible();
    await expect(
      page.getByRole("button", { name: "Switch to dark theme" }),
    ).toBeVisible();
    expect(reactChunks).toEqual([]);
    // The first touch of an island brings React.
    await page.getByRole("button", { name: "Switch to dark theme" }).hover();
    await expect.poll(() => reactChunks.length).toBe(1);
  });

  test("the home page's feature tabs wait for the reader, and the click that wakes them switches the tab", async ({
    page,
  }) => {
    const reactChunks = requestedUrls(page, (url) => REACT_CHUNK.test(url));
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, "/");
    expect(reactChunks).toEqual([]);
    const tab = page.getByRole("tab", { name: "Datasets" });
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    expect(reactChunks).toHaveLength(1);
  });

  test("an interaction island's code is fetched on first interaction, not before", async ({
    page,
  }) => {
    const logoChunk = (url: string) =>
      /\/_islands\/site-logo-[\w-]+\.js$/.test(url);
    const fetched = requestedUrls(page, logoChunk);
    await gotoHydrated(page, ISLAND_PAGE);
    expect(fetched).toEqual([]);
    const logo = page.getByRole("link", { name: /home$/ });
    // The right-click that wakes the island is replayed once it has hydrated.
    await logo.click({ button: "right" });
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(fetched).toHaveLength(1);
  });

  test("Copy as Markdown's code waits for the reader: not fetched at load or when idle, fetched on hover", async ({
    page,
  }) => {
    const copyChunk = (url: string) =>
      /\/_islands\/copy-markdown-button-[\w-]+\.js$/.test(url);
    const fetched = requestedUrls(page, copyChunk);
    await gotoHydrated(page, "/docs/get-started");
    // The page has been idle since the network went quiet.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestIdleCallback(resolve, { timeout: 2000 }),
        ),
    );
    expect(fetched).toEqual([]);
    await page.getByRole("button", { name: "Copy as Markdown" }).hover();
    await expect.poll(() => fetched.length).toBe(1);
  });

  test("a visible island wakes untouched when scrolled near, not before: the feedback buttons send", async ({
    page,
  }) => {
    const sent: unknown[] = [];
    await page.route("**/api/feedback", async (route) => {
      sent.push(route.request().postDataJSON());
      await route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ status: "OK", id: "1" }),
      });
    });
    const fetched: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith("/_islands/feedback-footer-")) fetched.push(path);
    });
    await page.setViewportSize({ width: 1280, height: 700 });
    await gotoHydrated(page, "/docs/get-started");
    expect(fetched).toEqual([]);
    const island = page.locator('lf-island[data-island="feedback"]');
    await page.evaluate(() =>
      window.scrollTo(0, document.documentElement.scrollHeight),
    );
    await expect(island).toHaveAttribute("data-hydrated", "");
    expect(fetched).toHaveLength(1);
    await page.getByRole("button", { name: FEEDBACK_LABELS.positive }).click();
    await expect
      .poll(() => sent)
      .toEqual([
        expect.objectContaining({
          page: "/docs/get-started",
          feedback: "positive",
        }),
      ]);
  });

  test("on a phone the menu opens with every section in the HTML, and its theme switch works", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, ISLAND_PAGE);
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.locator("aside.nextra-sidebar-container");
    await expect(menu.getByRole("link", { name: "Pricing" })).toBeVisible();
    // The current entry is in the menu, marked active, without React having rendered anything.
    await expect(menu.locator("li.active a").first()).toHaveAttribute(
      "href",
      ISLAND_PAGE,
    );
    const themeSwitch = menu.locator('button[title="Change theme"]');
    await expect(themeSwitch).toHaveText("System");
    await themeSwitch.click();
    await page.getByRole("option", { name: "Dark" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(themeSwitch).toHaveText("Dark");
  });

  test("on a phone the docs menu's items the desktop menu also has come from it on first open, and work", async ({
    page,
    request,
  }) => {
    // The served page names the shared runs instead of repeating them.
    const html = await (await request.get("/docs/get-started")).text();
    expect(html).toMatch(/<template data-desktop-items="[\d.]*:\d+-\d+">/);
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, "/docs/get-started");
    const mobile = page.locator("ul.nextra-menu-mobile");
    const desktopLinks = await page
      .locator("ul.nextra-menu-desktop a[href]")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(mobile.locator("template")).toHaveCount(0);
    const mobileLinks = await mobile
      .locator("a[href]")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(desktopLinks.length).toBeGreaterThan(20);
    for (const href of desktopLinks) expect(mobileLinks).toContain(href);
    // A copied folder opens, and its link navigates.
    await mobile.getByRole("button", { name: "Prompts", exact: true }).click();
    const link = mobile.locator('a[href="/docs/prompts/get-started"]');
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/docs\/prompts\/get-started$/);
  });

  test("the table of contents follows the reader and Back to top returns", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, "/blog/2026-10-21-tracing-agents-and-tool-calls");
    const toc = page.getByRole("navigation", { name: "table of contents" });
    // Hidden from assistive technology while disabled, so found by its text.
    const backToTop = toc.locator("button", { hasText: "Back to top" });
    await expect(backToTop).toBeDisabled();
    // The fourth heading just below the navbar: the first one in the observed band.
    await page.evaluate(() => {
      const heading = document.getElementById(
        "evaluating-the-path-not-only-the-answer",
      ) as HTMLElement;
      window.scrollTo(
        0,
        heading.getBoundingClientRect().top + window.scrollY - 150,
      );
    });
    await expect(
      toc.locator('a[href="#evaluating-the-path-not-only-the-answer"]'),
    ).toHaveClass(/_text-primary-600/);
    await expect(toc.locator('a[href="#what-to-record"]')).not.toHaveClass(
      /_text-primary-600/,
    );
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toBeDisabled();
  });

  test("the navbar toggle and the sidebar's theme switch agree", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, "/docs/get-started");
    const themeSwitch = page.locator('button[title="Change theme"]').first();
    await expect(themeSwitch).toHaveText("System");
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(themeSwitch).toHaveText("Dark");
  });

  test("the sidebar keeps its scroll position and the folders the reader opened across a page load", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await gotoHydrated(page, "/docs/get-started");
    const sidebar = page.locator(
      "aside.nextra-sidebar-container > ._overflow-y-auto",
    );
    const menu = page.locator(".nextra-menu-desktop");
    // A closed folder: its items are in the HTML but hidden until the reader opens it.
    const folderHref = await menu
      .locator(":scope > li:not(.open) > button[data-href]")
      .first()
      .getAttribute("data-href");
    const folder = page.locator(
      `.nextra-menu-desktop > li:has(> button[data-href="${folderHref}"])`,
    );
    await expect(folder).not.toHaveClass(/\bopen\b/);
    await folder.locator(":scope > button").click();
    await expect(folder).toHaveClass(/\bopen\b/);
    await expect(folder.locator("a[href]").first()).toBeVisible();
    // Once the folder has finished growing (its panel drops the animated height).
    await expect(folder.locator(":scope > div")).not.toHaveAttribute(
      "style",
      /height/,
    );
    await sidebar.evaluate((el) => (el.scrollTop = el.scrollHeight));
    const scrolled = await sidebar.evaluate((el) => el.scrollTop);
    expect(scrolled).toBeGreaterThan(100);
    // A page near the bottom of the sidebar, which is on screen now.
    const target = menu.locator(":scope > li > a[href]").last();
    const href = await target.getAttribute("href");
    await target.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(folder).toHaveClass(/\bopen\b/);
    await expect(folder.locator("a[href]").first()).toBeVisible();
    await expect
      .poll(() =>
        page
          .locator("aside.nextra-sidebar-container > ._overflow-y-auto")
          .evaluate((el) => el.scrollTop),
      )
      .toBe(scrolled);
  });

  test("the search box wakes on first interaction; / focuses it before that and it finds pages", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const searchChunks = requestedUrls(page, (url) =>
      /\/_islands\/site-search-[\w-]+\.js$/.test(url),
    );
    await gotoHydrated(page, "/docs/get-started");
    expect(searchChunks).toEqual([]);
    await page.keyboard.press("/");
    const box = page.getByRole("combobox", { name: "Search the site" }).first();
    await expect(box).toBeFocused();
    await expect.poll(() => searchChunks.length).toBe(1);
    await box.pressSequentially("sessions");
    await expect(
      page.locator(".nextra-search-results a").first(),
    ).toBeVisible();
    await expect(box).toHaveValue("sessions");
  });

  test("a video island's code is not fetched until the player nears the viewport", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const videoChunks: string[] = [];
    page.on("request", (request) => {
      if (/\/_islands\/video-[\w-]+\.js$/.test(request.url()))
        videoChunks.push(request.url());
    });
    await gotoHydrated(page, "/contributing/components");
    expect(videoChunks).toEqual([]);
    await page.locator("figure[data-video]").first().scrollIntoViewIfNeeded();
    await expect.poll(() => videoChunks.length).toBe(1);
  });
});
