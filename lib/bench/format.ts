/** Text formatting of benchmark figures: units, ratios and plain-text tables. */

/** Bytes per kB. 1024, as in bench/budgets.json and the figures (so "kB" reads "KiB"). */
export const BYTES_PER_KB = 1024;

/** `203456` -> `"198.7 kB"`; `null` -> `"n/a"`. */
export function formatKb(bytes: number | null | undefined, digits = 1): string {
  return bytes == null ? "n/a" : `${(bytes / BYTES_PER_KB).toFixed(digits)} kB`;
}

/** `3.2e9` -> `"2.98 GiB"`. */
export function formatGib(bytes: number | null | undefined): string {
  return bytes == null ? "n/a" : `${(bytes / 1024 ** 3).toFixed(2)} GiB`;
}

/** Milliseconds: `"12.3 ms"` below 100 ms, `"927 ms"` below 10 s, then `"4 min 05 s"` or `"12.4 s"`. */
export function formatMs(ms: number | null | undefined): string {
  if (ms == null) return "n/a";
  if (ms < 100) return `${ms.toFixed(1)} ms`;
  if (ms < 10_000) return `${ms.toFixed(0)} ms`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 120) return `${(ms / 1000).toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`;
}

/** `1.146` -> `"1.15x"`; `null` -> `"n/a"`. */
export function formatRatio(value: number | null | undefined): string {
  return value == null ? "n/a" : `${value.toFixed(2)}x`;
}

/** A number with fixed digits, or `"n/a"`. */
export function formatNumber(
  value: number | null | undefined,
  digits = 0,
): string {
  return value == null ? "n/a" : value.toFixed(digits);
}

/**
 * A plain-text table: a header row, a rule, then the rows, each column padded to its widest cell.
 * Columns whose index is in `alignRight` are right-aligned (numbers); the rest left-aligned.
 */
export function renderTable(
  headers: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
  alignRight: ReadonlySet<number> = new Set(),
): string {
  const widths = headers.map((h, i) =>
    Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)),
  );
  const line = (cells: readonly string[]) =>
    widths
      .map((w, i) => {
        const cell = cells[i] ?? "";
        return alignRight.has(i) ? cell.padStart(w) : cell.padEnd(w);
      })
      .join("  ")
      .trimEnd();
  return [
    line(headers),
    widths.map((w) => "-".repeat(w)).join("  "),
    ...rows.map(line),
  ].join("\n");
}

/** A section heading as the bench prints it: `== 2. Page weight ==`. */
export function heading(title: string): string {
  return `\n== ${title} ==`;
}
