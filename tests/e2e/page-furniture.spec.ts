import { readFileSync } from "node:fs";
import matter from "gray-matter";
import { FEEDBACK_LABELS } from "../../components/feedback/feedback-constants";
import { LAST_UPDATED_LABEL } from "../../components/layout/page-timestamp";
import { parseFrontMatter } from "../../lib/content-index";
import { verifiedSentence } from "../../lib/verified";
import { expect, gotoHydrated, test } from "./fixtures";

// What every page carries around its content: contributors, the feedback question and the date,
// and the pages where a placeholder used to stand.

const contributors = (page: import("@playwright/test").Page) =>
  page.locator('section[aria-labelledby="contributors-heading"]');

test.describe("contributors", () => {
  test('expand with "... and N more" and collapse again after a navigation', async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs/tracing");
    const list = contributors(page);
    await expect(list.getByRole("listitem")).toHaveCount(3);
    // data/page-owners.txt gives the tracing overview five owners.
    await list.getByRole("button", { name: "... and 2 more" }).click();
    await expect(list.getByRole("listitem")).toHaveCount(5);
    await expect(list.getByRole("button")).toHaveCount(0);
    await expect(list).toContainText("Hassieb Pakzad");
    await expect(list).toContainText("Founding Engineer");

    // A client-side navigation to the docs overview (six owners) starts collapsed again.
    await page.locator('nav a[href="/docs"]').first().click();
    await page.waitForURL("**/docs");
    await expect(list.getByRole("listitem")).toHaveCount(3);
    await expect(
      list.getByRole("button", { name: "... and 3 more" }),
    ).toBeVisible();
  });

  for (const path of [
    "/self-hosting/docker-compose",
    "/integrations/frameworks/langchain",
    "/faq/all/sampling-traces",
    "/guides/cookbook/integration_openai_sdk",
  ])
    test(`${path} names at least one contributor, linked to GitHub`, async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      const first = contributors(page).getByRole("listitem").first();
      await expect(first).toBeVisible();
      await expect(first.getByRole("link").first()).toHaveAttribute(
        "href",
        /^https:\/\/github\.com\/[A-Za-z0-9-]+$/,
      );
    });
});

test.describe("feedback placement", () => {
  for (const path of [
    "/changelog/2025-01-21-audit-logs",
    "/pricing",
    "/about",
    "/docs/get-started",
  ])
    test(`${path} asks whether the page was helpful`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(
        page.getByRole("button", { name: FEEDBACK_LABELS.positive }),
      ).toBeVisible();
    });

  for (const path of [
    "/",
    "/imprint",
    "/blog",
    "/blog/2025-06-05-python-sdk-v3-opentelemetry",
    "/customers/canva",
    "/careers",
  ])
    test(`${path} does not ask for feedback`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(page.getByText(FEEDBACK_LABELS.question)).toHaveCount(0);
      await expect(
        page.getByRole("button", { name: FEEDBACK_LABELS.positive }),
      ).toHaveCount(0);
    });

  test('the dialog\'s submit button reads "Send feedback"', async ({
    page,
  }) => {
    await page.route("**/api/feedback", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ status: "OK", id: "1" }),
      }),
    );
    await gotoHydrated(page, "/pricing");
    await page.getByRole("button", { name: FEEDBACK_LABELS.positive }).click();
    await expect(
      page.getByRole("button", { name: "Send feedback", exact: true }),
    ).toBeVisible();
  });
});

test.describe("last updated", () => {
  test("a docs page shows the date of its last change", async ({ page }) => {
    await gotoHydrated(page, "/docs/get-started");
    await expect(page.getByText(LAST_UPDATED_LABEL)).toBeVisible();
    await expect(
      page.locator("main time[datetime]").filter({ hasText: /\d{4}/ }),
    ).not.toHaveCount(0);
  });

  for (const path of [
    "/blog/2025-06-05-python-sdk-v3-opentelemetry",
    "/changelog/2025-01-21-audit-logs",
  ])
    test(`${path} shows its publish date and no "last updated"`, async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      const date = path.split("/").pop()!.slice(0, 10);
      await expect(page.locator(`time[datetime="${date}"]`)).toBeVisible();
      await expect(page.getByText(LAST_UPDATED_LABEL)).toHaveCount(0);
    });

  test("the 404 page shows no date", async ({ page }) => {
    await page.goto("/no-such-page-anywhere");
    await page.waitForLoadState("networkidle");
    await expect(page.getByText(LAST_UPDATED_LABEL)).toHaveCount(0);
    await expect(page.locator("main time")).toHaveCount(0);
  });
});

