import { expect, test } from "./fixtures";

const GITHUB =
  "https://github.com/langfuse/langfuse-docs/blob/main/cookbook/integration_instructor.ipynb";
const COLAB =
  "https://colab.research.google.com/github/langfuse/langfuse-docs/blob/main/cookbook/integration_instructor.ipynb";

for (const path of [
  "/integrations/frameworks/instructor",
  "/guides/cookbook/integration_instructor",
]) {
  test(`${path} renders the notebook with the notice and its links`, async ({
    page,
  }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Trace Instructor Structured Outputs with Langfuse",
    );
    const notice = page.getByRole("complementary", { name: "Notebook" });
    await expect(notice).toContainText("This is a Jupyter notebook");
    await expect(
      notice.getByRole("link", { name: "Open on GitHub" }),
    ).toHaveAttribute("href", GITHUB);
    await expect(
      notice.getByRole("link", { name: "Run on Google Colab" }),
    ).toHaveAttribute("href", COLAB);
    await expect(page.locator("pre code").first()).toContainText("pip install");
  });
}

test("the cookbook route names the integration page as canonical", async ({
  page,
}) => {
  await page.goto("/guides/cookbook/integration_instructor");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    "https://langfuse.com/integrations/frameworks/instructor",
  );
  await page.goto("/integrations/frameworks/instructor");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    "https://langfuse.com/integrations/frameworks/instructor",
  );
});

test("a js_ notebook says it runs on Deno and offers GitHub only", async ({
  page,
}) => {
  await page.goto("/guides/cookbook/js_langfuse_sdk");
  const notice = page.getByRole("complementary", { name: "Notebook" });
  await expect(notice).toContainText("Deno");
  await expect(
    notice.getByRole("link", { name: "Open on GitHub" }),
  ).toHaveAttribute(
    "href",
    "https://github.com/langfuse/langfuse-docs/blob/main/cookbook/js_langfuse_sdk.ipynb",
  );
  await expect(
    notice.getByRole("link", { name: "Run on Google Colab" }),
  ).toHaveCount(0);
});

test("the guides index groups guide notebooks by topic and links them", async ({
  page,
}) => {
  await page.goto("/guides");
  const headings = await page
    .getByRole("heading", { level: 2 })
    .allTextContents();
  expect(headings).toEqual(
    expect.arrayContaining([
      "Integrations",
      "Evaluation",
      "Datasets",
      "OpenTelemetry",
    ]),
  );
  // The card (title and description), not the sidebar entry.
  await page
    .getByRole("link", {
      name: /^Datasets and Experiments.+Create a Langfuse dataset/,
    })
    .click();
  await expect(page).toHaveURL(/\/guides\/cookbook\/datasets$/);
});

test("non-guide notebooks are listed under their integration category, not in the guides sidebar", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/integrations/frameworks/instructor");
  const sidebar = page.locator("aside.nextra-sidebar-container");
  await expect(
    sidebar.getByRole("link", { name: "Instructor", exact: true }),
  ).toBeVisible();
  await page.goto("/guides/cookbook");
  await expect(
    page
      .locator("aside.nextra-sidebar-container")
      .getByRole("link", { name: /Instructor/ }),
  ).toHaveCount(0);
});
