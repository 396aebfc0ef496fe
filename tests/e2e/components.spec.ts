import type { Page } from "@playwright/test";
import { COPY_CONFIRMATION_MS } from "../../components/code/copy-constants";
import { FEEDBACK_LABELS } from "../../components/feedback/feedback-constants";
import { SYNCED_TAB_STORAGE_KEY } from "../../components/tabs/tab-constants";
import { expect, gotoHydrated, test } from "./fixtures";

const PAGE = "/contributing/components";

function tabPanelText(page: Page, index: number) {
  return page.getByRole("tabpanel").nth(index);
}

test.describe("code copy", () => {
  test("writes the block's code to the clipboard and returns to idle after 2 s", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, PAGE);
    const block = page.locator("[data-code-block]", {
      hasText: "Hello from the copy button test",
    });
    await block.getByRole("button", { name: "Copy code" }).click();
    await expect(
      block.getByRole("button", { name: "Copied code" }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'print("Hello from the copy button test")',
    );
    const copiedAt = Date.now();
    await expect(block.getByRole("button", { name: "Copy code" })).toBeVisible({
      timeout: COPY_CONFIRMATION_MS + 2000,
    });
    expect(Date.now() - copiedAt).toBeGreaterThanOrEqual(
      COPY_CONFIRMATION_MS - 300,
    );
  });
});

test.describe("synced language tabs", () => {
  test("a choice switches every group, survives reload, and reaches another page via storage events", async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, PAGE);
    await expect(tabPanelText(page, 0)).toContainText("pip install langfuse");
    await page.getByRole("tab", { name: "JS/TS" }).first().click();
    await expect(
      page.getByRole("tab", { name: "JS/TS" }).nth(1),
    ).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("new LangfuseClient()")).toBeVisible();
    await expect(page.getByText("print(langfuse.auth_check())")).toBeHidden();
    // The separately keyed group keeps its own choice.
    await expect(page.getByRole("tab", { name: "Cloud" })).toHaveAttribute(
      "aria-selected",
      "true",
    );

    await page.reload();
    await expect(page.getByText("new LangfuseClient()")).toBeVisible();

    const other = await context.newPage();
    await gotoHydrated(other, "/docs/get-started");
    await expect(
      other.getByRole("tab", { name: "JS/TS" }).first(),
    ).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Python" }).first().click();
    await expect(
      other.getByRole("tab", { name: "Python" }).first(),
    ).toHaveAttribute("aria-selected", "true");
    await expect(other.getByText("pip install langfuse")).toBeVisible();
  });

  test("the stored tab shows before any JavaScript bundle runs (no flash)", async ({
    page,
  }) => {
    await page.addInitScript(
      (key) => window.localStorage.setItem(key, "JS/TS"),
      SYNCED_TAB_STORAGE_KEY,
    );
    await page.route("**/_next/static/chunks/**", (route) => route.abort());
    await page.goto(PAGE);
    await expect(page.getByText("new LangfuseClient()")).toBeVisible();
    await expect(page.getByText("print(langfuse.auth_check())")).toBeHidden();
  });
});

test.describe("video", () => {
  test("the poster shows the duration; a click plays the video with controls", async ({
    page,
  }) => {
    await gotoHydrated(page, PAGE);
    const figure = page.locator("figure[data-video]", {
      hasText: "Video component sample",
    });
    await expect(figure.getByText("0:06 min")).toBeVisible();
    await page
      .getByRole("button", { name: "Play video: Video component sample" })
      .click();
    const video = figure.locator("video");
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.paused), {
        timeout: 10_000,
      })
      .toBe(false);
    await expect(figure.locator("[data-media-player]")).toBeVisible();
    // vidstack's default layout: play/pause, mute, settings (speed, captions), PiP, fullscreen.
    await figure.hover();
    for (const name of [
      /^(Play|Pause)$/,
      /^(Mute|Unmute)$/,
      "Settings",
      /^(Enter |Exit )?Fullscreen$/,
    ]) {
      await expect(figure.getByRole("button", { name }).first()).toBeAttached();
    }
    await expect(
      figure.getByRole("button", { name: /Google Cast/ }),
    ).toHaveCount(0);
  });

  test("a gif-style video plays only while scrolled into view", async ({
    page,
  }) => {
    await gotoHydrated(page, PAGE);
    const container = page.locator("[data-gif-video]");
    const video = container.locator("video");
    // Off screen: nothing loaded, nothing playing.
    expect(
      await video.evaluate((v: HTMLVideoElement) => ({
        paused: v.paused,
        src: v.currentSrc,
      })),
    ).toEqual({ paused: true, src: "" });
    await container.scrollIntoViewIfNeeded();
    await expect
      .poll(
        () =>
          video.evaluate(
            (v: HTMLVideoElement) =>
              !v.paused && v.muted && v.loop && !v.controls,
          ),
        { timeout: 10_000 },
      )
      .toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.paused), {
        timeout: 5_000,
      })
      .toBe(true);
  });
});

