import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";
import { listFiles } from "../list-files";
import { routeOfTwinPath } from "../routes";
import { sectionFor } from "../sections";
import type { RetrievalOptions, Twin } from "./retrieval";

/**
 * Every page's `.md` twin in a static export (written by scripts/build-machine-files.ts), with its
 * route. Precompressed variants and Next's `_next/` folder are skipped; an export without twins
 * (or no export at all) gives none.
 */
export function readTwins(outDir: string): Twin[] {
  if (!existsSync(outDir)) return [];
  return listFiles(outDir, (name) => name === "_next")
    .filter((file) => file.endsWith(".md"))
    .sort()
    .map((file) => ({
      route: routeOfTwinPath(`/${relative(outDir, file).replace(/\\/g, "/")}`),
      markdown: readFileSync(file, "utf8"),
    }));
}

/**
 * How much the assistant trusts each section of the site: the reference docs first, then guides
 * and the library, then posts and marketing pages, which mention every feature in passing.
 */
const SECTION_WEIGHTS: Readonly<Record<string, number>> = {
  docs: 1,
  integrations: 1,
  "self-hosting": 1,
  security: 1,
  faq: 1,
  guides: 0.85,
  cookbook: 0.75,
  library: 0.75,
  home: 0.7,
  marketing: 0.7,
  pricing: 0.7,
  changelog: 0.5,
  blog: 0.5,
  customers: 0.4,
};
/** Weight of any section not listed (legal pages, translations, contributing). */
const OTHER_SECTION_WEIGHT = 0.3;

/** The retrieval options of this site: which pages, how much each counts, which have heading ids. */
export function siteRetrievalOptions(
  siteUrl: string,
  brand: string,
): RetrievalOptions {
  return {
    siteUrl,
    // Pages that are never indexed (the 404 page) are never cited either.
    exclude: (route) => sectionFor(route).noindex === true,
    pageWeight: (route) =>
      SECTION_WEIGHTS[sectionFor(route).id] ?? OTHER_SECTION_WEIGHT,
    // Raw pages (home, pricing) render their own headings, without ids.
    hasHeadingIds: (route) => sectionFor(route).layout !== "raw",
    brandWords: [brand],
    overviewRoutes: ["/docs", "/why", "/docs/get-started"],
  };
}
