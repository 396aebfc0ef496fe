import type { Page } from "@playwright/test";
import { CONTINENT_ENDPOINT } from "../../lib/region";
import { START_HERE_PATHS } from "../../lib/start-here-paths";
import { expect, gotoHydrated, test } from "./fixtures";

/**
 * Issue 24: the `/docs` landing page's start-here cards, the quickstart's region-aware sign-up
 * link and the SDK version notice, in a real browser against the built site. The fixture cuts the
 * network at loopback and answers the regions' session endpoints as "signed out".
 */

const NOTICE = "[data-sdk-version-notice]";
const EU_SIGN_UP = "https://cloud.langfuse.com/auth/sign-up";
const US_SIGN_UP = "https://us.cloud.langfuse.com/auth/sign-up";

/** Answers the site's continent lookup, which the region button turns into a region. */
async function continentIs(page: Page, continentCode: string | null) {
  await page.route(`**${CONTINENT_ENDPOINT}`, (route) =>
    route.fulfill({ status: 200, json: { continentCode } }),
  );
}

test.describe("/docs start here", () => {
  test("shows the four path cards inside the first 1440x900 viewport, right after the title", async ({
    page,
    pageErrors,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, "/docs");
    const nav = page.getByRole("navigation", { name: "Start here" });
    const cards = nav.getByRole("link");
    await expect(cards).toHaveCount(START_HERE_PATHS.length);
    const title = await page.locator("main h1").boundingBox();
    for (const [i, path] of START_HERE_PATHS.entries()) {
      const card = cards.nth(i);
      await expect(card).toHaveAttribute("href", path.href);
      await expect(card).toContainText(path.title);
      await expect(card).toContainText(path.description);
      const box = await card.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y).toBeGreaterThan(title!.y);
      expect(box!.y + box!.height).toBeLessThanOrEqual(900);
    }
    // Two cards a row on a wide screen.
    const [a, b] = [
      await cards.nth(0).boundingBox(),
      await cards.nth(1).boundingBox(),
    ];
    expect(Math.round(a!.y)).toBe(Math.round(b!.y));
    expect(pageErrors.consoleErrors).toEqual([]);
  });

  test("on a 375 px phone the cards come straight after the title, one a row, without overflow", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, "/docs");
    const cards = page
      .getByRole("navigation", { name: "Start here" })
      .getByRole("link");
    const title = (await page.locator("main h1").boundingBox())!;
    const first = (await cards.nth(0).boundingBox())!;
    const second = (await cards.nth(1).boundingBox())!;
    expect(first.y).toBeGreaterThan(title.y + title.height);
    expect(first.y).toBeLessThan(800);
    expect(second.y).toBeGreaterThan(first.y + first.height - 1);
    expect(first.x + first.width).toBeLessThanOrEqual(375);
    const scrollWidth = await page.evaluate(
      () => document.documentElement.scrollWidth,
    );
    expect(scrollWidth).toBeLessThanOrEqual(375);
  });
});

test.describe("quickstart step 1", () => {
  for (const [continent, href] of [
    ["NA", US_SIGN_UP],
    ["EU", EU_SIGN_UP],
    [null, EU_SIGN_UP],
  ] as const)
    test(`links Langfuse Cloud to the sign-up page of the visitor's region (continent ${continent ?? "unknown"})`, async ({
      page,
      pageErrors,
    }) => {
      await continentIs(page, continent);
      await gotoHydrated(page, "/docs/get-started");
      const step = page.locator("main h3", {
        hasText: "Create a project and API keys",
      });
      await expect(step).toBeVisible();
      const link = page.getByRole("link", {
        name: "Langfuse Cloud",
        exact: true,
      });
      await expect(link).toHaveAttribute("href", href);
      // Styled like the page's other links, so a reader sees it is one.
      const [linkLook, neighbourLook] = await Promise.all(
        [link, page.locator('main a[href="/self-hosting"]').first()].map((a) =>
          a.evaluate((el) => {
            const style = getComputedStyle(el);
            return [style.color, style.textDecorationLine];
          }),
        ),
      );
      expect(linkLook).toEqual(neighbourLook);
      expect(linkLook![1]).toBe("underline");
      // The region button in the navbar offers the same region.
      await expect(
        page.locator('[data-region-button="signup"]'),
      ).toHaveAttribute("href", href);
      await expect(
        page.locator("main").getByText("Project Settings > API Keys"),
      ).toBeVisible();
      await expect(
        page
          .locator("main p", { hasText: "Langfuse Cloud" })
          .getByRole("link", {
            name: "self-hosted",
          }),
      ).toHaveAttribute("href", "/self-hosting");
      expect(pageErrors.consoleErrors).toEqual([]);
    });
});

test.describe("SDK version notice", () => {
  for (const path of [
    "/docs/get-started",
    "/integrations/frameworks/langchain",
  ])
    test(`${path} says which SDK majors it documents, under the title and above the first code block`, async ({
      page,
      pageErrors,
    }) => {
      await gotoHydrated(page, path);
      const notice = page.locator(NOTICE);
      await expect(notice).toHaveCount(1);
      await expect(notice).toContainText(
        "This page documents the Python SDK v3 and the JS/TS SDK v4.",
      );
      await expect(notice.getByRole("link")).toHaveCount(2);
      await expect(
        notice.getByRole("link", { name: "Python v4 and JS/TS v5" }),
      ).toHaveAttribute(
        "href",
        "/changelog/2026-03-10-python-sdk-v4-js-sdk-v5",
      );
      await expect(
        notice.getByRole("link", { name: "Python v5 and JS/TS v6" }),
      ).toHaveAttribute(
        "href",
        "/changelog/2026-10-14-python-sdk-v5-js-sdk-v6",
      );
      const h1 = (await page.locator("main h1").boundingBox())!;
      const box = (await notice.boundingBox())!;
      const code = (await page.locator("main pre").first().boundingBox())!;
      expect(box.y).toBeGreaterThan(h1.y);
      expect(box.y).toBeLessThan(code.y);
      // Two lines at most on a wide screen: a note, not a banner.
      const lineHeight = await notice.evaluate((el) =>
        parseFloat(getComputedStyle(el).lineHeight),
      );
      expect(box.height).toBeLessThanOrEqual(lineHeight * 2 + 1);
      expect(pageErrors.consoleErrors).toEqual([]);
    });

  for (const path of [
    "/blog",
    "/pricing",
    "/blog/2025-08-28-typescript-sdk-v4",
    "/changelog/2026-10-14-python-sdk-v5-js-sdk-v6",
    "/docs",
  ])
    test(`${path} has no SDK version notice`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("h1").first()).toBeVisible();
      await expect(page.locator(NOTICE)).toHaveCount(0);
    });
});