test.describe("image zoom", () => {
  test("a click opens the zoom overlay and Escape closes it", async ({
    page,
  }) => {
    await gotoHydrated(page, PAGE);
    const image = page
      .getByRole("img", { name: /^A frame of the sample video/ })
      .first();
    await image.scrollIntoViewIfNeeded();
    await expect(
      page.getByRole("button", {
        name: /^Zoom image: A frame of the sample video/,
      }),
    ).toBeAttached();
    // Click where a reader would: on the image.
    const box = (await image.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const overlay = page.getByRole("dialog");
    await expect(overlay).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(overlay).toBeHidden();
    // A click on the backdrop closes it too.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(overlay).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(overlay).toBeHidden();
  });

  test("nothing zooms at 500 px width", async ({ page }) => {
    await page.setViewportSize({ width: 500, height: 900 });
    await gotoHydrated(page, PAGE);
    await expect(
      page.getByRole("button", { name: /^Zoom image:/ }),
    ).toHaveCount(0);
    await page
      .getByRole("img", { name: /^A frame of the sample video/ })
      .first()
      .click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("feedback", () => {
  test("sends the choice and the comment, then thanks the reader", async ({
    page,
  }) => {
    const bodies: unknown[] = [];
    await page.route("**/api/feedback", async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ status: "OK", id: "1" }),
      });
    });
    await gotoHydrated(page, "/docs/get-started");
    await page.getByRole("button", { name: FEEDBACK_LABELS.negative }).click();
    await expect(
      page.getByRole("dialog", { name: FEEDBACK_LABELS.negativeTitle }),
    ).toBeVisible();
    await page
      .getByLabel(FEEDBACK_LABELS.commentLabel)
      .fill("The JS example needs an import for fetch.");
    await page.getByRole("button", { name: FEEDBACK_LABELS.send }).click();
    await expect(
      page.getByRole("dialog", { name: FEEDBACK_LABELS.thanks }),
    ).toBeVisible();
    expect(bodies).toEqual([
      { page: "/docs/get-started", feedback: "negative" },
      {
        page: "/docs/get-started",
        feedback: "negative",
        comment: "The JS example needs an import for fetch.",
      },
    ]);
    await page.getByRole("button", { name: FEEDBACK_LABELS.done }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

test.describe("feedback against the real server", () => {
  test("a positive vote with a comment is accepted by /api/feedback and thanked", async ({
    page,
  }) => {
    const responses: number[] = [];
    page.on("response", (res) => {
      if (res.url().endsWith("/api/feedback")) responses.push(res.status());
    });
    await gotoHydrated(page, "/docs");
    await page.getByRole("button", { name: FEEDBACK_LABELS.positive }).click();
    await page
      .getByLabel(FEEDBACK_LABELS.commentLabel)
      .fill("Clear overview, thanks.");
    await page.getByRole("button", { name: FEEDBACK_LABELS.send }).click();
    await expect(
      page.getByRole("dialog", { name: FEEDBACK_LABELS.thanks }),
    ).toBeVisible();
    expect(responses).toEqual([200, 200]);
  });
});
