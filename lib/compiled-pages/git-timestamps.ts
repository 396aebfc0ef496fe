/**
 * When each page source last changed in git, as Nextra's loader reads it for "Last updated on":
 * the commit time of the newest commit that touched the file, from one `git log` over `pages/` per
 * process.
 */
import { gitLastChangeAsync } from "../build/git-last-change";

let cached: Promise<Map<string, number>> | undefined;

/** Repo-relative file -> newest commit time in ms; empty outside a git checkout (no dates shown). */
export function gitTimestamps(root: string): Promise<Map<string, number>> {
  cached ??= gitLastChangeAsync(root, "%ct", ["pages"]).then(
    (last) =>
      new Map(
        [...last].map(([file, seconds]) => [file, Number(seconds) * 1000]),
      ),
  );
  return cached;
}
