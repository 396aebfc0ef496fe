import type { Page } from "@playwright/test";
import { COPY_CONFIRMATION_MS } from "../../components/code/copy-constants";
import { GIF_START_DELAY_MS } from "../../components/video/video-constants";
import { FEEDBACK_LABELS } from "../../components/feedback/feedback-constants";
import { SYNCED_TAB_STORAGE_KEY } from "../../components/tabs/tab-constants";
import { PYTHON_SDK_PIN } from "../../lib/facts/sdk";
import { expect, gotoHydrated, pauseClock, settle, test } from "./fixtures";

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
    await page.clock.install();
    await gotoHydrated(page, PAGE);
    await pauseClock(page);
    const block = page.locator("[data-code-block]", {
      hasText: "Hello from the copy button test",
    });
    await block.getByRole("button", { name: "Copy code" }).click();
    const copied = block.getByRole("button", { name: "Copied code" });
    await expect(copied).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'print("Hello from the copy button test")',
    );
    await settle(page);
    // The confirmation lasts exactly COPY_CONFIRMATION_MS of page time, however busy the machine.
    await page.clock.runFor(COPY_CONFIRMATION_MS - 1);
    await expect(copied).toBeVisible();
    await page.clock.runFor(1);
    await expect(
      block.getByRole("button", { name: "Copy code" }),
    ).toBeVisible();
  });
});

test.describe("synced language tabs", () => {
  test("a choice switches every group, survives reload, and reaches another page via storage events", async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, PAGE);
    await expect(tabPanelText(page, 0)).toContainText(
      `pip install "${PYTHON_SDK_PIN}"`,
    );
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
    await expect(
      other.getByText('pip install "langfuse>=3.9.0,<4" openai'),
    ).toBeVisible();
  });

  test("the stored tab shows before any JavaScript bundle runs (no flash)", async ({
    page,
  }) => {
    await page.addInitScript(
      (key) => window.localStorage.setItem(key, "JS/TS"),
      SYNCED_TAB_STORAGE_KEY,
    );
    // No script at all: neither Next's chunks nor the island runtime.
    await page.route(/\/(_next\/static\/chunks|_islands)\//, (route) =>
      route.abort(),
    );
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

  test("a gif-style video starts GIF_START_DELAY_MS after it scrolls into view and pauses when it leaves", async ({
    page,
  }) => {
    await page.clock.install();
    await gotoHydrated(page, PAGE);
    await pauseClock(page);
    const container = page.locator("[data-gif-video]");
    const video = container.locator("video");
    const state = () =>
      video.evaluate((v: HTMLVideoElement) => ({
        paused: v.paused,
        src: v.currentSrc,
      }));
    // Off screen: nothing loaded, nothing playing.
    expect(await state()).toEqual({ paused: true, src: "" });
    await container.scrollIntoViewIfNeeded();
    // The player is an island that wakes as it nears the viewport: wait until it is awake.
    await expect(
      page.locator("lf-island[data-hydrated]").filter({ has: container }),
    ).toHaveCount(1);
    await settle(page);
    // Visible, but a fast scroll past must not start it: nothing before the delay has passed.
    await page.clock.runFor(GIF_START_DELAY_MS - 1);
    await settle(page);
    expect(await state()).toEqual({ paused: true, src: "" });
    await page.clock.runFor(1);
    await expect
      .poll(() =>
        video.evaluate(
          (v: HTMLVideoElement) =>
            !v.paused && v.muted && v.loop && !v.controls,
        ),
      )
      .toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.paused))
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
