import { pageFiles } from "../list-files";
import { isPageSource, pageFileToRoute } from "../routes";
import { sectionFor } from "../sections";

/**
 * The routes that become island pages after the export (lib/islands/build-island-pages.ts), from the page
 * sources under `pagesDir`. Next builds no client bundle for them (patches/next+15.5.28.patch
 * reads this list from `NEXT_SERVER_ONLY_PAGES`): nothing would ever load it. Configured
 * integrations (analytics, HubSpot, support chat) run from the island runtime, so they change
 * nothing here.
 */
export function islandPageRoutes(rootDir: string): string[] {
  return pageFiles(rootDir)
    .filter(isPageSource)
    .map(pageFileToRoute)
    .filter((route) => sectionFor(route).islands === true)
    .sort();
}

/**
 * The routes among Next's page files (`/index.mdx`, `/[...slug].tsx`, as in
 * `NEXT_PRIVATE_PAGE_PATHS`) that get a client bundle: all but `_app`, `_document`, `_error` and the
 * server-only pages. next.config.mjs builds `_app` without the theme when there are none.
 */
export function clientPageRoutes(
  pagePaths: readonly string[],
  serverOnly: Iterable<string>,
): string[] {
  const skip = new Set(serverOnly);
  return pagePaths
    .map(
      (path) =>
        path.replace(/\.(tsx|mdx?)$/, "").replace(/\/index$/, "") || "/",
    )
    .filter(
      (route) => !/^\/_(app|document|error)$/.test(route) && !skip.has(route),
    );
}
