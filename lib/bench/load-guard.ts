/**
 * Lighthouse's throttling is simulated from what the machine does, so a busy machine flatters the
 * heavier page least and muddles every ratio. The bench waits for a quiet machine before each run
 * and marks the comparison when it never got one (issue 20: "refuses to report, or marks the run,
 * above a load average of 1.5").
 */

/** The one-minute load average above which a Lighthouse run is not comparable. */
export const LOAD_LIMIT = 1.5;
/** How long the bench waits for the load to fall under the limit before a run. */
export const LOAD_WAIT_MS = 90_000;
/** How often it looks while waiting. */
export const LOAD_POLL_MS = 5_000;

/** The load the runs started at, for the report. */
export interface LoadRecord {
  limit: number;
  /** One-minute load average at the start of each run, in run order. */
  samples: number[];
  max: number;
  /** Runs that started above the limit (the wait ran out). */
  loadedRuns: number;
}

export function loadRecord(
  samples: readonly number[],
  limit = LOAD_LIMIT,
): LoadRecord {
  return {
    limit,
    samples: [...samples],
    max: samples.length ? Math.max(...samples) : 0,
    loadedRuns: samples.filter((s) => s > limit).length,
  };
}

/**
 * Waits until `read()` (the one-minute load average) is at most `limit`, looking every `pollMs`
 * for at most `waitMs`; returns the last reading, which is above the limit only when the wait ran
 * out. `sleep` is injectable for tests.
 */
export async function waitForQuietMachine(
  read: () => number,
  {
    limit = LOAD_LIMIT,
    waitMs = LOAD_WAIT_MS,
    pollMs = LOAD_POLL_MS,
    sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms)),
  }: {
    limit?: number;
    waitMs?: number;
    pollMs?: number;
    sleep?: (ms: number) => Promise<void>;
  } = {},
): Promise<number> {
  let load = read();
  for (let waited = 0; load > limit && waited < waitMs; waited += pollMs) {
    await sleep(pollMs);
    load = read();
  }
  return load;
}
