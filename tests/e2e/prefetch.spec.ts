import { expect, gotoHydrated, test } from "./fixtures";

// Island pages (issue 20) navigate with page loads. Their speculation rules (lib/islands/island-page.ts)
// fetch a page when a reader points at a link to it, not because the link is on screen: a docs
// page shows dozens of links (navbar, sidebar, footer).
test("a page is prefetched on hover, not because a link to it is visible, and the click uses it", async ({
  context,
}) => {
  // Not the fixture's page: Chromium does not report speculative prefetches to a page whose
  // requests are intercepted (the fixture routes every non-loopback request).
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  const documents: string[] = [];
  page.on("request", (req) => {
    const { pathname } = new URL(req.url());
    if (req.resourceType() === "other" && !/\.\w+$/.test(pathname))
      documents.push(pathname);
    if (pathname.startsWith("/_next/static/chunks/"))
      documents.push(`Next chunk ${pathname}`);
  });
  await gotoHydrated(page, "/docs");
  // The navbar's Pricing link and the sidebar's links are on screen; nothing is fetched for them.
  expect(documents).toEqual([]);

  const pricing = page
    .getByRole("link", { name: "Pricing", exact: true })
    .first();
  await pricing.hover();
  await expect.poll(() => documents).toEqual(["/pricing"]);
  await pricing.click();
  await expect(page).toHaveURL(/\/pricing$/);
  // The page the reader arrived at is the one fetched on hover, not a second request.
  expect(
    await page.evaluate(
      () =>
        (
          performance.getEntriesByType(
            "navigation",
          )[0] as PerformanceNavigationTiming & { deliveryType?: string }
        ).deliveryType,
    ),
  ).toBe("navigational-prefetch");
});
