import AxeBuilder from "@axe-core/playwright";
import { HOME_FEATURES, HOME_HERO } from "../../lib/home-content";
import { COMPARISON, signUpUrl } from "../../lib/pricing";
import { siteConfig } from "../../lib/site-config";
import { expect, gotoHydrated, test } from "./fixtures";
import { WCAG_TAGS } from "./page-set";

const NARROW = { width: 360, height: 800 };

test.describe("home page", () => {
  test("shows the hero heading and both calls to action with their targets", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 1, name: HOME_HERO.title }),
    ).toBeVisible();
    const main = page.getByRole("main");
    await expect(
      main.getByRole("link", { name: "Interactive demo" }),
    ).toHaveAttribute("href", "/demo");
    await expect(
      main.getByRole("link", { name: "Read the docs", exact: true }),
    ).toHaveAttribute("href", "/docs");
  });

  test("feature tabs switch by click and by arrow keys", async ({ page }) => {
    await gotoHydrated(page, "/");
    const tabs = page.getByRole("tablist", { name: "Platform features" });
    const tab = (name: string) => tabs.getByRole("tab", { name });

    await tab("Datasets").click();
    await expect(tab("Datasets")).toHaveAttribute("aria-selected", "true");
    await expect(tab("Tracing")).toHaveAttribute("aria-selected", "false");
    await expect(
      page.getByRole("tabpanel").getByRole("heading", { level: 3 }),
    ).toHaveText(HOME_FEATURES.find((f) => f.title === "Datasets")!.headline);

    await page.keyboard.press("ArrowRight");
    await expect(tab("Metrics")).toBeFocused();
    await expect(tab("Metrics")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(tab("Playground")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    await expect(tab("Tracing")).toBeFocused();
    // Tab leaves the tab list for the open panel's link.
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("tabpanel").getByRole("link", { name: "Tracing docs" }),
    ).toBeFocused();
  });
});

test.describe("pricing page", () => {
  test("shows the four Cloud plans and the comparison table", async ({
    page,
  }) => {
    await page.goto("/pricing");
    await expect(
      page.getByRole("heading", { level: 1, name: "Pricing" }),
    ).toBeVisible();
    const cards = page.getByRole("article");
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
      "Hobby",
      "Core",
      "Pro",
      "Enterprise",
    ]);
    await expect(
      page.getByRole("link", { name: "Sign up (Hobby plan)" }),
    ).toHaveAttribute("href", signUpUrl(siteConfig));
    const table = page.getByRole("table", { name: /^Features by Cloud plan/ });
    await expect(table).toBeVisible();
    await expect(table.locator('th[scope="rowgroup"]')).toHaveText(
      COMPARISON.map((s) => s.title),
    );
  });

  test("the self-hosted switch changes the cards and back", async ({
    page,
  }) => {
    await gotoHydrated(page, "/pricing");
    const headings = page.getByRole("article").getByRole("heading", {
      level: 3,
    });
    await page.getByRole("radio", { name: "Self-hosted" }).check();
    await expect(headings).toHaveText(["Open Source", "Enterprise"]);
    await expect(
      page.getByRole("link", { name: "Self-host Langfuse (Open Source plan)" }),
    ).toHaveAttribute("href", "/self-hosting");
    // Arrow keys move between the two native radio buttons.
    await page.keyboard.press("ArrowLeft");
    await expect(
      page.getByRole("radio", { name: "Langfuse Cloud" }),
    ).toBeChecked();
    await expect(headings).toHaveText(["Hobby", "Core", "Pro", "Enterprise"]);
  });

  test("the comparison's plan names stay under the navbar while its rows scroll by", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, "/pricing");
    const table = page.getByRole("table", { name: /^Features by Cloud plan/ });
    const header = table.getByRole("columnheader", { name: /^Pro/ });
    const lastRow = table.getByRole("row").last();
    // Scroll until the table's last row is in view: its header has long left its own place.
    await lastRow.scrollIntoViewIfNeeded();
    const navbarBottom = await page
      .locator(".nextra-nav-container nav")
      .evaluate((nav) => nav.getBoundingClientRect().bottom);
    const headerBox = (await header.boundingBox())!;
    expect(Math.abs(headerBox.y - navbarBottom)).toBeLessThanOrEqual(1);
    // And the rows pass under it: the last row is below the header, not behind it.
    expect((await lastRow.boundingBox())!.y).toBeGreaterThan(
      headerBox.y + headerBox.height,
    );
  });

  test("FAQ answers open and close as disclosures", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    const question = page.getByText("What is a billable unit?");
    const answer = page.getByText(/units = traces \+ observations \+ scores/);
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    await question.click();
    await expect(answer).toBeHidden();
  });
});

test.describe("narrow screens", () => {
  for (const path of ["/", "/pricing"]) {
    test(`${path} does not scroll sideways at 360 px`, async ({ page }) => {
      await page.setViewportSize(NARROW);
      await gotoHydrated(page, path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test("the comparison table scrolls in its own container, with a visible hint", async ({
    page,
  }) => {
    await page.setViewportSize(NARROW);
    await page.goto("/pricing");
    await expect(
      page.getByText("Scroll sideways to see all plans"),
    ).toBeVisible();
    const region = page.getByRole("region", {
      name: /^Features by Cloud plan/,
    });
    const { scrollWidth, clientWidth } = await region.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
  });
});

for (const scheme of ["light", "dark"] as const) {
  for (const path of ["/", "/pricing"]) {
    test(`${path} (${scheme}) has no axe violations with every disclosure open`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await gotoHydrated(page, path);
      // Check the text that is hidden at first too: every FAQ answer.
      await page.evaluate(() =>
        document.querySelectorAll("details").forEach((d) => (d.open = true)),
      );
      const results = await new AxeBuilder({ page })
        .withTags(WCAG_TAGS)
        .analyze();
      expect(
        results.violations.map(
          (v) =>
            `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        ),
      ).toEqual([]);
    });
  }
}

for (const scheme of ["light", "dark"] as const) {
  test(`every feature tab panel (${scheme}) has no axe violations`, async ({
    page,
  }) => {
    // One axe scan per tab (about 4 s each on a busy two-core machine): more than the default 30 s.
    test.slow();
    await page.emulateMedia({ colorScheme: scheme });
    await gotoHydrated(page, "/");
    // Closed panels are hidden, so a page-wide scan only sees the first one.
    for (const { title } of HOME_FEATURES) {
      await page.getByRole("tab", { name: title }).click();
      const results = await new AxeBuilder({ page })
        .include('[role="tabpanel"]:not([hidden])')
        .withTags(WCAG_TAGS)
        .analyze();
      expect(
        results.violations.map((v) => `${title}: ${v.id}`),
        title,
      ).toEqual([]);
    }
  });
}
