import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkContributorCoverage } from "@/lib/export-check";

function exportOf(files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), "coverage-"));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), "<html></html>");
  }
  return dir;
}

describe("checkContributorCoverage", () => {
  const out = exportOf([
    "docs.html",
    "docs/tracing.html",
    "docs/new-page.html",
    "faq/all/x.html",
    "guides/cookbook/nb.html",
    "blog/post.html",
    "pricing.html",
  ]);

  it("names the pages of the contributor sections that list nobody, and ignores other sections", () => {
    const { missing, counts } = checkContributorCoverage(out, {
      "/docs/index": ["a", "b", "c", "d"],
      "/docs/tracing": ["a"],
      "/faq/all/x": ["b"],
    });
    expect(missing).toEqual(["/docs/new-page", "/guides/cookbook/nb"]);
    expect(Object.fromEntries(counts)).toEqual({
      "/docs": 4,
      "/docs/tracing": 1,
      "/docs/new-page": 0,
      "/faq/all/x": 1,
      "/guides/cookbook/nb": 0,
    });
  });
});
