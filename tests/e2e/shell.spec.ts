import catalogue from "../../cookbook/_routes.json";
import { footerGroups } from "../../lib/footer-links";
import { expect, gotoHydrated, test } from "./fixtures";

const SHELL_PAGES = ["/", "/docs", "/docs/get-started", "/does-not-exist"];

test.describe("footer", () => {
  for (const path of SHELL_PAGES) {
    test(`every footer link and the current year are on ${path}`, async ({
      page,
    }) => {
      await page.goto(path);
      const footer = page.getByRole("navigation", { name: "Footer" });
      for (const group of footerGroups()) {
        for (const link of group.links) {
          await expect(
            footer.locator(`a[href="${link.href}"]`),
            link.label,
          ).toHaveCount(1);
        }
      }
      const year = new Date().getFullYear();
      await expect(
        page.getByText(`© 2022-${year} Langfuse GmbH`),
      ).toBeVisible();
      await expect(
        footer.getByRole("link", { name: "LinkedIn" }),
      ).toHaveAttribute("target", "_blank");
      await expect(
        footer.getByRole("link", { name: "LinkedIn" }),
      ).toHaveAttribute("rel", "noopener noreferrer");
    });
  }
});

test.describe("navbar", () => {
  test("HIRING badge shows at 1280 px, hides at 800 px and links to /careers", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/docs");
    const badge = page.getByRole("link", { name: "HIRING" });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute("href", "/careers");
    await page.setViewportSize({ width: 800, height: 800 });
    await expect(badge).toBeHidden();
  });

  test("right-clicking the logo opens the brand dialog, not the browser menu", async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs");
    await page.evaluate(() => {
      document.addEventListener("contextmenu", (e) => {
        (window as unknown as { __menuPrevented: boolean }).__menuPrevented =
          e.defaultPrevented;
      });
    });
    await page
      .getByRole("link", { name: "Langfuse home" })
      .click({ button: "right" });
    const dialog = page.getByRole("dialog", { name: "Langfuse brand assets" });
    await expect(dialog).toBeVisible();
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { __menuPrevented: boolean }).__menuPrevented,
      ),
    ).toBe(true);
    // The assets are real files.
    const hrefs = await dialog
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toHaveLength(8);
    for (const href of hrefs) {
      const res = await page.request.get(href!);
      expect(res.status(), href!).toBe(200);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("GitHub badge shows 15.3K and opens the repository in a new tab", async ({
    page,
  }) => {
    await page.goto("/");
    const badge = page.getByRole("link", { name: /GitHub repository/ });
    await expect(badge).toHaveText("15.3K");
    await expect(badge).toHaveAttribute(
      "href",
      "https://github.com/langfuse/langfuse",
    );
    await expect(badge).toHaveAttribute("target", "_blank");
  });

  test("theme toggle switches to dark and persists across reload", async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs");
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(
      page.getByRole("button", { name: "Switch to light theme" }),
    ).toBeVisible();
  });
});

test.describe("titles and metadata", () => {
  test("the home page title is just the brand", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Langfuse");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://langfuse.com",
    );
  });

  test("a docs page has the suffixed title, Docs og:image and social tags", async ({
    page,
  }) => {
    await page.goto("/docs/get-started");
    await expect(page).toHaveTitle("Get started - Langfuse");
    const ogImage = await page
      .locator('meta[property="og:image"]')
      .getAttribute("content");
    expect(ogImage).toMatch(/^https:\/\/langfuse\.com\/api\/og\?/);
    const params = new URL(ogImage!).searchParams;
    expect(params.get("title")).toBe("Get started");
    expect(params.get("section")).toBe("Docs");
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      "content",
      "https://langfuse.com/docs/get-started",
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://langfuse.com/docs/get-started",
    );
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator("title")).toHaveCount(1);
  });

  test("a page's og:image URL is answered from its prebuilt file, without a render", async ({
    page,
    request,
  }) => {
    await page.goto("/docs/get-started");
    const ogImage = await page
      .locator('meta[property="og:image"]')
      .getAttribute("content");
    const { pathname, search } = new URL(ogImage!);
    const res = await request.get(`${pathname}${search}`);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/png");
    expect(res.headers()["x-cache"]).toBe("STATIC");
    expect(res.headers()["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    const png = await res.body();
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    // 1200 x 630, from the PNG header.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test("a noindex page carries robots noindex, and unknown paths get it with status 404", async ({
    page,
  }) => {
    const res = await page.goto("/no/such/page");
    expect(res?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "Page not found" }),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex",
    );
  });
});

