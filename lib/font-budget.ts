import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Where Next exports font files (next/font copies each face there under a hashed name). */
export const FONT_DIR = "_next/static/media";

/** kB (1024 bytes) with one decimal, as the other budget rows print them. */
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export interface FontBudgetResult {
  /** The largest exported font file and its size in bytes; null when the export has none. */
  largest: { file: string; bytes: number } | null;
  /** Why the check failed, or null. */
  problem: string | null;
}

/**
 * The largest web font the export serves against `limitKb` (raw bytes: woff2 is already
 * compressed). Every page preloads the text face beside its stylesheet, so its size decides how
 * many round trips the first paint waits for (bench/budgets.json's comment says how many bytes fit).
 */
export function checkFontBudget(
  outDir: string,
  limitKb: number,
): FontBudgetResult {
  const dir = join(outDir, FONT_DIR);
  const fonts = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith(".woff2"))
        .map((file) => ({ file, bytes: statSync(join(dir, file)).size }))
    : [];
  const largest = fonts.reduce<FontBudgetResult["largest"]>(
    (max, f) => (max === null || f.bytes > max.bytes ? f : max),
    null,
  );
  const problem =
    largest && largest.bytes / 1024 > limitKb
      ? `font ${kb(largest.bytes)} kB > ${limitKb} kB (${FONT_DIR}/${largest.file})`
      : null;
  return { largest, problem };
}

/** The check's line in `npm run test:budgets`, beside the page types' rows. */
export function formatFontBudget(
  result: FontBudgetResult,
  limitKb: number,
): string {
  const { largest, problem } = result;
  return `${problem ? "OVER" : "ok  "} font ${largest ? `${kb(largest.bytes)}/${limitKb} kB (${largest.file})` : "none exported"}`;
}
