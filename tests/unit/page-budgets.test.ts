import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  checkPageBudgets,
  formatBudgetRow,
  shellOf,
  pageTypeOf,
  type PageBudgets,
} from "@/lib/page-budgets";

const site = join(__dirname, "../fixtures/budget-site");
const isGenerated = (route: string) => route.startsWith("/integrations/");
const roomy = { shellJsKb: 100, jsKb: 100, cssKb: 100, htmlKb: 100 };

describe("pageTypeOf", () => {
  it.each([
    ["/", false, "home"],
    ["/docs/tracing", false, "docs"],
    ["/integrations/frameworks/instructor", true, "notebook"],
    ["/guides/cookbook/datasets", true, "notebook"],
    ["/self-hosting", false, "docs"],
    ["/404", false, "docs"],
    ["/blog/launch", false, "article"],
    ["/changelog/2025-01-21-audit-logs", false, "article"],
    ["/library/hallucination-detection", false, "article"],
    ["/pricing", false, "marketing"],
    ["/about", false, "article"],
  ] as const)("%s (generated: %s) is a %s page", (route, generated, type) => {
    expect(pageTypeOf(route, generated)).toBe(type);
  });
});

describe("checkPageBudgets", () => {
  it("passes when the heaviest page of every type fits", () => {
    const rows = checkPageBudgets(
      site,
      { home: roomy, docs: roomy, notebook: roomy },
      isGenerated,
    );
    expect(rows.map((r) => [r.type, r.pages, r.problems])).toEqual([
      ["docs", 2, []],
      ["home", 1, []],
      ["notebook", 1, []],
    ]);
    // The docs page that loads three scripts is the heaviest docs page; nomodule scripts do not count.
    const docs = rows.find((r) => r.type === "docs")!;
    expect(docs.largest.js.route).toBe("/docs/tracing");
    expect(docs.largest.js.scripts).toBe(3);
    expect(rows.find((r) => r.type === "home")!.largest.js.scripts).toBe(1);
  });

  it("fails a type whose heaviest page breaches its JS budget, naming the page", () => {
    const docsJs = checkPageBudgets(
      site,
      { home: roomy, docs: roomy, notebook: roomy },
      isGenerated,
    ).find((r) => r.type === "docs")!.largest.js.jsGzip;
    const tight: PageBudgets = {
      home: roomy,
      notebook: roomy,
      // Just below what the heaviest docs page loads.
      docs: { ...roomy, jsKb: Math.floor(docsJs / 1024 - 0.5) },
    };
    const docs = checkPageBudgets(site, tight, isGenerated).find(
      (r) => r.type === "docs",
    )!;
    expect(docs.problems).toHaveLength(1);
    expect(docs.problems[0]).toMatch(
      /^JS \d+\.\d kB > \d+ kB \(\/docs\/tracing\)$/,
    );
    expect(formatBudgetRow(docs)).toMatch(/^OVER docs/);
  });

  it("fails when the shell (first-load JS without the page's own chunk) grows past its budget", () => {
    const rows = checkPageBudgets(
      site,
      { home: roomy, docs: roomy, notebook: { ...roomy, shellJsKb: 1 } },
      isGenerated,
    );
    const notebook = rows.find((r) => r.type === "notebook")!;
    expect(notebook.problems).toEqual([
      expect.stringMatching(
        /^Shell JS \d+\.\d kB > 1 kB \(\/integrations\/frameworks\/instructor\)$/,
      ),
    ]);
  });

  it("counts a page's own chunk in JS but not in its shell", () => {
    const docs = checkPageBudgets(
      site,
      { home: roomy, docs: roomy, notebook: roomy },
      isGenerated,
    ).find((r) => r.type === "docs")!;
    const page = docs.largest.js;
    expect(page.route).toBe("/docs/tracing");
    expect(page.pageJsGzip).toBeGreaterThan(0);
    expect(shellOf(page)).toBe(page.jsGzip - page.pageJsGzip);
  });

  it.each([["cssKb"], ["htmlKb"]] as const)(
    "fails when %s is exceeded",
    (key) => {
      const rows = checkPageBudgets(
        site,
        { home: { ...roomy, [key]: 0.01 }, docs: roomy, notebook: roomy },
        isGenerated,
      );
      expect(rows.find((r) => r.type === "home")!.problems).toHaveLength(1);
    },
  );

  it("fails a page type that has no budget yet", () => {
    const rows = checkPageBudgets(
      site,
      { home: roomy, docs: roomy },
      isGenerated,
    );
    expect(rows.find((r) => r.type === "notebook")!.problems).toEqual([
      "no budget for notebook pages (add one to bench/budgets.json, just above the measured values)",
    ]);
  });
});
