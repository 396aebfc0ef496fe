import { spawn } from "node:child_process";
import { closeSync, openSync, readFileSync, writeSync } from "node:fs";
import type { TimedLine } from "../../lib/bench/build-phases";
import { ProcessTreeSampler, type PeakMemory } from "../../lib/bench/memory";
import { onCleanup } from "./cleanup";

/** Wall time and peak memory of one command. */
export interface TimedRun extends PeakMemory {
  ms: number;
  /** Every output line with the time it arrived, for phase timings (`nextBuildPhases`). */
  lines: TimedLine[];
}

/**
 * Runs a command to completion with its output appended to `logFile`, sampling the memory of its
 * whole process tree. Throws with the end of the log when it fails.
 */
export async function timedRun(
  command: string,
  args: readonly string[],
  options: { cwd: string; logFile: string; env?: Record<string, string> },
): Promise<TimedRun> {
  const log = openSync(options.logFile, "a");
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Output goes to the log as it arrives; each complete line is also kept with its arrival time.
  const lines: TimedLine[] = [];
  const collect = (stream: NodeJS.ReadableStream | null) => {
    let partial = "";
    stream?.on("data", (chunk: Buffer) => {
      writeSync(log, chunk);
      const ms = performance.now() - started;
      const parts = (partial + chunk.toString("utf8")).split(/\r?\n|\r/);
      partial = parts.pop() ?? "";
      for (const text of parts) if (text) lines.push({ ms, text });
    });
    // A last line without a newline (a crash message, a final summary) still counts.
    stream?.on("end", () => {
      if (partial)
        lines.push({ ms: performance.now() - started, text: partial });
    });
  };
  collect(child.stdout);
  collect(child.stderr);
  const unregister = onCleanup(() => {
    child.kill("SIGTERM");
  });
  const sampler = new ProcessTreeSampler(child.pid ?? -1).start();
  let code: number;
  try {
    code = await new Promise<number>((resolve, reject) => {
      child.on("error", reject);
      child.on("close", (c, signal) => resolve(c ?? (signal ? 128 : 1)));
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
  return { ms, lines, ...memory };
}
