/** Benchmark: converting every cookbook notebook cold, then a no-op rerun (budgets 10 s and 1 s). */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildCookbook } from "../lib/cookbook/build-cookbook";

const BUDGET_COLD_MS = 10_000;
const BUDGET_NOOP_MS = 1_000;

const root = mkdtempSync(join(tmpdir(), "bench-cookbook-"));
try {
  cpSync(join(process.cwd(), "cookbook"), join(root, "cookbook"), {
    recursive: true,
  });
  mkdirSync(join(root, "pages"));
  const time = () => {
    const start = performance.now();
    const stats = buildCookbook(root);
    return { ms: performance.now() - start, stats };
  };
  const cold = time();
  const noop = time();
  const line = (label: string, ms: number, budget: number, detail: string) =>
    `${ms <= budget ? "ok  " : "OVER"} cookbook ${label.padEnd(6)} ${ms.toFixed(0).padStart(6)} ms (budget ${budget} ms) ${detail}`;
  console.log(
    line(
      "cold",
      cold.ms,
      BUDGET_COLD_MS,
      `${cold.stats.converted} notebooks converted, ${cold.stats.filesWritten} files written`,
    ),
  );
  console.log(
    line(
      "no-op",
      noop.ms,
      BUDGET_NOOP_MS,
      `${noop.stats.converted} converted, ${noop.stats.filesWritten} written`,
    ),
  );
  if (
    cold.ms > BUDGET_COLD_MS ||
    noop.ms > BUDGET_NOOP_MS ||
    noop.stats.filesWritten > 0
  )
    process.exitCode = 1;
} finally {
  rmSync(root, { recursive: true, force: true });
}
