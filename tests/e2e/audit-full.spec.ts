import { relative, sep } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { htmlFileToRoute } from "../../lib/routes";
import { exportedHtmlFiles } from "../../lib/list-files";
import { expect, gotoHydrated, test } from "./fixtures";
import { WCAG_TAGS } from "./page-set";

/** `npm run audit`: axe over every exported page (too slow for every test run). */
function allRoutes(dir = "out"): string[] {
  return exportedHtmlFiles(dir)
    .filter((file) => !file.endsWith(`${sep}404.html`))
    .map((file) => htmlFileToRoute(relative(dir, file)))
    .sort();
}

test.describe("full-site accessibility audit", () => {
  test.skip(!process.env.AUDIT_ALL, "run with `npm run audit`");
  for (const route of process.env.AUDIT_ALL ? allRoutes() : []) {
    test(`axe: ${route}`, async ({ page }) => {
      await gotoHydrated(page, route);
      const results = await new AxeBuilder({ page })
        .withTags(WCAG_TAGS)
        .analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
    });
  }
});
