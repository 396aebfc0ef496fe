import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_ARGS } from "../../playwright.config";
import { onCleanup } from "./cleanup";

/** Debian's Chromium, as for the browser tests (README). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The flags of the browser tests: headless, no sandbox, nothing phoning home. */
export { CHROMIUM_ARGS };

/**
 * `--host-resolver-rules` that keep every request on this machine: the cloud regions' hosts go
 * to the local stub (or nowhere when `stubPort` is unset), every other name fails to resolve.
 */
export function hostResolverRules(stubPort: number | null): string {
  const regions = stubPort
    ? [
        `MAP cloud.langfuse.com 127.0.0.1:${stubPort}`,
        `MAP *.cloud.langfuse.com 127.0.0.1:${stubPort}`,
      ]
    : [];
  return [
    ...regions,
    "MAP * ~NOTFOUND",
    "EXCLUDE 127.0.0.1",
    "EXCLUDE localhost",
  ].join(",");
}

/** A Chromium listening for the DevTools protocol, e.g. for Lighthouse. */
export interface DebuggableChromium {
  port: number;
  close(): Promise<void>;
}

/**
 * Starts Chromium with a fresh profile and the DevTools protocol on a free port. It runs in its
 * own process group, which `close()` ends (the browser and its renderer processes, nothing else).
 */
export async function launchChromium(
  extraArgs: readonly string[],
): Promise<DebuggableChromium> {
  const profile = mkdtempSync(join(tmpdir(), "bench-chromium-"));
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      ...extraArgs,
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { detached: true, stdio: ["ignore", "ignore", "pipe"] },
  );
  const stderrStream = child.stderr!;
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  const unregister = onCleanup(() => killGroup("SIGKILL"));
  let port: number;
  try {
    port = await new Promise<number>((resolve, reject) => {
      let stderr = "";
      const timer = setTimeout(
        () => reject(new Error(`Chromium did not start:\n${stderr}`)),
        30_000,
      );
      const onData = (chunk: Buffer) => {
        stderr += chunk.toString();
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
        if (match) {
          clearTimeout(timer);
          // Keep draining stderr (a full pipe would block Chromium), without keeping it.
          stderrStream.off("data", onData);
          stderrStream.resume();
          resolve(Number(match[1]));
        }
      };
      stderrStream.on("data", onData);
      child.once("error", reject);
      child.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`Chromium exited with ${code}:\n${stderr}`));
      });
    });
  } catch (error) {
    killGroup("SIGKILL");
    unregister();
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }
  return {
    port,
    async close() {
      const exited =
        child.exitCode !== null || child.signalCode !== null
          ? Promise.resolve()
          : new Promise<void>((r) => child.once("exit", () => r()));
      killGroup("SIGTERM");
      const timeout = new Promise<"timeout">((r) =>
        setTimeout(() => r("timeout"), 5000),
      );
      if ((await Promise.race([exited, timeout])) === "timeout")
        killGroup("SIGKILL");
      unregister();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
