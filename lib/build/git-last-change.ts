/**
 * Each file's last change from one `git log` pass instead of a history walk per file. The sitemap
 * wants the date (`%cs`), "Last updated on" the commit time (`%ct`); both parse the same output.
 */
import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";

/** `%cs` = YYYY-MM-DD, `%ct` = seconds since the epoch. */
export type CommitField = "%cs" | "%ct";

/** `git log` arguments listing, per commit, `\0<field>` then the files it touched. */
export function gitLogArgs(
  field: CommitField,
  paths: readonly string[],
): string[] {
  return [
    "log",
    `--format=%x00${field}`,
    "--name-only",
    "--relative",
    "--no-renames",
    "--",
    ...paths,
  ];
}

/** Parses `gitLogArgs` output: file -> the field of the newest commit that touched it. */
export function parseGitLog(log: string): Map<string, string> {
  const last = new Map<string, string>();
  for (const commit of log.split("\0").slice(1)) {
    const [field, ...files] = commit.split("\n").filter((line) => line !== "");
    if (field === undefined) continue;
    // `git log` lists newest first: the first time a file appears is its last change.
    for (const file of files) if (!last.has(file)) last.set(file, field);
  }
  return last;
}

const GIT_OPTIONS = { maxBuffer: 256 * 1024 * 1024 } as const;

/**
 * Repo-relative file -> field of its last commit. Empty outside a git checkout (bench scratch
 * copies), and files git does not know (new, or beyond a shallow clone's depth) are absent.
 */
export function gitLastChange(
  root: string,
  field: CommitField,
  paths: readonly string[] = [],
): Map<string, string> {
  try {
    const log = execFileSync("git", gitLogArgs(field, paths), {
      ...GIT_OPTIONS,
      cwd: root,
      encoding: "utf8",
      // Outside a checkout git's "fatal: not a git repository" is expected, not news.
      stdio: ["ignore", "pipe", "ignore"],
    });
    return parseGitLog(log);
  } catch {
    return new Map();
  }
}

/** `gitLastChange` without blocking the process (the build renders pages meanwhile). */
export function gitLastChangeAsync(
  root: string,
  field: CommitField,
  paths: readonly string[] = [],
): Promise<Map<string, string>> {
  return promisify(execFile)("git", gitLogArgs(field, paths), {
    ...GIT_OPTIONS,
    cwd: root,
  }).then(
    ({ stdout }) => parseGitLog(stdout),
    () => new Map<string, string>(),
  );
}
