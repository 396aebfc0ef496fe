/**
 * `npm run dev` timings for `npm run bench:scale -- --dev` (issue 25): how long the dev server
 * takes to serve its first page, and how long a saved edit takes to reach the served HTML.
 * The waiting is a poll with an injected clock, so it is tested without real time.
 */

/** What `bench:scale --dev` measures per size, in milliseconds. */
export interface DevTimings {
  /** From starting `next dev` to the first 200 response with the page's HTML. */
  firstPageMs: number;
  /** From writing the first edit to the page's MDX to the first response that contains it. */
  editMs: number;
  /**
   * The same for the edits after it ({@link DEV_LATER_EDITS}, each saved once the one before it
   * showed): the first edit after start also pays for webpack's first file-timestamp snapshot,
   * the later ones are what a contributor editing a page waits for each time.
   */
  laterEditsMs: number[];
}

/** How many edits `bench:scale --dev` times after the first one. */
export const DEV_LATER_EDITS = 3;

/** The target: a page edit shows in the browser within 2 s at today's size. */
export const DEV_EDIT_TARGET_MS = 2_000;

export interface PollOptions {
  /** Give up after this long (the error names `what`). */
  timeoutMs: number;
  /** Pause between attempts. */
  intervalMs: number;
  what: string;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Calls `check` until it returns true and resolves with the time that took, measured from the
 * call. A check that throws (the server is not listening yet) counts as "not yet".
 */
export async function pollUntil(
  check: () => Promise<boolean>,
  {
    timeoutMs,
    intervalMs,
    what,
    now = () => performance.now(),
    sleep = realSleep,
  }: PollOptions,
): Promise<number> {
  const start = now();
  for (;;) {
    let done = false;
    try {
      done = await check();
    } catch {
      done = false;
    }
    const elapsed = now() - start;
    if (done) return elapsed;
    if (elapsed >= timeoutMs)
      throw new Error(
        `${what}: not seen within ${Math.round(timeoutMs / 1000)} s`,
      );
    await sleep(intervalMs);
  }
}

/**
 * The page source with a paragraph holding `marker` appended: plain text that renders as is in
 * the HTML, so the poll can look for it. A trailing newline keeps the MDX well-formed.
 */
export function withEditMarker(source: string, marker: string): string {
  if (!/^[a-z0-9-]+$/.test(marker))
    throw new Error(
      `edit marker must be lower-case letters, digits and '-': ${marker}`,
    );
  return `${source.replace(/\s*$/, "")}\n\n${marker}\n`;
}