test.describe("no placeholders", () => {
  test("/watch-demo plays no sample clip and leads with the walkthrough and the live project", async ({
    page,
  }) => {
    await gotoHydrated(page, "/watch-demo");
    await expect(page.locator("video")).toHaveCount(0);
    await expect(page.locator("main")).not.toContainText(/sample/i);
    const lead = page.locator("main table").first();
    await expect(
      lead.getByRole("link", { name: "Open the live example project" }),
    ).toHaveAttribute("href", "/demo");
    await expect(
      lead.getByRole("link", { name: "Read the walkthrough" }),
    ).toBeVisible();
  });

  test("/customers lists only real companies, and every story links its public source", async ({
    page,
  }) => {
    await gotoHydrated(page, "/customers");
    const main = page.locator("main");
    await expect(main).not.toContainText(
      /acme|contoso|fabrikam|northwind|fictional|illustrative/i,
    );
    const stories = await main
      .locator('a[href^="/customers/"]')
      .evaluateAll((links) => [
        ...new Set(links.map((a) => a.getAttribute("href")!)),
      ]);
    expect(stories.length).toBeGreaterThanOrEqual(4);
    for (const story of stories) {
      await gotoHydrated(page, story);
      const slug = story.split("/").pop();
      await expect(
        page.locator(`main a[href="https://langfuse.com/customers/${slug}"]`),
      ).toHaveCount(1);
      // The facts table has a real header row.
      const headers = await page
        .locator("main table")
        .first()
        .locator("th")
        .allTextContents();
      expect(headers.map((h) => h.trim())).toEqual(["Topic", "Details"]);
    }
  });

  test("/pricing shows the plan prices without calling them illustrative", async ({
    page,
  }) => {
    await gotoHydrated(page, "/pricing");
    const main = page.locator("main");
    for (const price of ["Free", "$29", "$199", "$2,499"])
      await expect(
        main.getByText(price, { exact: true }).first(),
      ).toBeVisible();
    await expect(main).not.toContainText(/illustrative/i);
    await expect(main).toContainText("Last checked against the published");
  });
});

test.describe("what a page was checked against", () => {
  // The record in the page's own front matter, so a re-check (a new date) does not break the test.
  const source = "pages/docs/tracing-features/metadata.mdx";
  const { verified } = parseFrontMatter(
    source,
    matter(readFileSync(source, "utf8")).data,
  );
  const SENTENCE = verifiedSentence(verified!);

  test("the sentence names the documented versions", () => {
    expect(SENTENCE).toMatch(
      /^Checked against Python SDK 3\.14\.5, JS SDK 4\.6\.1 and Langfuse v3\.225\.4 on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/,
    );
  });

  test("a checked page says so in its HTML (before any script runs) and in its .md twin", async ({
    page,
    request,
  }) => {
    const html = await (
      await request.get("/docs/tracing-features/metadata")
    ).text();
    expect(html).toContain(SENTENCE);
    await gotoHydrated(page, "/docs/tracing-features/metadata");
    await expect(page.locator(".verified-note")).toHaveText(SENTENCE);
    const twin = await (
      await request.get("/docs/tracing-features/metadata.md")
    ).text();
    expect(twin.trimEnd().endsWith(SENTENCE)).toBe(true);
  });

  test("a page nobody checked makes no such claim", async ({ page }) => {
    // Blog posts are outside the checked sections, and this one carries no record.
    await gotoHydrated(page, "/blog/2025-08-28-typescript-sdk-v4");
    await expect(page.locator(".verified-note")).toHaveCount(0);
  });
});
