/**
 * The steps before `next build` (`prebuild`) and `next dev` (`predev`), in one process: as five
 * `tsx` commands each paid about 0.7 s of start-up, most of a one-page rebuild's prebuild time.
 * `tsx scripts/prebuild.ts [step ...]` runs the named steps in order; no names runs them all.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { readPageSources } from "../lib/content-index";
import { buildCookbook } from "../lib/cookbook/build-cookbook";
import { buildFonts } from "../lib/fonts/build-fonts";
import { LISTING_SECTIONS, listingFile, listingFor } from "../lib/listings";
import { sitePages } from "../lib/site-pages";
import { compilePages } from "./compile-pages";

/** Each step returns the line it prints. */
const STEPS: Record<string, (root: string) => string | Promise<string>> = {
  // Notebooks to MDX pages (incremental; lib/cookbook).
  cookbook(root) {
    const stats = buildCookbook(root);
    for (const warning of stats.warnings) console.warn(`warning: ${warning}`);
    return `Cookbook: ${stats.notebooks} notebooks, ${stats.converted} converted, ${stats.filesWritten} files written, ${stats.filesUnchanged} unchanged, ${stats.filesRemoved} removed.`;
  },
  // Fails with the file and field when any page's front matter is invalid.
  validate(root) {
    return `Content valid: ${readPageSources(root).length} pages.`;
  },
  // `.generated/listings/<section>.json`: what the blog, changelog, customers and library indexes list.
  listings(root) {
    const pages = sitePages(root);
    const counts: string[] = [];
    for (const section of LISTING_SECTIONS) {
      const items = listingFor(pages, section);
      const file = join(root, listingFile(section));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(items, null, 1)}\n`);
      counts.push(`${section} ${items.length}`);
    }
    return `Listings: ${counts.join(", ")}.`;
  },
  fonts: buildFonts,
  // The MDX pages pages/[...slug].tsx renders (issue 25).
  mdx: compilePages,
};

async function main(): Promise<void> {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !(name in STEPS));
  if (unknown.length > 0)
    throw new Error(
      `unknown step ${unknown.join(", ")}; the steps are ${Object.keys(STEPS).join(", ")}`,
    );
  const root = process.cwd();
  const started = performance.now();
  const times: string[] = [];
  for (const name of names.length > 0 ? names : Object.keys(STEPS)) {
    const stepStarted = performance.now();
    console.log(await STEPS[name]!(root));
    times.push(
      `${name} ${((performance.now() - stepStarted) / 1000).toFixed(1)} s`,
    );
  }
  console.log(
    `Pre-build: ${times.join(", ")}; ${((performance.now() - started) / 1000).toFixed(1)} s in all.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