test.describe("docs chrome", () => {
  test("edit link points at the page's source file in the docs repository", async ({
    page,
  }) => {
    await page.goto("/docs/get-started");
    await expect(
      page.getByRole("link", { name: "Edit this page on GitHub" }),
    ).toHaveAttribute(
      "href",
      "https://github.com/langfuse/langfuse-docs/blob/main/pages/docs/get-started.mdx",
    );
  });

  test("on a page generated from a notebook, the edit link points at the notebook", async ({
    page,
  }) => {
    for (const path of [
      "/integrations/frameworks/instructor",
      "/guides/cookbook/integration_instructor",
    ]) {
      await page.goto(path);
      await expect(
        page.getByRole("link", { name: "Edit this page on GitHub" }),
      ).toHaveAttribute(
        "href",
        "https://github.com/langfuse/langfuse-docs/blob/main/cookbook/integration_instructor.ipynb",
      );
    }
  });

  test("previous link, sidebar toggle and back-to-top work", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await gotoHydrated(page, "/docs/get-started");
    await expect(
      page
        .locator(".nextra-nav-container ~ * a", { hasText: "Overview" })
        .last(),
    ).toHaveAttribute("href", "/docs");
    const toggle = page.getByRole("button", {
      name: /hide sidebar|show sidebar/i,
    });
    await expect(toggle).toBeVisible();
    // At the top it is hidden from assistive tech and disabled; it appears after scrolling.
    await expect(
      page.getByRole("button", { name: "Back to top", includeHidden: true }),
    ).toBeDisabled();
    const backToTop = page.getByRole("button", { name: "Back to top" });
    // Scroll in steps so the TOC's intersection observer sees headings pass.
    for (let i = 0; i < 10; i++) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(50);
    }
    await expect(backToTop).toBeEnabled();
    await backToTop.click();
    await expect
      .poll(() => page.evaluate(() => window.scrollY))
      .toBeLessThan(50);
  });

  test("search shows Loading… for a query typed while the index is still loading, then results", async ({
    page,
  }) => {
    // Hold Pagefind's script back so the keystrokes land before it arrives.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/pagefind/pagefind.js", async (route) => {
      await released;
      await route.continue();
    });
    await gotoHydrated(page, "/docs");
    const box = page.getByPlaceholder("Search...").first();
    await box.click();
    await box.pressSequentially("prompt caching", { delay: 20 });
    await expect(page.getByRole("status")).toHaveText("Loading…");
    release();
    await expect(
      page.locator('[role="option"][href="/docs/prompts/caching"]').first(),
    ).toBeVisible();
    await expect(page.getByText("No results found.")).toHaveCount(0);
  });
});

test("search lists a notebook once, at its canonical route", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await gotoHydrated(page, "/docs");
  const box = page.getByPlaceholder("Search...").first();
  await box.click();
  await box.pressSequentially("Instructor", { delay: 20 });
  const options = page.getByRole("option");
  await expect(options.first()).toBeVisible({ timeout: 45_000 });
  const hrefs = await options.evaluateAll((els) =>
    els.map((el) => el.getAttribute("href") ?? ""),
  );
  expect(
    hrefs.some((h) => h.startsWith("/integrations/frameworks/instructor")),
  ).toBe(true);
  // Cookbook copies of notebooks that have a docs route name it as canonical: never a result.
  const duplicates = new Set(
    catalogue
      .filter((e) => e.docsPath)
      .map((e) => `/guides/cookbook/${e.notebook.replace(/\.ipynb$/, "")}`),
  );
  expect(hrefs.filter((h) => duplicates.has(h.split(/[?#]/)[0] ?? ""))).toEqual(
    [],
  );
});

test.describe("server", () => {
  test("trailing slashes redirect to the canonical form", async ({
    request,
  }) => {
    const res = await request.get("/docs/", { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(res.headers()["location"]).toBe("/docs");
  });
});

test.describe("skip link", () => {
  for (const path of ["/", "/docs/get-started", "/blog"]) {
    test(`on ${path} the first Tab stop is "Skip to content", and it takes focus past the header`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoHydrated(page, path);
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to content" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press("Enter");
      await expect(page.locator("#main-content")).toBeFocused();
      await page.keyboard.press("Tab");
      const next = await page.evaluate(() => ({
        inContent: document.activeElement?.closest("article, main") !== null,
        inHeader: document.activeElement?.closest("nav, header") !== null,
      }));
      expect(next).toEqual({ inContent: true, inHeader: false });
    });
  }
});

test("on a phone the header's search button opens the menu with its search box focused, and it finds pages", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, "/docs/get-started");
  const button = page.getByRole("button", { name: "Search", exact: true });
  await expect(button).toBeInViewport();
  const header = await button.boundingBox();
  expect(header!.y).toBeLessThan(64);
  // Everything in the header fits the 375 px screen, the logo included.
  const outside = await page.evaluate(() =>
    Array.from(document.querySelectorAll(".nextra-nav-container nav > *"))
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && (box.left < 0 || box.right > 375)),
  );
  expect(outside).toEqual([]);
  await button.click();
  const box = page
    .locator("aside.nextra-sidebar-container")
    .getByRole("combobox", { name: "Search the site" });
  await expect(box).toBeFocused();
  await expect(box).toBeInViewport();
  await box.fill("prompt caching");
  await expect(
    page
      .getByRole("option")
      .filter({ hasText: /caching/i })
      .first(),
  ).toBeVisible();
  // From 768 px the header has the box itself and no button.
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(button).toBeHidden();
});

test.describe("the menus name the current page", () => {
  for (const [path, name] of [
    ["/docs/get-started", "Quickstart"],
    ["/docs/tracing", "Overview"],
    ["/security/gdpr", "GDPR"],
  ] as const) {
    test(`on ${path} the one link marked aria-current="page" is "${name}", on a desktop and in the phone menu`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(path);
      const desktop = page.locator(
        '.nextra-menu-desktop [aria-current="page"]',
      );
      await expect(desktop).toHaveCount(1);
      await expect(desktop).toHaveText(name);
      await expect(desktop).toHaveAttribute("href", path);
      await page.setViewportSize({ width: 375, height: 800 });
      await gotoHydrated(page, path);
      await page.getByRole("button", { name: "Menu" }).click();
      const phone = page.locator('.nextra-menu-mobile [aria-current="page"]');
      await expect(phone).toHaveCount(1);
      await expect(phone).toBeVisible();
      await expect(phone).toHaveText(name);
    });
  }
});
