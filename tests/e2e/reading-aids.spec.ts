import sharp from "sharp";
import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";

const PHONE = { width: 375, height: 800 };
const WIDE = { width: 1440, height: 900 };

/** Mean brightness (0-255) of what an element shows on screen, from a screenshot of it. */
async function brightness(element: Locator): Promise<number> {
  const png = await element.screenshot();
  const { channels } = await sharp(png).removeAlpha().greyscale().stats();
  return channels[0]!.mean;
}

async function setTheme(page: Page, scheme: "light" | "dark") {
  await page.emulateMedia({ colorScheme: scheme });
  await page.evaluate((s) => {
    document.documentElement.classList.toggle("dark", s === "dark");
  }, scheme);
}

test.describe("phone reading aids", () => {
  test.use({ viewport: PHONE });

  test("'On this page' lists the headings, names the section in view and jumps", async ({
    page,
    pageErrors,
  }) => {
    await gotoHydrated(page, "/docs/tracing");
    const menu = page.locator("details[data-mobile-toc]");
    await expect(menu.locator("summary")).toContainText("On this page");
    const headings = await page
      .locator("article h2[id]")
      .evaluateAll((hs) => hs.map((h) => h.id));
    const hrefs = await menu
      .locator("nav a")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    // Every second-level heading has its link, in page order.
    expect(hrefs.filter((h) => headings.includes(h!.slice(1)))).toEqual(
      headings.map((id) => `#${id}`),
    );

    // Scrolled past a heading, the bar sticks under the navbar and names that section.
    const target = headings[2]!;
    await page.locator(`#${target}`).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 120);
    const navbarBottom = await page
      .locator(".nextra-nav-container nav")
      .evaluate((n) => n.getBoundingClientRect().bottom);
    await expect
      .poll(() => menu.evaluate((m) => m.getBoundingClientRect().top))
      .toBe(navbarBottom);
    await expect(menu.locator("[data-mobile-toc-current]")).not.toHaveText("");

    await menu.locator("summary").click();
    const last = menu.locator("nav a").last();
    await expect(last).toBeVisible();
    const lastHref = (await last.getAttribute("href"))!;
    await last.click();
    await expect(page).toHaveURL(new RegExp(`${lastHref}$`));
    await expect(menu).not.toHaveAttribute("open", "");
    // The heading it jumped to stops below the sticky bar, not under it.
    const barBottom = await menu.evaluate(
      (m) => m.getBoundingClientRect().bottom,
    );
    await expect
      .poll(() =>
        page.locator(lastHref).evaluate((h) => h.getBoundingClientRect().top),
      )
      .toBeGreaterThanOrEqual(barBottom - 1);
    expect(pageErrors.consoleErrors).toEqual([]);
  });

  test("code in a step can be wrapped with a visible toggle beside the copy button", async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs/get-started");
    const block = page.locator(".nextra-steps [data-code-block]").first();
    const wrap = block.getByTitle("Toggle word wrap");
    await block.evaluate((b) => b.scrollIntoView({ block: "center" }));
    await expect(wrap).toBeVisible();
    expect(
      await wrap.evaluate((b) => getComputedStyle(b.parentElement!).opacity),
    ).toBe("1");
    // Nothing covers it: the copy button sits to its right.
    const onTop = await wrap.evaluate((b) => {
      const r = b.getBoundingClientRect();
      const hit = document.elementFromPoint(
        r.x + r.width / 2,
        r.y + r.height / 2,
      );
      return b.contains(hit);
    });
    expect(onTop).toBe(true);
    const code = block.locator("pre").first();
    expect(await code.evaluate((c) => c.scrollWidth > c.clientWidth)).toBe(
      true,
    );
    await wrap.click();
    await expect(page.locator("html")).toHaveAttribute(
      "data-nextra-word-wrap",
      "",
    );
    await expect
      .poll(() => code.evaluate((c) => c.scrollWidth <= c.clientWidth + 1))
      .toBe(true);
  });

  test("the code buttons cover no code: an untitled block's first line starts below them, a titled block's sit in its title bar", async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs/get-started");
    const box = async (locator: Locator) => {
      const b = await locator.boundingBox();
      expect(b).not.toBeNull();
      return b!;
    };
    const blocks = page.locator("[data-code-block]:visible");
    const untitled = blocks
      .filter({ has: page.locator(".nextra-code > pre:first-child") })
      .first();
    await expect(untitled.locator("pre code")).toContainText("pip install");
    const firstLine = await box(untitled.locator("pre code > span").first());
    for (const name of ["Copy code", "Toggle word wrap"]) {
      const button = await box(untitled.getByTitle(name));
      expect(firstLine.y).toBeGreaterThanOrEqual(button.y + button.height);
    }
    const titled = blocks.filter({ hasText: "app.py" }).first();
    const bar = await box(titled.getByText("app.py"));
    const code = await box(titled.locator("pre"));
    for (const name of ["Copy code", "Toggle word wrap"]) {
      const button = await box(titled.getByTitle(name));
      expect(button.y + button.height).toBeLessThanOrEqual(code.y);
      expect(button.y).toBeLessThan(bar.y + bar.height);
    }
  });

  test("a wide table fades at the edge it continues past", async ({ page }) => {
    await gotoHydrated(page, "/self-hosting");
    const table = page.locator("table.content-table").first();
    await expect(table).toHaveAttribute("data-overflow", "right");
    expect(
      await table.evaluate((t) => getComputedStyle(t).maskImage),
    ).toContain("linear-gradient");
    await table.evaluate((t) => {
      t.scrollLeft = t.scrollWidth;
    });
    await expect(table).toHaveAttribute("data-overflow", "left");
  });

  test("a diagram has a link to its full-size file; the breadcrumb keeps the page name whole", async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, "/self-hosting");
    const open = page.getByRole("link", { name: /Open the diagram full size/ });
    await expect(open.first()).toBeVisible();
    const href = (await open.first().getAttribute("href"))!;
    expect(href).toMatch(/\.svg$/);
    const file = await request.get(href);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toContain("image/svg+xml");

    await gotoHydrated(
      page,
      "/guides/cookbook/example_evaluating_openai_agents",
    );
    const current = page.locator(".nextra-breadcrumb > :last-child");
    const box = await current.evaluate((el) => ({
      cut: el.scrollWidth > el.clientWidth,
      right: el.getBoundingClientRect().right,
    }));
    expect(box.cut).toBe(false);
    expect(box.right).toBeLessThanOrEqual(PHONE.width);
    const ancestors = await page
      .locator(".nextra-breadcrumb > :not(svg):not(:last-child)")
      .evaluateAll((els) => els.map((el) => el.scrollWidth <= el.clientWidth));
    expect(ancestors.every(Boolean)).toBe(true);
  });
});

