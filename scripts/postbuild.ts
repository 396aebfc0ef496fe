/**
 * `npm run build`'s steps after `next build` (lib/build/postbuild-plan.ts): independent steps run
 * side by side, each command's output prefixed with its name, and a line per step with its time.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { stepName } from "../lib/bench/build-phases";
import {
  POSTBUILD_PLAN,
  PostbuildError,
  runPostbuildPlan,
} from "../lib/build/postbuild-plan";

/** Runs one command in a shell, its output line by line with `[name]` in front; resolves its ms. */
function runPrefixed(command: string): Promise<number> {
  const name = stepName(command);
  const started = performance.now();
  const child = spawn("sh", ["-c", command], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const [stream, write] of [
    [child.stdout, (l: string) => console.log(`[${name}] ${l}`)],
    [child.stderr, (l: string) => console.error(`[${name}] ${l}`)],
  ] as const)
    createInterface({ input: stream }).on("line", write);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code, signal) => {
      const ms = performance.now() - started;
      if (code === 0) resolve(ms);
      else reject(new Error(`${command} exited with ${code ?? signal}`));
    });
  });
}

async function main(): Promise<void> {
  const started = performance.now();
  const results = await runPostbuildPlan(POSTBUILD_PLAN, runPrefixed);
  const steps = results
    .map(
      (r) => `${stepName(r.command)} ${((r.value ?? 0) / 1000).toFixed(1)} s`,
    )
    .join(", ");
  console.log(
    `Post-build: ${steps}; ${((performance.now() - started) / 1000).toFixed(1)} s in all.`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof PostbuildError)
    for (const r of error.results)
      if (!r.ok)
        console.error(r.error instanceof Error ? r.error.message : r.error);
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
