/** Small statistics for benchmark samples. Every function leaves its input untouched. */

const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);

/**
 * The p-th percentile (0-100) with linear interpolation between the closest ranks (the
 * definition of NumPy's default and of spreadsheets' PERCENTILE.INC). Throws on no samples.
 */
export function percentile(xs: readonly number[], p: number): number {
  if (xs.length === 0) throw new Error("percentile of no samples");
  if (!(p >= 0 && p <= 100)) throw new Error(`percentile ${p} outside 0-100`);
  const s = sorted(xs);
  const rank = (p / 100) * (s.length - 1);
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  return s[lo]! + (s[hi]! - s[lo]!) * (rank - lo);
}

/** The median: the middle sample, or the mean of the two middle ones for an even count. */
export function median(xs: readonly number[]): number {
  return percentile(xs, 50);
}

/** The median of the samples that are numbers; `null` when there are none. */
export function medianOrNull(
  xs: ReadonlyArray<number | null | undefined>,
): number | null {
  const numbers = xs.filter((x): x is number => typeof x === "number");
  return numbers.length ? median(numbers) : null;
}

/** `value / baseline`, or `null` when either is missing or the baseline is 0. */
export function ratio(
  value: number | null | undefined,
  baseline: number | null | undefined,
): number | null {
  if (value == null || baseline == null || baseline === 0) return null;
  return value / baseline;
}
