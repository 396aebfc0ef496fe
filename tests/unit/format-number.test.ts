import { describe, expect, it } from "vitest";
import { formatCompactNumber } from "@/lib/format-number";

describe("formatCompactNumber", () => {
  it.each([
    [0, "0"],
    [950, "950"],
    [1000, "1K"],
    [1049, "1K"],
    [1050, "1.1K"],
    [15262, "15.3K"],
    [999_999, "1M"],
    [2_345_678, "2.3M"],
  ])("formats %d as %s", (value, expected) => {
    expect(formatCompactNumber(value)).toBe(expected);
  });
});
