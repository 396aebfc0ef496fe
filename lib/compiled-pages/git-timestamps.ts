/**
 * When each page source last changed in git, as Nextra's loader reads it for "Last updated on":
 * the commit time of the newest commit that touched the file. One `git log` over `pages/` per
 * process instead of a history walk per page.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";

/** Parses `git log --format=%x00%ct --name-only`: each file's newest commit time in ms. */
export function parseGitLog(log: string): Map<string, number> {
  const times = new Map<string, number>();
  for (const commit of log.split("\0").slice(1)) {
    const [time, ...files] = commit.split("\n").filter((line) => line !== "");
    const ms = Number(time) * 1000;
    // `git log` lists newest first: the first time a file appears is its last change.
    for (const file of files) if (!times.has(file)) times.set(file, ms);
  }
  return times;
}

let cached: Promise<Map<string, number>> | undefined;

/** Repo-relative file -> newest commit time; empty outside a git checkout (no dates shown). */
export function gitTimestamps(root: string): Promise<Map<string, number>> {
  cached ??= promisify(execFile)(
    "git",
    [
      "log",
      "--format=%x00%ct",
      "--name-only",
      "--relative",
      "--no-renames",
      "--",
      "pages",
    ],
    { cwd: root, maxBuffer: 256 * 1024 * 1024 },
  ).then(
    ({ stdout }) => parseGitLog(stdout),
    () => new Map<string, number>(),
  );
  return cached;
}
