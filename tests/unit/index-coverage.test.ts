import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkHeadingOrder, checkIndexCoverage } from "@/lib/export-check";

let out: string;
afterEach(() => rmSync(out, { recursive: true, force: true }));

function site(files: Record<string, string>) {
  out = mkdtempSync(join(tmpdir(), "index-coverage-"));
  for (const [file, html] of Object.entries(files)) {
    mkdirSync(dirname(join(out, file)), { recursive: true });
    writeFileSync(join(out, file), html);
  }
}

describe("checkIndexCoverage", () => {
  it("passes when the index links every page below it (with or without a trailing slash or hash)", () => {
    site({
      "faq.html": '<a href="/faq/all/a">A</a><a href="/faq/all/b/#x">B</a>',
      "faq/all/a.html": "",
      "faq/all/b.html": "",
      "docs.html": "",
    });
    expect(checkIndexCoverage(out, ["/faq"])).toEqual([]);
  });

  it("names every page the index does not link, and a missing index", () => {
    site({
      "faq.html": '<a href="/faq/all/a">A</a>',
      "faq/all/a.html": "",
      "faq/all/orphan.html": "",
    });
    expect(checkIndexCoverage(out, ["/faq", "/library"])).toEqual([
      "/faq does not link /faq/all/orphan",
      "/library: index page missing",
    ]);
  });
});

describe("checkHeadingOrder", () => {
  it.each([
    ["<main><h1>T</h1><h2>A</h2><h3>B</h3><h2>C</h2></main>", []],
    [
      "<main><h1>T</h1><h2>A</h2><h4>B</h4></main>",
      ["/p: h2 is followed by h4"],
    ],
    ["<main><h1>T</h1><h3 id=x>Step</h3></main>", ["/p: h1 is followed by h3"]],
    ["<nav><h4>menu</h4></nav><main><h1>T</h1><h2>A</h2></main>", []],
  ])("%s -> %j", (html, problems) => {
    site({ "p.html": html });
    expect(checkHeadingOrder(out)).toEqual(problems);
  });
});
