import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { REPRESENTATIVE_PAGES, WCAG_TAGS } from "./page-set";

// Chromium logs the 404 of a not-found document itself; that one is expected, nothing else is.
const DOCUMENT_404 =
  "Failed to load resource: the server responded with a status of 404 (Not Found)";

for (const scheme of ["light", "dark"] as const) {
  for (const { path, status } of REPRESENTATIVE_PAGES) {
    test(`${path} (${scheme}) has no axe violations, console errors or failed requests`, async ({
      page,
      pageErrors,
    }) => {
      // axe walks every node: the longest reference pages take ~30 s on a busy CI machine.
      test.setTimeout(90_000);
      await page.emulateMedia({ colorScheme: scheme });
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await page.waitForLoadState("networkidle");
      const results = await new AxeBuilder({ page })
        .withTags(WCAG_TAGS)
        .analyze();
      const summary = results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      );
      expect(summary).toEqual([]);
      const documentUrl = new URL(path, page.url()).href;
      const expectedFailures = status === 404 ? [`${documentUrl} 404`] : [];
      expect(pageErrors.failedRequests).toEqual(expectedFailures);
      expect(
        pageErrors.consoleErrors.filter(
          (e) => !(status === 404 && e === DOCUMENT_404),
        ),
      ).toEqual([]);
    });
  }
}
