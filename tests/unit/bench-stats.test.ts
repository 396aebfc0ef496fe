import { describe, expect, it } from "vitest";
import { median, medianOrNull, percentile, ratio } from "@/lib/bench/stats";

describe("percentile", () => {
  it.each([
    [[5], 50, 5],
    [[3, 1, 2], 50, 2],
    [[4, 1, 3, 2], 50, 2.5],
    [[10, 20, 30, 40, 50], 0, 10],
    [[10, 20, 30, 40, 50], 100, 50],
    [[10, 20, 30, 40, 50], 25, 20],
    [[10, 20, 30, 40], 90, 37],
  ])("of %j at p%s is %s", (xs, p, expected) => {
    expect(percentile(xs, p)).toBeCloseTo(expected, 10);
  });

  it("leaves its input in its order", () => {
    const xs = [3, 1, 2];
    percentile(xs, 50);
    expect(xs).toEqual([3, 1, 2]);
  });

  it.each([
    [[], 50, "no samples"],
    [[1], 101, "outside 0-100"],
    [[1], Number.NaN, "outside 0-100"],
  ])("throws for %j at p%s", (xs, p, message) => {
    expect(() => percentile(xs, p)).toThrow(message);
  });
});

describe("median", () => {
  it.each([
    [[927, 698, 1100], 927],
    [[83, 78], 80.5],
  ])("of %j is %s", (xs, expected) => {
    expect(median(xs)).toBe(expected);
  });
});

describe("medianOrNull", () => {
  it.each([
    [[12, null, 8, undefined, 10], 10],
    [[null, null], null],
    [[], null],
  ])("of %j is %s", (xs, expected) => {
    expect(medianOrNull(xs)).toBe(expected);
  });
});

describe("ratio", () => {
  it.each([
    [196, 171, 196 / 171],
    [0, 5, 0],
    [5, 0, null],
    [null, 5, null],
    [5, undefined, null],
  ])("%s / %s is %s", (value, baseline, expected) => {
    expect(ratio(value, baseline)).toBe(expected);
  });
});
