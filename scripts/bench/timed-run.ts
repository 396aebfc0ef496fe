import { spawn } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import { ProcessTreeSampler, type PeakMemory } from "../../lib/bench/memory";
import { onCleanup } from "./cleanup";

/** Wall time and peak memory of one command. */
export interface TimedRun extends PeakMemory {
  ms: number;
}

/**
 * Runs a command to completion with its output appended to `logFile`, sampling the memory of its
 * whole process tree. Throws with the end of the log when it fails.
 */
export async function timedRun(
  command: string,
  args: readonly string[],
  options: { cwd: string; logFile: string; env?: NodeJS.ProcessEnv },
): Promise<TimedRun> {
  const log = openSync(options.logFile, "a");
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...options.env },
    stdio: ["ignore", log, log],
  });
  const unregister = onCleanup(() => {
    child.kill("SIGTERM");
  });
  const sampler = new ProcessTreeSampler(child.pid ?? -1).start();
  let code: number;
  try {
    code = await new Promise<number>((resolve, reject) => {
      child.on("error", reject);
      child.on("exit", (c, signal) => resolve(c ?? (signal ? 128 : 1)));
    });
  } finally {
    sampler.stop();
    unregister();
    closeSync(log);
  }
  const ms = performance.now() - started;
  const memory = sampler.stop();
  if (code !== 0) {
    const tail = readFileSync(options.logFile, "utf8")
      .split("\n")
      .slice(-40)
      .join("\n");
    throw new Error(
      `\`${command} ${args.join(" ")}\` in ${options.cwd} exited with ${code}:\n${tail}`,
    );
  }
  return { ms, ...memory };
}
