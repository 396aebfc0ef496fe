import { describe, expect, it } from "vitest";
import {
  latencySummary,
  ogLoadTargets,
  type OgLoadFigures,
} from "@/lib/bench/og-load";

const figures = (
  idleP99: number,
  burstP99: number,
  failed = 0,
): OgLoadFigures => ({
  name: "after",
  idle: { p50: 2, p99: idleP99, requests: 400 },
  burst: {
    page: { p50: 3, p99: burstP99, requests: 900, failed },
    images: 300,
    ms: 10_000,
    perSecond: 30,
    statuses: { "200": 300 },
  },
});

describe("ogLoadTargets", () => {
  it.each([
    // idle p99, burst p99, failures -> [2x idle, <= 50 ms, no failures]
    [10, 20, 0, [true, true, true]],
    [10, 20.5, 0, [false, true, true]],
    [30, 55, 0, [true, false, true]],
    [10, 12, 1, [true, true, false]],
  ])(
    "idle p99 %d ms, burst p99 %d ms, %d failed",
    (idle, during, failed, expected) => {
      expect(
        ogLoadTargets(figures(idle, during, failed)).map((t) => t.pass),
      ).toEqual(expected);
    },
  );
});

describe("latencySummary", () => {
  it("gives p50 and p99 of the samples", () => {
    const ms = Array.from({ length: 100 }, (_, i) => i + 1);
    // Interpolated between ranks, as lib/bench/stats.ts defines percentiles.
    expect(latencySummary(ms)).toEqual({
      p50: 50.5,
      p99: 99.01,
      requests: 100,
    });
  });
});
