import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import matter from "gray-matter";
import { parseFrontMatter } from "../../lib/content-index";
import { formatListingDate } from "../../lib/listings";
import { expect, gotoHydrated, test } from "./fixtures";

// Issue 24: listed pages lead back to their index and on to their neighbours; index pages have no
// lone "Edit this page" column; the FAQ index answers each question in one sentence.

/** The posts an index lists, in its order (newest first). */
async function listedRoutes(page: Page, index: string): Promise<string[]> {
  await page.goto(index);
  return page
    .locator("main ol > li h2 a")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
}

const frontMatter = (route: string) => {
  const file = `pages${route}.mdx`;
  return parseFrontMatter(file, matter(readFileSync(file, "utf8")).data);
};

test.describe("reading paths", () => {
  test("a blog post leads back to /blog and on to its neighbours in the index's order", async ({
    page,
    pageErrors,
  }) => {
    const posts = await listedRoutes(page, "/blog");
    expect(posts.length).toBeGreaterThan(3);
    const [newer, post, older] = posts as [string, string, string];
    await gotoHydrated(page, post);

    const back = page.locator("a.reading-path-back");
    await expect(back).toHaveAttribute("href", "/blog");
    await expect(back).toHaveText("← Blog");
    // Above the title, so it is the first thing after the navbar.
    const backBox = (await back.boundingBox())!;
    const titleBox = (await page.locator("main h1").boundingBox())!;
    expect(backBox.y + backBox.height).toBeLessThanOrEqual(titleBox.y);

    const newerLink = page.locator('main a[rel="prev"]');
    const olderLink = page.locator('main a[rel="next"]');
    await expect(newerLink).toHaveAttribute("href", newer);
    await expect(olderLink).toHaveAttribute("href", older);
    for (const [link, route, label] of [
      [newerLink, newer, "Newer"],
      [olderLink, older, "Older"],
    ] as const) {
      const fm = frontMatter(route);
      await expect(link).toContainText(label);
      await expect(link).toContainText(fm.title!);
      await expect(link).toContainText(formatListingDate(fm.date!));
    }
    // At the end of the post, below its last paragraph and above the footer.
    const navBox = (await newerLink.boundingBox())!;
    expect(navBox.y).toBeGreaterThan(titleBox.y);
    const footerBox = (await page.locator("footer").last().boundingBox())!;
    expect(navBox.y + navBox.height).toBeLessThan(footerBox.y);

    await olderLink.click();
    await page.waitForURL(`**${older}`);
    await expect(page.locator('main a[rel="prev"]')).toHaveAttribute(
      "href",
      post,
    );
    expect(pageErrors.consoleErrors).toEqual([]);
  });

  test("the newest post has no Newer link and the oldest no Older link", async ({
    page,
  }) => {
    const posts = await listedRoutes(page, "/blog");
    await page.goto(posts[0]!);
    await expect(page.locator('main a[rel="prev"]')).toHaveCount(0);
    await expect(page.locator('main a[rel="next"]')).toHaveAttribute(
      "href",
      posts[1]!,
    );
    await page.goto(posts.at(-1)!);
    await expect(page.locator('main a[rel="next"]')).toHaveCount(0);
    await expect(page.locator('main a[rel="prev"]')).toHaveAttribute(
      "href",
      posts.at(-2)!,
    );
  });

  test("a changelog entry and a customer story lead back to their index", async ({
    page,
  }) => {
    for (const [index, label] of [
      ["/changelog", "Changelog"],
      ["/customers", "Customers"],
    ] as const) {
      const entries = await listedRoutes(page, index);
      await page.goto(entries[1]!);
      await expect(page.locator("a.reading-path-back")).toHaveAttribute(
        "href",
        index,
      );
      await expect(page.locator("a.reading-path-back")).toHaveText(
        `← ${label}`,
      );
      await expect(page.locator('main a[rel="prev"]')).toHaveAttribute(
        "href",
        entries[0]!,
      );
    }
  });

  test("an FAQ answer leads back to /faq and on to more answers of its topic", async ({
    page,
    pageErrors,
  }) => {
    await gotoHydrated(page, "/faq/all/sampling-traces");
    await expect(page.locator("a.reading-path-back")).toHaveAttribute(
      "href",
      "/faq",
    );
    const related = page.getByRole("navigation", { name: "More in Tracing" });
    await expect(related).toContainText("More in Tracing");
    const hrefs = await related
      .locator("li a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThanOrEqual(3);
    expect(hrefs.length).toBeLessThanOrEqual(5);
    expect(hrefs).not.toContain("/faq/all/sampling-traces");
    for (const href of hrefs)
      expect(frontMatter(href).tags).toContain("tracing");
    expect(pageErrors.consoleErrors).toEqual([]);
  });
});

test.describe("index pages", () => {
  for (const index of ["/blog", "/changelog", "/customers"])
    test(`${index} at 1440 px has no lone "Edit this page" column and a centred list`, async ({
      page,
      pageErrors,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoHydrated(page, index);
      await expect(
        page.getByRole("link", { name: "Edit this page on GitHub" }),
      ).toHaveCount(0);
      await expect(page.locator("nav.nextra-toc")).toHaveText("");
      const list = (await page.locator("main ol").first().boundingBox())!;
      const centre = list.x + list.width / 2;
      expect(Math.abs(centre - 720)).toBeLessThan(24);
      expect(pageErrors.consoleErrors).toEqual([]);
    });
});

test.describe("FAQ index", () => {
  test("groups the questions by topic, each with its one-sentence answer, without an empty sidebar", async ({
    page,
    pageErrors,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, "/faq");
    for (const topic of ["Tracing", "SDKs", "Prompts", "Security", "Pricing"])
      await expect(
        page.getByRole("heading", { level: 2, name: topic }),
      ).toBeVisible();

    const first = page.locator("ul.faq-answers").first().locator("li").first();
    const href = (await first.locator("a").getAttribute("href"))!;
    const fm = frontMatter(href);
    await expect(first.locator("a")).toHaveText(fm.title!);
    await expect(first.locator("p")).toHaveText(fm.description!);
    await expect(
      page.locator("ul.faq-answers").first().locator("li"),
    ).not.toHaveCount(0);

    // No sidebar column: the content is centred like an article's.
    // (The aside left in the HTML is the phone menu, hidden on wide screens.)
    await expect(page.locator("aside.nextra-sidebar-container")).toBeHidden();
    const main = (await page.locator("main").first().boundingBox())!;
    expect(Math.abs(main.x + main.width / 2 - 720)).toBeLessThan(24);
    expect(pageErrors.consoleErrors).toEqual([]);
  });
});

/** The security section's pages in their sidebar order (pages/security/_meta.ts). */
const SECURITY_PAGES = [
  "Overview",
  "SOC 2 Type II",
  "ISO 27001",
  "GDPR",
  "HIPAA",
  "Data regions",
  "Encryption",
  "Responsible disclosure",
];

test("the security pages, a section outside the navbar, list each other in the sidebar; other sections do not list them", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/security/soc2");
  // The desktop menu (the aside also holds the phone menu, hidden at this width).
  const sidebar = page.locator(".nextra-menu-desktop");
  const links = sidebar.locator('a[href^="/security"]');
  await expect(links).toHaveText(SECURITY_PAGES);
  await sidebar.getByRole("link", { name: "GDPR", exact: true }).click();
  await expect(page).toHaveURL(/\/security\/gdpr$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("GDPR");
  // Still not a navbar tab, and not in the docs sidebar.
  await expect(
    page.locator(".nextra-nav-container nav").getByRole("link", {
      name: "Security",
      exact: true,
    }),
  ).toHaveCount(0);
  await page.goto("/docs/get-started");
  await expect(
    page.locator('aside.nextra-sidebar-container a[href^="/security"]'),
  ).toHaveCount(0);
});

test("on a phone, the menu of a security page opens on the section's pages; a docs page's menu has none", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, "/security/soc2");
  await page.getByRole("button", { name: "Menu" }).click();
  const menu = page.locator(".nextra-menu-mobile");
  // The section is a folder after the navbar's tabs, open on the current page's siblings.
  await expect(
    menu.getByRole("button", { name: "Security", exact: true }),
  ).toBeVisible();
  const pages = menu.locator('li li > a[href^="/security"]');
  await expect(pages).toHaveText(SECURITY_PAGES);
  await expect(pages.nth(1).locator("xpath=..")).toHaveClass(/\bactive\b/);
  await menu.getByRole("link", { name: "HIPAA", exact: true }).click();
  await expect(page).toHaveURL(/\/security\/hipaa$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("HIPAA");
  await gotoHydrated(page, "/docs/get-started");
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(
    page
      .locator(".nextra-menu-mobile")
      .getByRole("link", { name: "Overview" })
      .first(),
  ).toBeVisible();
  await expect(
    page.locator('.nextra-menu-mobile a[href^="/security"]'),
  ).toHaveCount(0);
});
