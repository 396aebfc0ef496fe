import { COPY_LABELS } from "../../components/code/copy-constants";
import { expect, gotoHydrated, test } from "./fixtures";

// The search index is built from the docs themselves: each query must find the page a reader means.
for (const [query, route] of [
  ["decorator", "/docs/sdk/python/sdk-v3"],
  ["masking", "/docs/tracing-features/masking"],
  ["LLM-as-a-judge", "/docs/scores/model-based-evals"],
  ["Helm", "/self-hosting/kubernetes-helm"],
  ["data retention", "/docs/administration/data-retention"],
] as const) {
  test(`search for "${query}" finds ${route}`, async ({ page }) => {
    test.setTimeout(90_000);
    await gotoHydrated(page, "/docs");
    const box = page.getByPlaceholder("Search...").first();
    await box.click();
    await box.pressSequentially(query, { delay: 15 });
    // The first query also loads and indexes the whole site: allow for a busy machine.
    await expect(
      page.locator(`[role="option"][href^="${route}"]`).first(),
    ).toBeVisible({ timeout: 45_000 });
  });
}

test("every code block of the Python SDK reference copies its own code", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await gotoHydrated(page, "/docs/sdk/python/sdk-v3");
  const blocks = page.locator("[data-code-block]");
  expect(await blocks.count()).toBeGreaterThan(10);
  // The first block of the page and one from the middle, inside a language tab.
  for (const index of [0, Math.floor((await blocks.count()) / 2)]) {
    const block = blocks.nth(index);
    if (!(await block.isVisible())) continue;
    await block.scrollIntoViewIfNeeded();
    const code = (await block.locator("code").innerText()).trimEnd();
    await block.getByRole("button", { name: COPY_LABELS.idle }).click();
    await expect(
      block.getByRole("button", { name: COPY_LABELS.copied }),
    ).toBeVisible();
    expect(
      (await page.evaluate(() => navigator.clipboard.readText())).trimEnd(),
    ).toBe(code);
  }
});

test("the tracing overview diagram zooms on click and Escape closes it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, "/docs/tracing");
  const diagram = page.getByRole("img", {
    name: /^Flow from your application to Langfuse/,
  });
  await diagram.scrollIntoViewIfNeeded();
  await expect(
    page.getByRole("button", {
      name: /^Zoom image: Flow from your application/,
    }),
  ).toBeAttached();
  const box = (await diagram.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const overlay = page.getByRole("dialog");
  await expect(overlay).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(overlay).toBeHidden();
});

test("the docs sidebar lists the sections a reader expects", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, "/docs/tracing");
  const sidebar = page.locator("aside").first();
  for (const label of [
    "Tracing",
    "Tracing features",
    "SDKs",
    "Prompts",
    "Scores and evaluation",
    "Datasets and experiments",
    "Metrics and dashboards",
    "Public API",
    "Administration",
  ])
    await expect(
      sidebar.getByText(label, { exact: true }).first(),
    ).toBeVisible();
});
