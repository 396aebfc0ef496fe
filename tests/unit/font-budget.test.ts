import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkFontBudget, FONT_DIR, formatFontBudget } from "@/lib/font-budget";

const dirs: string[] = [];
function exportWith(files: Record<string, number>): string {
  const out = mkdtempSync(join(tmpdir(), "font-budget-"));
  dirs.push(out);
  mkdirSync(join(out, FONT_DIR), { recursive: true });
  for (const [name, bytes] of Object.entries(files))
    writeFileSync(join(out, FONT_DIR, name), Buffer.alloc(bytes));
  return out;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true });
});

describe("checkFontBudget (lib/font-budget.ts)", () => {
  it.each([
    ["one face under the limit", { "a.woff2": 13944 }, 13.8, 13944, null],
    [
      "the largest of two faces over it",
      { "a.woff2": 6000, "b.woff2": 14500 },
      13.8,
      14500,
      "font 14.2 kB > 13.8 kB (_next/static/media/b.woff2)",
    ],
    [
      "images beside the fonts do not count",
      { "a.woff2": 1000, "photo.jpg": 900_000 },
      13.8,
      1000,
      null,
    ],
  ])("%s", (_name, files, limit, bytes, problem) => {
    const result = checkFontBudget(exportWith(files), limit);
    expect(result.largest?.bytes).toBe(bytes);
    expect(result.problem).toBe(problem);
  });

  it("passes an export without fonts and says it has none", () => {
    const result = checkFontBudget(exportWith({}), 13.8);
    expect(result).toEqual({ largest: null, problem: null });
    expect(formatFontBudget(result, 13.8)).toBe("ok   font none exported");
  });

  it.each([
    [13944, "ok   font 13.6/13.8 kB (a.woff2)"],
    [14500, "OVER font 14.2/13.8 kB (a.woff2)"],
  ])("a %i-byte face prints %j", (bytes, line) => {
    const out = exportWith({ "a.woff2": bytes });
    expect(formatFontBudget(checkFontBudget(out, 13.8), 13.8)).toBe(line);
  });
});
