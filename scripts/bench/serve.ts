import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { onCleanup } from "./cleanup";

/** A site served by our production server (`node dist/server/main.mjs`) on a loopback port. */
export interface ServedSite {
  url: string;
  host: string;
  stop(): Promise<void>;
}

/** A free loopback port (asked of the OS, then released for the server to take). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

/**
 * Serves `outDir` with the repository's built server, as `npm start` does, with a throwaway
 * feedback database and quiet logs. Both sites of the bench go through it, so they get the same
 * compression, caching and security headers.
 */
export async function serveExport(
  repoRoot: string,
  outDir: string,
  /** Extra server variables (e.g. `OG_WORKERS`). */
  env: Record<string, string> = {},
): Promise<ServedSite> {
  const main = resolve(repoRoot, "dist/server/main.mjs");
  if (!existsSync(main))
    throw new Error(`${main} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "bench-serve-"));
  const child = spawn(process.execPath, [main], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      OUT_DIR: outDir,
      FEEDBACK_DB_PATH: join(dataDir, "feedback.db"),
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  const unregister = onCleanup(() => {
    child.kill("SIGKILL");
  });
  const host = `127.0.0.1:${port}`;
  const url = `http://${host}`;
  const deadline = Date.now() + 60_000;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      // It finishes requests in flight and exits; 10 s is its own limit (server/main.ts).
      const timer = setTimeout(() => child.kill("SIGKILL"), 12_000);
      await exited;
      clearTimeout(timer);
    }
    unregister();
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server for ${outDir} exited with ${child.exitCode}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server for ${outDir} did not answer /healthz`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, host, stop };
}
