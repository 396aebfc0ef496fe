import { existsSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

import { contributorsFor, type ContributorsMap } from "./contributors";
import { exportedHtmlFiles } from "./list-files";
import { validateLlmsTxt } from "./llms-txt";
import { mdxResidue } from "./markdown/mdx-to-markdown";
import { htmlFileToRoute, isUnder, twinPathFor } from "./routes";

/** Problems with the machine-readable side of an export (twins and llms.txt). */
export function checkMachineFiles(outDir: string): {
  pages: number;
  problems: string[];
} {
  const problems: string[] = [];
  const htmlFiles = exportedHtmlFiles(outDir);
  for (const file of htmlFiles) {
    const route = htmlFileToRoute(relative(outDir, file).split(sep).join("/"));
    const twin = join(outDir, twinPathFor(route));
    if (!existsSync(twin)) {
      problems.push(`${route}: no Markdown twin at ${twinPathFor(route)}`);
      continue;
    }
    const md = readFileSync(twin, "utf8");
    const title =
      /<title>([^<]*)<\/title>/.exec(readFileSync(file, "utf8"))?.[1] ?? "";
    if (!/^# \S/.test(md))
      problems.push(`${twinPathFor(route)}: does not start with "# title"`);
    else if (
      title &&
      !title.startsWith(
        md.slice(2, md.indexOf("\n")).replace(/&/g, "&amp;").slice(0, 20),
      )
    ) {
      problems.push(
        `${twinPathFor(route)}: H1 does not match the page title "${title}"`,
      );
    }
    for (const line of mdxResidue(md))
      problems.push(
        `${twinPathFor(route)}: MDX residue: ${line.slice(0, 100)}`,
      );
  }
  const llms = join(outDir, "llms.txt");
  if (!existsSync(llms)) problems.push("llms.txt missing");
  else
    for (const p of validateLlmsTxt(readFileSync(llms, "utf8")))
      problems.push(`llms.txt:${p.line}: ${p.message}`);
  for (const f of [
    "llms-full.txt",
    "sitemap.xml",
    "robots.txt",
    "blog/rss.xml",
    "changelog/rss.xml",
  ]) {
    if (!existsSync(join(outDir, f))) problems.push(`${f} missing`);
  }
  return { pages: htmlFiles.length, problems };
}

/**
 * Section indexes that must link every page below them: a page nobody can reach from its index
 * is only found by search.
 */
export const INDEX_PAGES = [
  "/integrations",
  "/faq",
  "/library",
  "/blog",
  "/changelog",
  "/customers",
  "/security",
];

/** Pages below each index (in `outDir`) that its HTML does not link. */
export function checkIndexCoverage(
  outDir: string,
  indexes: readonly string[] = INDEX_PAGES,
): string[] {
  const routes = exportedHtmlFiles(outDir).map((f) =>
    htmlFileToRoute(relative(outDir, f).split(sep).join("/")),
  );
  const problems: string[] = [];
  for (const index of indexes) {
    const file = join(outDir, `${index.slice(1)}.html`);
    if (!existsSync(file)) {
      problems.push(`${index}: index page missing`);
      continue;
    }
    const linked = new Set(
      [...readFileSync(file, "utf8").matchAll(/href="([^"#?]+)/g)].map((m) =>
        m[1]!.replace(/\/$/, ""),
      ),
    );
    for (const route of routes)
      if (route.startsWith(`${index}/`) && !linked.has(route))
        problems.push(`${index} does not link ${route}`);
  }
  return problems;
}

/**
 * Pages whose content skips a heading level (an H3 straight after the H1, say): screen reader
 * users navigate by heading level, and axe/Lighthouse flag it (heading-order).
 */
export function checkHeadingOrder(outDir: string): string[] {
  const problems: string[] = [];
  for (const file of exportedHtmlFiles(outDir)) {
    const html = readFileSync(file, "utf8");
    const main = /<main[\s>][\s\S]*<\/main>/.exec(html)?.[0] ?? "";
    let previous = 0;
    for (const m of main.matchAll(/<h([1-6])[\s>]/g)) {
      const level = Number(m[1]);
      if (previous && level > previous + 1) {
        const route = htmlFileToRoute(
          relative(outDir, file).split(sep).join("/"),
        );
        problems.push(`${route}: h${previous} is followed by h${level}`);
        break;
      }
      previous = level;
    }
  }
  return problems;
}

/** Sections whose every page must name at least one contributor (specification). */
export const CONTRIBUTOR_SECTIONS = [
  "/docs",
  "/self-hosting",
  "/integrations",
  "/guides",
  "/faq",
] as const;

/**
 * Exported pages of the contributor sections that the contributors map gives nobody, and how
 * many contributors each checked page shows (for the report).
 */
export function checkContributorCoverage(
  outDir: string,
  map: ContributorsMap,
  sections: readonly string[] = CONTRIBUTOR_SECTIONS,
): { missing: string[]; counts: Map<string, number> } {
  const missing: string[] = [];
  const counts = new Map<string, number>();
  for (const file of exportedHtmlFiles(outDir)) {
    const route = htmlFileToRoute(relative(outDir, file).split(sep).join("/"));
    if (!sections.some((s) => isUnder(route, s))) continue;
    const n = contributorsFor(map, route).length;
    counts.set(route, n);
    if (n === 0) missing.push(route);
  }
  return { missing: missing.sort(), counts };
}
