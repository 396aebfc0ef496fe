/**
 * Build step (prebuild and predev): writes `.generated/listings/<section>.json`, the entries the
 * blog, changelog, customers and library index pages list, from the pages themselves.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { LISTING_SECTIONS, listingFile, listingFor } from "../lib/listings";
import { sitePages } from "../lib/site-pages";

const root = process.cwd();
const pages = sitePages(root);
const counts: string[] = [];
for (const section of LISTING_SECTIONS) {
  const items = listingFor(pages, section);
  const file = join(root, listingFile(section));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(items, null, 1)}\n`);
  counts.push(`${section} ${items.length}`);
}
console.log(`Listings: ${counts.join(", ")}.`);
