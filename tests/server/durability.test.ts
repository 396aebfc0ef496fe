import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SqliteFeedbackStore } from "@/server/feedback/sqlite-store";
import { postMany } from "./load-client";
import { FIXTURE_OUT } from "./test-server";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** The server entry point (server/main.ts, which `npm start` runs bundled) as its own process. */
async function startServerProcess(dbPath: string): Promise<{
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      OUT_DIR: FIXTURE_OUT,
      FEEDBACK_DB_PATH: dbPath,
      DATABASE_URL: "",
      FEEDBACK_RATE_LIMIT: "1000000000",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, url, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error("server did not start");
}

async function storedIds(dbPath: string): Promise<Set<string>> {
  const store = new SqliteFeedbackStore(dbPath);
  await store.migrate();
  const ids = new Set((await store.list()).map((r) => r.id));
  await store.close();
  return ids;
}

/** Waits until the load has `count` acknowledged POSTs: a point in the load, not in time. */
async function acknowledged(
  progress: { acknowledged: number },
  count: number,
): Promise<void> {
  for (let i = 0; i < 3000 && progress.acknowledged < count; i++)
    await new Promise((r) => setTimeout(r, 20));
  expect(progress.acknowledged).toBeGreaterThanOrEqual(count);
}

const body = (i: number) => ({
  page: `/docs/${i % 11}`,
  feedback: i % 2 ? "positive" : "negative",
  comment: `load ${i}`,
});

describe("durability", () => {
  it("keeps every acknowledged feedback when the server is killed with SIGKILL mid-load", async () => {
    dir = mkdtempSync(join(tmpdir(), "durability-"));
    const dbPath = join(dir, "feedback.db");
    const { child, url, exited } = await startServerProcess(dbPath);
    const progress = { acknowledged: 0 };
    const load = postMany(`${url}/api/feedback`, 4000, 25, body, progress);
    await acknowledged(progress, 200);
    child.kill("SIGKILL");
    await exited;
    const result = await load;
    expect(result.ids.length).toBeGreaterThan(100); // the kill really happened mid-load
    expect(result.ids.length).toBeLessThan(4000);
    const restarted = await startServerProcess(dbPath);
    try {
      const ids = await storedIds(dbPath);
      const lost = result.ids.filter((id) => !ids.has(id));
      console.log(
        `kill -9: ${result.ids.length} acknowledged, ${ids.size} stored, ${lost.length} lost`,
      );
      expect(lost).toEqual([]);
    } finally {
      restarted.child.kill("SIGKILL");
      await restarted.exited;
    }
  });

  it("a graceful stop (SIGTERM) finishes requests in flight, loses nothing and exits 0", async () => {
    dir = mkdtempSync(join(tmpdir(), "durability-"));
    const dbPath = join(dir, "feedback.db");
    const { child, url, exited } = await startServerProcess(dbPath);
    const progress = { acknowledged: 0 };
    const load = postMany(`${url}/api/feedback`, 3000, 25, body, progress);
    await acknowledged(progress, 100);
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    const result = await load;
    const ids = await storedIds(dbPath);
    expect(result.ids.length).toBeGreaterThan(50);
    expect(result.ids.filter((id) => !ids.has(id))).toEqual([]);
    expect(
      Object.keys(Object.fromEntries(result.statuses)).filter(
        (s) => Number(s) >= 500,
      ),
    ).toEqual([]);
  });
});