test.describe("wide screens", () => {
  test.use({ viewport: WIDE });

  test("the phone menu and diagram link stay hidden; card titles are not cut", async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs/tracing");
    await expect(page.locator("details[data-mobile-toc]")).toBeHidden();
    const cut = await page
      .locator(".nextra-card span span")
      .evaluateAll((spans) =>
        spans
          .filter((s) => s.scrollWidth > s.clientWidth)
          .map((s) => s.textContent),
      );
    expect(cut).toEqual([]);
    await gotoHydrated(page, "/self-hosting");
    await expect(
      page.getByRole("link", { name: /Open the diagram full size/ }).first(),
    ).toBeHidden();
  });

  test("diagrams follow the theme", async ({ page }) => {
    await gotoHydrated(page, "/self-hosting");
    const diagram = page.locator("img[data-diagram]").first();
    await diagram.scrollIntoViewIfNeeded();
    await expect
      .poll(() => diagram.evaluate((img: HTMLImageElement) => img.complete))
      .toBe(true);
    await setTheme(page, "light");
    const light = await brightness(diagram);
    await setTheme(page, "dark");
    const dark = await brightness(diagram);
    // A light board in the light theme, a dark one in the dark theme.
    expect(light).toBeGreaterThan(180);
    expect(dark).toBeLessThan(80);
  });

  test("/guides/cookbook opens with its current item in the sidebar's view", async ({
    page,
  }) => {
    await gotoHydrated(page, "/guides/cookbook");
    const scroller = page.locator(
      ".nextra-sidebar-container > ._overflow-y-auto",
    );
    const item = scroller.locator(".nextra-menu-desktop li.active > a", {
      hasText: "Overview",
    });
    const [box, row] = await Promise.all([
      scroller.evaluate((s) => s.getBoundingClientRect().toJSON()),
      item.evaluate((a) => a.getBoundingClientRect().toJSON()),
    ]);
    expect(row.top).toBeGreaterThanOrEqual(box.top);
    expect(row.bottom).toBeLessThanOrEqual(box.bottom);
  });

  test("the footer lines up with the marketing column on the home page", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const footerLeft = await page
      .locator("footer nav h2")
      .first()
      .evaluate((h) => h.getBoundingClientRect().left);
    const sectionLeft = await page
      .locator("#integrations-heading")
      .evaluate((h) => h.getBoundingClientRect().left);
    expect(Math.round(footerLeft)).toBe(Math.round(sectionLeft));
  });
});
