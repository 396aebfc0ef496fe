import { FEEDBACK_LABELS } from "../../components/feedback/feedback-constants";
import { expect, gotoHydrated, test } from "./fixtures";

test("the blog index lists posts newest first, each with its date and author badges", async ({
  page,
}) => {
  await page.goto("/blog");
  await expect(
    page.getByRole("heading", { level: 1, name: "Blog" }),
  ).toBeVisible();
  const posts = page.locator("main ol > li article");
  expect(await posts.count()).toBeGreaterThanOrEqual(12);
  const dates = await posts
    .locator("time")
    .evaluateAll((els) => els.map((el) => el.getAttribute("datetime") ?? ""));
  expect(dates.length).toBe(await posts.count());
  expect([...dates].sort().reverse()).toEqual(dates);
  for (const i of [0, (await posts.count()) - 1])
    await expect(
      posts
        .nth(i)
        .getByRole("list", { name: "Authors" })
        .getByRole("listitem")
        .first(),
    ).toBeVisible();
  // The feed lists the same posts.
  const rss = await (await page.request.get("/blog/rss.xml")).text();
  expect(rss.match(/<item>/g)?.length).toBe(await posts.count());
});

test("a changelog entry shows its date and its authors", async ({ page }) => {
  await page.goto("/changelog");
  const first = page.locator("main ol > li article").first();
  const date = await first.locator("time").getAttribute("datetime");
  await first.getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/changelog/${date}-`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("list", { name: "Authors" })).toBeVisible();
  expect(await page.locator("main time, article time").count()).toBeGreaterThan(
    0,
  );
});

test("a customer story ends with the call to action to talk to us or read the docs", async ({
  page,
}) => {
  await page.goto("/customers/canva");
  const cta = page.getByRole("complementary", {
    name: "Ready to see what Langfuse can do for your team?",
  });
  await expect(cta).toHaveCount(1);
  await expect(cta.getByRole("link", { name: "Talk to us" })).toHaveAttribute(
    "href",
    "/talk-to-us",
  );
  await expect(
    cta.getByRole("link", { name: "Read the docs" }),
  ).toHaveAttribute("href", "/docs");
  // The index lists the stories, without the call to action of a story.
  await page.goto("/customers");
  expect(await page.locator("main ol > li").count()).toBeGreaterThanOrEqual(4);
});

for (const [path, lang] of [
  ["/jp", "ja"],
  ["/kr", "ko"],
  ["/cn", "zh"],
  ["/docs", "en"],
] as const) {
  test(`${path} is served with lang="${lang}"`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
  });
}

for (const path of ["/imprint", "/blog", "/customers", "/careers"]) {
  test(`${path} shows no feedback footer`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(page.getByText(FEEDBACK_LABELS.question)).toHaveCount(0);
  });
}

test("docs pages still ask for feedback", async ({ page }) => {
  await gotoHydrated(page, "/docs/tracing");
  await expect(page.getByText(FEEDBACK_LABELS.question)).toBeVisible();
});

test("a link to another section navigates there (full page load across section manifests)", async ({
  page,
}) => {
  await gotoHydrated(page, "/docs/tracing");
  await page.locator('a[href="/blog"]').first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Blog" }),
  ).toBeVisible();
});
