/** After a build: every internal link resolves, every page has a clean .md twin, llms.txt is valid. */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { z } from "zod";
import type { ContributorsMap } from "../lib/contributors";
import {
  checkContributorCoverage,
  checkHeadingOrder,
  checkIndexCoverage,
  checkMachineFiles,
} from "../lib/export-check";
import { checkLinks, formatLinkReport } from "../lib/link-check";
import { exportedHtmlFiles } from "../lib/list-files";
import { siteConfig } from "../lib/site-config";
import { checkPrebuiltOgImages } from "../server/og/prebuild-images";

const outDir = resolve(process.argv[2] ?? "out");
const planned = z
  .array(z.string().startsWith("/"))
  .parse(JSON.parse(readFileSync(resolve("data/planned-routes.json"), "utf8")));
const links = checkLinks(outDir, planned, siteConfig.siteUrl);
console.log(formatLinkReport(links));
const machine = checkMachineFiles(outDir);
for (const p of machine.problems) console.log(`MACHINE ${p}`);
console.log(
  machine.problems.length === 0
    ? `Machine-readable files passed: ${machine.pages} pages with .md twins, llms.txt valid.`
    : `Machine-readable files failed: ${machine.problems.length} problems.`,
);
const unlinked = checkIndexCoverage(outDir);
for (const p of unlinked) console.log(`INDEX ${p}`);
console.log(
  unlinked.length === 0
    ? "Section indexes link every page below them."
    : `Section indexes miss ${unlinked.length} pages.`,
);
const headings = checkHeadingOrder(outDir);
for (const p of headings) console.log(`HEADINGS ${p}`);
if (headings.length === 0) console.log("No page skips a heading level.");
const contributors = checkContributorCoverage(
  outDir,
  JSON.parse(
    readFileSync(resolve("data/contributors.json"), "utf8"),
  ) as ContributorsMap,
);
for (const route of contributors.missing)
  console.log(
    `CONTRIBUTORS ${route}: nobody listed (add an owner in data/page-owners.txt, then npm run contributors)`,
  );
const histogram = new Map<number, number>();
for (const n of contributors.counts.values())
  histogram.set(n, (histogram.get(n) ?? 0) + 1);
console.log(
  `Contributors: ${contributors.counts.size - contributors.missing.length} of ${contributors.counts.size} docs, self-hosting, integrations, guides and FAQ pages list someone (${[
    ...histogram,
  ]
    .sort(([a], [b]) => a - b)
    .map(([n, pages]) => `${pages} pages with ${n}`)
    .join(", ")}).`,
);
const og = checkPrebuiltOgImages(outDir, exportedHtmlFiles(outDir));
for (const file of og.missing)
  console.log(`OG ${file}: its og:image has no prebuilt file in out/og/`);
console.log(
  og.missing.length === 0
    ? `Social images: all ${og.pages} pages with a generated og:image have a prebuilt file.`
    : `Social images: ${og.missing.length} of ${og.pages} pages have no prebuilt file.`,
);
if (
  og.missing.length > 0 ||
  contributors.missing.length > 0 ||
  headings.length > 0 ||
  unlinked.length > 0 ||
  links.broken.length > 0 ||
  links.plannedButExisting.length > 0 ||
  machine.problems.length > 0
)
  process.exit(1);
