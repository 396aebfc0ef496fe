import { expect, gotoHydrated, test } from "./fixtures";

// The docs theme's search box and theme menu are our own small ARIA widgets (patches/
// nextra-theme-docs), not Headless UI: these tests hold them to the keyboard contract readers know.

test.describe("search box", () => {
  test.setTimeout(90_000);

  test("arrows move through results, Enter opens the active one, and the box resets", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, "/docs");
    const box = page.getByRole("combobox").first();
    await box.click();
    await box.pressSequentially("sessions", { delay: 20 });
    const options = page.getByRole("option");
    await expect(options.first()).toBeVisible({ timeout: 45_000 });
    await expect(box).toHaveAttribute("aria-expanded", "true");

    await box.press("ArrowDown");
    await box.press("ArrowDown");
    const second = options.nth(1);
    await expect(second).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute(
      "aria-activedescendant",
      (await second.getAttribute("id"))!,
    );
    await box.press("ArrowUp");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    const target = (await options.first().getAttribute("href"))!;

    await box.press("Enter");
    await expect(page).toHaveURL(
      (url) => `${url.pathname}${url.hash}` === target.replace(/\/$/, ""),
    );
    await expect(page.getByRole("combobox").first()).toHaveValue("");
  });

  test("Escape closes the results; typing opens them again; / focuses the box", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, "/docs");
    await page.locator("body").press("/");
    const box = page.getByRole("combobox").first();
    await expect(box).toBeFocused();
    await box.pressSequentially("prompt", { delay: 20 });
    const list = page.getByRole("listbox");
    await expect(page.getByRole("option").first()).toBeVisible({
      timeout: 45_000,
    });
    await box.press("Escape");
    await expect(list).toHaveCount(0);
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).toHaveValue("prompt");
    await box.press("s");
    await expect(page.getByRole("option").first()).toBeVisible();
  });

  test("a click on a result navigates to it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, "/docs");
    const box = page.getByRole("combobox").first();
    await box.click();
    await box.pressSequentially("datasets", { delay: 20 });
    const option = page.getByRole("option").first();
    await expect(option).toBeVisible({ timeout: 45_000 });
    const href = (await option.getAttribute("href"))!;
    await option.click();
    await expect(page).toHaveURL(
      (url) => `${url.pathname}${url.hash}` === href.replace(/\/$/, ""),
    );
  });
});

test.describe("theme menu in the sidebar", () => {
  test("opens with the keyboard, moves with arrows and applies the choice", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, "/docs");
    // The button's name is the current choice; "Change theme" is its title.
    const button = page.locator('button[title="Change theme"]').first();
    await button.focus();
    await button.press("ArrowDown");
    const list = page.getByRole("listbox", { name: "Change theme" });
    await expect(list).toBeVisible();
    await expect(list).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    // The list opens 10 px above the button, aligned with its start, and at least as wide.
    const buttonBox = (await button.boundingBox())!;
    const listBox = (await list.boundingBox())!;
    expect(buttonBox.y - (listBox.y + listBox.height)).toBeCloseTo(10, 0);
    expect(listBox.x).toBeCloseTo(buttonBox.x, 0);
    expect(listBox.width).toBeGreaterThanOrEqual(buttonBox.width);
    // System is selected by default; End moves to it, Home to Light, ArrowDown to Dark.
    await expect(
      list.getByRole("option", { name: "System", selected: true }),
    ).toBeVisible();
    await list.press("Home");
    await list.press("ArrowDown");
    await list.press("Enter");
    await expect(list).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(page.locator("html")).toHaveClass(/dark/);

    await button.click();
    await expect(
      page.getByRole("option", { name: "Dark", selected: true }),
    ).toBeVisible();
    await page.getByRole("option", { name: "Light" }).click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);

    await button.click();
    await expect(page.getByRole("listbox")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("listbox")).toHaveCount(0);
    await button.click();
    await page.mouse.click(700, 400);
    await expect(page.getByRole("listbox")).toHaveCount(0);
  });

  test("fetches the listbox's code only when the switch is touched; letters typed pick an option", async ({
    page,
  }) => {
    const listboxChunk = /\/_islands\/theme-switch-listbox-[\w-]+\.js$/;
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (listboxChunk.test(request.url())) fetched.push(request.url());
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, "/docs");
    expect(fetched).toEqual([]);
    const button = page.locator('button[title="Change theme"]').first();
    // The first press fetches the code and is replayed: the list opens.
    await button.click();
    const list = page.getByRole("listbox", { name: "Change theme" });
    await expect(list).toBeFocused();
    expect(fetched).toHaveLength(1);
    // "d" moves to Dark, Enter chooses it (a Space this soon would join the search, "d ").
    await list.press("d");
    await expect(list).toHaveAttribute(
      "aria-activedescendant",
      (await list.getByRole("option", { name: "Dark" }).getAttribute("id"))!,
    );
    await list.press("Enter");
    await expect(list).toHaveCount(0);
    await expect(page.locator("html")).toHaveClass(/dark/);
  });
});
