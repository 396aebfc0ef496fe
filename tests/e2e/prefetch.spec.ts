import { expect, gotoHydrated, test } from "./fixtures";

// patches/next+15.5.28.patch: links prefetch the next page's code when a reader points at them,
// not when they scroll into view (a docs page shows dozens of links).
test("page chunks are prefetched on hover, not because a link is visible", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const chunks: string[] = [];
  page.on("request", (req) => {
    const match = /\/_next\/static\/chunks\/pages\/(.+)-[0-9a-f]+\.js$/.exec(
      req.url(),
    );
    if (match) chunks.push(match[1]!);
  });
  await gotoHydrated(page, "/docs");
  await page.waitForLoadState("networkidle");
  // Only the page itself: the navbar's Pricing link and the sidebar's links are on screen.
  expect(chunks).toEqual(["_app", "docs"]);

  const pricing = page
    .getByRole("link", { name: "Pricing", exact: true })
    .first();
  await pricing.hover();
  await expect.poll(() => chunks).toContain("pricing");
  await pricing.click();
  await expect(page).toHaveURL(/\/pricing$/);
});
