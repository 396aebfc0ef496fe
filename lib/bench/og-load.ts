import { percentile } from "./stats";

/** What the OG load check measures for one server. */
export interface OgLoadFigures {
  name: string;
  idle: { p50: number; p99: number; requests: number };
  burst: {
    /** The docs page while the burst runs. */
    page: { p50: number; p99: number; requests: number; failed: number };
    images: number;
    ms: number;
    /** Images answered per second (any status). */
    perSecond: number;
    statuses: Record<string, number>;
  };
}

export interface OgLoadTarget {
  label: string;
  value: string;
  pass: boolean;
}

/** Latency summary of one series of page requests (ms). */
export function latencySummary(ms: readonly number[]): {
  p50: number;
  p99: number;
  requests: number;
} {
  return {
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    requests: ms.length,
  };
}

/**
 * The targets, on the figures of the server under test: during the burst a docs page's
 * p99 is at most twice its idle p99 and at most 50 ms, and no page request fails.
 */
export function ogLoadTargets(after: OgLoadFigures): OgLoadTarget[] {
  const { idle, burst } = after;
  return [
    {
      label: "page p99 during the burst <= 2x idle p99",
      value: `${burst.page.p99.toFixed(1)} ms vs 2 x ${idle.p99.toFixed(1)} ms`,
      pass: burst.page.p99 <= 2 * idle.p99,
    },
    {
      label: "page p99 during the burst <= 50 ms",
      value: `${burst.page.p99.toFixed(1)} ms`,
      pass: burst.page.p99 <= 50,
    },
    {
      label: "no page request fails during the burst",
      value: `${burst.page.failed} failed of ${burst.page.requests}`,
      pass: burst.page.failed === 0,
    },
  ];
}
