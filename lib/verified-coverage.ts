import type { PageSource } from "./content-index";
import { isUnder } from "./routes";
import { VERIFIED_SECTIONS } from "./verified";

export interface SectionCoverage {
  section: string;
  verified: number;
  pages: number;
}

/**
 * How many pages of each section that is to be checked carry a `verified` record. Generated
 * notebook pages count under the notebooks, not under their section.
 */
export function verifiedCoverage(
  pages: readonly Pick<PageSource, "route" | "frontMatter">[],
  sections: readonly string[] = VERIFIED_SECTIONS,
): SectionCoverage[] {
  return sections.map((section) => {
    const inSection = pages.filter(
      (p) => isUnder(p.route, section) && !p.frontMatter.generatedFrom,
    );
    return {
      section,
      verified: inSection.filter((p) => p.frontMatter.verified).length,
      pages: inSection.length,
    };
  });
}

/** "docs 10/88, ..., total 15/289 (5.2 %)". */
export function formatCoverage(rows: readonly SectionCoverage[]): string {
  const verified = rows.reduce((n, r) => n + r.verified, 0);
  const pages = rows.reduce((n, r) => n + r.pages, 0);
  const pct = pages === 0 ? 0 : (verified / pages) * 100;
  return `${rows.map((r) => `${r.section.slice(1)} ${r.verified}/${r.pages}`).join(", ")}; total ${verified}/${pages} (${pct.toFixed(1)} %)`;
}
