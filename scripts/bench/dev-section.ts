/**
 * `bench:scale --dev`: starts `next dev` in a built scratch copy of the site, times the first
 * page, then saves an edit to that page's MDX and times until the served HTML has it.
 */
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  DEV_LATER_EDITS,
  pollUntil,
  withEditMarker,
  type DevTimings,
} from "../../lib/bench/dev-timing";
import { onCleanup } from "./cleanup";
import { freePort } from "./serve";

/** Whether `route` on the dev server answers 200 with HTML that contains `text`. */
async function pageHas(url: string, text: string): Promise<boolean> {
  const response = await fetch(url, { cache: "no-store" });
  if (!response.ok) return false;
  return (await response.text()).includes(text);
}

export async function measureDev(
  siteDir: string,
  route: string,
): Promise<DevTimings> {
  const port = await freePort();
  const mdxFile = join(siteDir, "pages", `${route.replace(/^\//, "")}.mdx`);
  const original = readFileSync(mdxFile, "utf8");
  const url = `http://127.0.0.1:${port}${route}`;
  // Its own process group, so the kill below also stops Next's child processes.
  const server = spawn(
    join(siteDir, "node_modules/.bin/next"),
    ["dev", "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd: siteDir,
      detached: true,
      stdio: "ignore",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    },
  );
  const stop = () => {
    writeFileSync(mdxFile, original);
    if (!server.pid) return;
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  };
  // Ctrl-C during the measurement still stops the dev server and restores the page.
  const unregister = onCleanup(stop);
  try {
    const firstPageMs = await pollUntil(() => pageHas(url, "</html>"), {
      timeoutMs: 10 * 60_000,
      intervalMs: 200,
      what: `next dev: first response for ${route}`,
    });
    // Each edit replaces the one before (a new marker at the end of the original page), as a
    // person saving the file again would, and is timed from just before the write.
    const timeEdit = async (n: number) => {
      const marker = `bench-edit-${n}-${Date.now().toString(36)}`;
      const editStart = performance.now();
      writeFileSync(mdxFile, withEditMarker(original, marker));
      await pollUntil(() => pageHas(url, marker), {
        timeoutMs: 2 * 60_000,
        intervalMs: 50,
        what: `next dev: edit ${n + 1} of ${route}`,
      });
      return performance.now() - editStart;
    };
    const editMs = await timeEdit(0);
    const laterEditsMs: number[] = [];
    for (let n = 1; n <= DEV_LATER_EDITS; n++)
      laterEditsMs.push(await timeEdit(n));
    return { firstPageMs, editMs, laterEditsMs };
  } finally {
    unregister();
    // Waits for the dev server to exit: it writes to .next until it does, and the bench removes
    // the copy next (removing it under a live server failed with ENOTEMPTY).
    const exited = new Promise<void>((resolve) => {
      if (server.exitCode !== null || server.signalCode !== null) resolve();
      else server.once("exit", () => resolve());
    });
    stop();
    await Promise.race([
      exited,
      new Promise<void>((resolve) => setTimeout(resolve, 10_000)),
    ]);
    // Next's own children (its webpack cache writes at exit) can outlive the server process, and
    // one still writing to .next/cache made removing the copy fail with ENOTEMPTY: the bench waits
    // for the whole process group, then kills what is left of it.
    if (server.pid) await groupGone(server.pid, 10_000);
  }
}

/** Resolves once no process of group `pgid` is left, sending SIGKILL after `graceMs`. */
async function groupGone(pgid: number, graceMs: number): Promise<void> {
  const alive = () => {
    try {
      process.kill(-pgid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const deadline = performance.now() + graceMs;
  while (alive() && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  if (!alive()) return;
  try {
    process.kill(-pgid, "SIGKILL");
  } catch {
    // Gone in the meantime.
  }
  // A killed child that nobody reaps stays a zombie, which kill(0) still finds: bounded too.
  const killedBy = performance.now() + 5_000;
  while (alive() && performance.now() < killedBy)
    await new Promise((resolve) => setTimeout(resolve, 100));
}
