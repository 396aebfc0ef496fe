import type { Page } from "@playwright/test";
import { SEARCH_LABELS } from "../../components/search/search-constants";
import { expect, gotoHydrated, test } from "./fixtures";

/** Types a query into the shown search box and returns the distinct result pages in order. */
async function searchPages(page: Page, query: string): Promise<string[]> {
  const box = page.getByRole("combobox").first();
  await box.click();
  await box.fill(query);
  const options = page.locator(".nextra-search-results [role=option]");
  await expect(options.first()).toBeVisible();
  // Let the answer for the whole query replace any earlier one.
  await expect(page.getByRole("listbox")).toBeVisible();
  await page.waitForTimeout(200);
  const hrefs = await options.evaluateAll((els) =>
    els.map((el) => el.getAttribute("href") ?? ""),
  );
  return [...new Set(hrefs.map((h) => h.split("#")[0]!))];
}

test.describe("site search (Pagefind)", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('"prompt caching" lists /docs/prompts/caching among the first three pages', async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs");
    const pages = await searchPages(page, "prompt caching");
    expect(pages.slice(0, 3)).toContain("/docs/prompts/caching");
  });

  test("a query of known words fetches small index chunks and no respelling list", async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs");
    const fetched: Array<{ url: string; bytes: number }> = [];
    page.on("requestfinished", (request) => {
      void request.sizes().then((sizes) =>
        fetched.push({
          url: new URL(request.url()).pathname,
          bytes: sizes.responseBodySize,
        }),
      );
    });
    const pages = await searchPages(page, "prompt caching");
    expect(pages.slice(0, 3)).toContain("/docs/prompts/caching");
    await expect
      .poll(() => fetched.filter((f) => f.url.endsWith(".pf_index")).length)
      .toBeGreaterThan(0);
    const paths = fetched.map((f) => f.url);
    // Known words are told apart from typos by their two-letter lists alone.
    expect(paths).toContain("/pagefind/vocabulary/en/known/pr.json");
    expect(paths).toContain("/pagefind/vocabulary/en/known/ca.json");
    expect(paths).not.toContain("/pagefind/vocabulary/en/p.json");
    expect(paths).not.toContain("/pagefind/vocabulary/en/c.json");
    // The re-cut index: each word's chunk is a few kB, not Pagefind's 27 kB.
    for (const chunk of fetched.filter((f) => f.url.endsWith(".pf_index")))
      expect(chunk.bytes, chunk.url).toBeLessThan(10_000);
  });

  test('"ClickHouse" lists a self-hosting page among the first three', async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs");
    const pages = await searchPages(page, "ClickHouse");
    expect(pages.slice(0, 3).some((p) => p.startsWith("/self-hosting"))).toBe(
      true,
    );
  });

  test('a misspelt word is searched as the closest word of the index, and the box says so ("lanchain")', async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs");
    const vocabulary = page.waitForRequest("**/pagefind/vocabulary/en/l.json");
    const pages = await searchPages(page, "lanchain");
    await vocabulary;
    await expect(
      page.getByText(`${SEARCH_LABELS.respelt} langchain`),
    ).toBeVisible();
    expect(pages.slice(0, 3)).toContain("/integrations/frameworks/langchain");
  });

  test("a question whose words no page has together still finds the pages sharing its rarer words", async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs");
    const pages = await searchPages(
      page,
      "how do I back up the clickhouse volumes before upgrading helm",
    );
    expect(pages.slice(0, 3).some((p) => p.startsWith("/self-hosting"))).toBe(
      true,
    );
  });

  test("groups headings under their page with the section as a label and highlighted terms", async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs");
    await searchPages(page, "prompt caching");
    const group = page
      .locator(".nextra-search-results [role=group]")
      .filter({ has: page.locator('a[href="/docs/prompts/caching"]') });
    await expect(group.locator("a").first()).toContainText("Docs");
    const headings = group.locator('a[href^="/docs/prompts/caching#"]');
    expect(await headings.count()).toBeGreaterThan(0);
    expect(await headings.count()).toBeLessThanOrEqual(5);
    await expect(group.locator("mark").first()).toBeVisible();
  });

  test("loads nothing of search until the reader points at or focuses the box", async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/pagefind/")) requests.push(r.url());
    });
    await gotoHydrated(page, "/docs");
    expect(requests).toEqual([]);
    await page.getByRole("combobox").first().hover();
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    expect(requests.some((u) => u.endsWith("/pagefind/pagefind.js"))).toBe(
      true,
    );
  });

  test("says Failed to load search index. when the index cannot be fetched", async ({
    page,
  }) => {
    await page.route("**/pagefind/**", (route) => route.abort("failed"));
    await gotoHydrated(page, "/docs");
    const box = page.getByRole("combobox").first();
    await box.click();
    await box.fill("tracing");
    await expect(page.getByRole("status")).toHaveText(SEARCH_LABELS.error);
  });

  test("says No results found. for a query nothing matches", async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs");
    const box = page.getByRole("combobox").first();
    await box.click();
    await box.fill("wxyzzy");
    await expect(page.getByRole("status")).toHaveText(SEARCH_LABELS.empty);
  });

  test("/jp searches the Japanese index", async ({ page }) => {
    const loaded: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/pagefind/")) loaded.push(r.url());
    });
    await gotoHydrated(page, "/jp");
    const pages = await searchPages(page, "日本リージョン");
    expect(pages[0]).toBe("/jp");
    expect(loaded.some((u) => /pagefind\.ja_[0-9a-f]+\.pf_meta$/.test(u))).toBe(
      true,
    );
    expect(loaded.some((u) => /pagefind\.en_/.test(u))).toBe(false);
  });
});
