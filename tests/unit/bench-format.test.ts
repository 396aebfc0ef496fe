import { describe, expect, it } from "vitest";
import {
  formatGib,
  formatKb,
  formatMs,
  formatNumber,
  formatRatio,
  heading,
  renderTable,
} from "@/lib/bench/format";

describe("formatKb", () => {
  it.each([
    [203_456, undefined, "198.7 kB"],
    [1024, undefined, "1.0 kB"],
    [153_600, 0, "150 kB"],
    [-300, undefined, "-0.3 kB"],
    [null, undefined, "n/a"],
    [undefined, undefined, "n/a"],
  ])("%s bytes (%s digits) is %s", (bytes, digits, expected) => {
    expect(formatKb(bytes, digits)).toBe(expected);
  });
});

describe("formatGib", () => {
  it.each([
    [3.2e9, "2.98 GiB"],
    [8 * 1024 ** 3, "8.00 GiB"],
    [0, "0.00 GiB"],
    [null, "n/a"],
  ])("%s bytes is %s", (bytes, expected) => {
    expect(formatGib(bytes)).toBe(expected);
  });
});

describe("formatMs", () => {
  it.each([
    [12.34, "12.3 ms"],
    [99.9, "99.9 ms"],
    [927.4, "927 ms"],
    [9_999, "9999 ms"],
    [12_400, "12.4 s"],
    [119_000, "119.0 s"],
    [245_000, "4 min 05 s"],
    [240_000, "4 min 00 s"],
    [null, "n/a"],
  ])("%s ms is %s", (ms, expected) => {
    expect(formatMs(ms)).toBe(expected);
  });
});

describe("formatRatio and formatNumber", () => {
  it.each([
    [1.146, "1.15x"],
    [0.5, "0.50x"],
    [null, "n/a"],
  ])("ratio %s is %s", (value, expected) => {
    expect(formatRatio(value)).toBe(expected);
  });

  it.each([
    [78.4, 0, "78"],
    [0.0512, 3, "0.051"],
    [undefined, 0, "n/a"],
  ])("number %s with %s digits is %s", (value, digits, expected) => {
    expect(formatNumber(value, digits)).toBe(expected);
  });
});

describe("renderTable", () => {
  it("pads each column to its widest cell and right-aligns the numeric ones", () => {
    const table = renderTable(
      ["page", "JS gz"],
      [
        ["docs", "196.2 kB"],
        ["blog post", "9 kB"],
      ],
      new Set([1]),
    );
    expect(table.split("\n")).toEqual([
      "page          JS gz",
      "---------  --------",
      "docs       196.2 kB",
      "blog post      9 kB",
    ]);
  });

  it("trims trailing spaces of left-aligned last columns and fills missing cells", () => {
    expect(renderTable(["a", "b"], [["x"]]).split("\n")).toEqual([
      "a  b",
      "-  -",
      "x",
    ]);
  });

  it("marks section headings", () => {
    expect(heading("2. Page weight")).toBe("\n== 2. Page weight ==");
  });
});
