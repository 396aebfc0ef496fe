/**
 * Where compiled pages live between scripts/compile-pages.ts (which writes them before
 * `next build`) and pages/[...slug].tsx (which renders them): one JSON file per page under
 * `.next/cache/compiled-pages`, which `next build` keeps, so an unchanged page is not compiled
 * again by the next build.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pageFiles } from "../list-files";
import { isPageSource, pageFileToRoute } from "../routes";
import { sectionFor } from "../sections";
import type { CompiledPage } from "./types";

export { COMPILED_PAGES_ROUTE } from "./route";

export const COMPILED_PAGES_DIR = ".next/cache/compiled-pages";

/**
 * Pages webpack still compiles through Nextra's loader: Next renders `/404` from its own page
 * file, and an optional catch-all that also served `/` could not sit beside `pages/index.mdx`,
 * which `next dev` keeps as a page.
 */
export const WEBPACK_PAGES: ReadonlySet<string> = new Set([
  "pages/404.mdx",
  "pages/index.mdx",
]);

/**
 * The page sources compiled outside webpack, repo-relative and sorted: the MDX pages of island
 * sections (lib/sections.ts), which no browser hydrates whole. A page that hydrates whole needs
 * its own client bundle, so a section without islands stays with Nextra's loader.
 */
export function compiledPageFiles(root: string): string[] {
  return pageFiles(root).filter(
    (file) =>
      isPageSource(file) &&
      !WEBPACK_PAGES.has(file) &&
      sectionFor(pageFileToRoute(file)).islands === true,
  );
}

/** Route -> source of every page compiled outside webpack. */
export function compiledRoutes(root: string): Map<string, string> {
  return new Map(compiledPageFiles(root).map((f) => [pageFileToRoute(f), f]));
}

/** The cache key of a page: its source and everything else that shapes the output. */
export function pageKey(
  source: string,
  contentKey: string,
  root: string,
): string {
  return (
    createHash("sha256")
      .update(contentKey)
      .update("\0")
      // Image imports carry absolute paths: a copy of the repository elsewhere compiles anew.
      .update(root)
      .update("\0")
      .update(source)
      .digest("hex")
  );
}

function entryPath(root: string, route: string): string {
  const name = createHash("sha256").update(route).digest("hex").slice(0, 32);
  return join(root, COMPILED_PAGES_DIR, `${name}.json`);
}

/** The stored page for `route`, if there is one (whatever its key). */
export function readCompiledPage(
  root: string,
  route: string,
): CompiledPage | undefined {
  try {
    return JSON.parse(
      readFileSync(entryPath(root, route), "utf8"),
    ) as CompiledPage;
  } catch {
    return undefined;
  }
}

/** Stores `page`; written to a temporary name first, so a reader never sees half a file. */
export function writeCompiledPage(root: string, page: CompiledPage): void {
  const file = entryPath(root, page.route);
  mkdirSync(join(root, COMPILED_PAGES_DIR), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(page));
  renameSync(temp, file);
}
