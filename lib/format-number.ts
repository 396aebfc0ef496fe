const compactFormatter = new Intl.NumberFormat("en-US", {
  notation: "compact",
  maximumFractionDigits: 1,
});

/** Formats a count the way badges show it: `15262` -> `15.3K`, `950` -> `950`. */
export function formatCompactNumber(value: number): string {
  return compactFormatter.format(value);
}
