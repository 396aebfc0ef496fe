import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkLinks, formatLinkReport } from "@/lib/link-check";

const fixture = join(__dirname, "../fixtures/link-site");

describe("checkLinks", () => {
  it("reports the deliberately broken page link and the missing fragment, and nothing else", () => {
    const report = checkLinks(fixture, ["/planned-page"]);
    expect(report.broken).toEqual([
      { page: "/docs/page", href: "/docs/missing", reason: "missing-page" },
      { page: "/docs/page", href: "/docs#nowhere", reason: "missing-fragment" },
    ]);
    expect(report.pagesChecked).toBe(3);
  });

  it("lists planned routes as pending with their link count instead of failing", () => {
    const report = checkLinks(fixture, ["/planned-page"]);
    expect([...report.pending]).toEqual([["/planned-page", 1]]);
  });

  it("fails when a planned route already exists, so the list only shrinks", () => {
    const report = checkLinks(fixture, ["/planned-page", "/docs/page"]);
    expect(report.plannedButExisting).toEqual(["/docs/page"]);
    expect(formatLinkReport(report)).toContain(
      "PLANNED ROUTE EXISTS (remove it from data/planned-routes.json): /docs/page",
    );
  });

  it("collects external links without treating them as broken", () => {
    const report = checkLinks(fixture, ["/planned-page"]);
    expect([...report.external]).toEqual(["https://example.com/x"]);
  });

  it("treats an unplanned missing route as broken", () => {
    const report = checkLinks(fixture, []);
    expect(report.broken.map((b) => b.href)).toContain("/planned-page");
    expect(formatLinkReport(report)).toMatch(/Link check failed: 3 broken/);
  });
});
