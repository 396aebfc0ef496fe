import { relative, sep } from "node:path";
import { exportedHtmlFiles } from "./list-files";
import { measurePageWeight, type PageWeight } from "./page-weight";
import { htmlFileToRoute } from "./routes";
import { sectionFor } from "./sections";

/** Kinds of page that share a first-load budget. */
export type PageType = "home" | "docs" | "notebook" | "article" | "marketing";

/** Budgets of one page type, in gzipped kB; the heaviest page of the type must fit each. */
export interface PageBudget {
  /**
   * First-load JS without the page's own content chunk: framework, theme, components, page map
   * and build manifest. What every page of the type pays; this is the budget that only goes down.
   */
  shellJsKb: number;
  /** All first-load JS, content included (a ceiling for the longest page). */
  jsKb: number;
  cssKb: number;
  htmlKb: number;
}

export type PageBudgets = Partial<Record<PageType, PageBudget>>;

/**
 * The page type of a route, by layout: notebook pages are docs pages generated from a notebook.
 * Whether a page is an island page (issue 20) changes how its JS is counted (lib/page-weight.ts
 * follows the islands manifest), not its type.
 */
export function pageTypeOf(route: string, generated: boolean): PageType {
  if (route === "/") return "home";
  if (generated) return "notebook";
  const section = sectionFor(route);
  switch (section.layout) {
    case "docs":
    case "plain":
      return "docs";
    case "article":
      return "article";
    case "raw":
      return "marketing";
  }
}

export interface BudgetRow {
  type: PageType;
  pages: number;
  /** The heaviest page of the type for each measure. */
  largest: {
    shell: PageWeight;
    js: PageWeight;
    css: PageWeight;
    html: PageWeight;
  };
  budget?: PageBudget;
  /** What is over budget, e.g. `JS 210.3 kB > 205 kB (/docs/x)`; a type without a budget is a failure too. */
  problems: string[];
}

const kb = (bytes: number) => bytes / 1024;

/** First-load JS without the page's own chunk. */
export const shellOf = (w: PageWeight) => w.jsGzip - w.pageJsGzip;

/**
 * Measures the first-load weight of every exported page and compares the heaviest page of each
 * type with its budget. `isGenerated(route)` tells notebook pages apart.
 */
export function checkPageBudgets(
  outDir: string,
  budgets: PageBudgets,
  isGenerated: (route: string) => boolean,
): BudgetRow[] {
  const gzipCache = new Map<string, number>();
  const byType = new Map<PageType, PageWeight[]>();
  for (const file of exportedHtmlFiles(outDir)) {
    const rel = relative(outDir, file).split(sep).join("/");
    const route = htmlFileToRoute(rel);
    const weight = measurePageWeight(outDir, route, rel, gzipCache);
    const type = pageTypeOf(route, isGenerated(route));
    byType.set(type, [...(byType.get(type) ?? []), weight]);
  }
  const rows: BudgetRow[] = [];
  for (const [type, weights] of byType) {
    const max = (size: (w: PageWeight) => number) =>
      weights.reduce((a, b) => (size(b) > size(a) ? b : a));
    const largest = {
      shell: max(shellOf),
      js: max((w) => w.jsGzip),
      css: max((w) => w.cssGzip),
      html: max((w) => w.htmlGzip),
    };
    const budget = budgets[type];
    const problems: string[] = [];
    if (!budget)
      problems.push(
        `no budget for ${type} pages (add one to bench/budgets.json, just above the measured values)`,
      );
    else {
      const checks: Array<[string, PageWeight, number, number]> = [
        [
          "Shell JS",
          largest.shell,
          kb(shellOf(largest.shell)),
          budget.shellJsKb,
        ],
        ["JS", largest.js, kb(largest.js.jsGzip), budget.jsKb],
        ["CSS", largest.css, kb(largest.css.cssGzip), budget.cssKb],
        ["HTML", largest.html, kb(largest.html.htmlGzip), budget.htmlKb],
      ];
      for (const [what, page, value, limit] of checks)
        if (value > limit)
          problems.push(
            `${what} ${value.toFixed(1)} kB > ${limit} kB (${page.route})`,
          );
    }
    rows.push({ type, pages: weights.length, largest, budget, problems });
  }
  return rows.sort((a, b) => a.type.localeCompare(b.type));
}

/** One line per page type: the heaviest page's figures against the budget. */
export function formatBudgetRow(row: BudgetRow): string {
  const b = row.budget;
  const fmt = (value: number, limit?: number) =>
    `${value.toFixed(1)}${limit === undefined ? "" : `/${limit}`} kB`;
  return `${row.problems.length ? "OVER" : "ok  "} ${row.type.padEnd(9)} ${String(row.pages).padStart(4)} pages  shell JS ${fmt(kb(shellOf(row.largest.shell)), b?.shellJsKb)} (${row.largest.shell.route})  JS ${fmt(kb(row.largest.js.jsGzip), b?.jsKb)} (${row.largest.js.route})  CSS ${fmt(kb(row.largest.css.cssGzip), b?.cssKb)}  HTML ${fmt(kb(row.largest.html.htmlGzip), b?.htmlKb)} (${row.largest.html.route})`;
}
