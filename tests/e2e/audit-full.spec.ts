import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { htmlFileToRoute } from "../../lib/link-check";
import { expect, gotoHydrated, test } from "./fixtures";
import { WCAG_TAGS } from "./page-set";

/** `npm run audit`: axe over every exported page (too slow for every test run). */
function allRoutes(dir = "out"): string[] {
  const routes: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d)) {
      const full = join(d, entry);
      if (statSync(full).isDirectory()) {
        if (entry !== "_next") walk(full);
      } else if (entry.endsWith(".html") && entry !== "404.html") {
        routes.push(htmlFileToRoute(relative(dir, full)));
      }
    }
  };
  walk(dir);
  return routes.sort();
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
