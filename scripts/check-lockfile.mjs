#!/usr/bin/env node
// @ts-check
// The lockfile guard: `node scripts/check-lockfile.mjs [--lock FILE] [--package FILE] [--offline]`.
// Plain JavaScript so that .ci/run can call it before anything is installed.
//
// 1. Our own checks (lib/lockfile-guard.mjs): every entry has a version and an integrity, every
//    dependency and platform binding has an entry, package.json and the lock's root agree.
// 2. npm's own: `npm ci --dry-run` in a temporary folder holding only package.json and the lock,
//    with a throwaway cache, so that a warm cache or an existing node_modules cannot hide a lock
//    a new machine rejects. It asks the registry for nothing it downloads; skip it with --offline.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { findLockfileProblems } from "../lib/lockfile-guard.mjs";

/** Rows printed per kind of problem; the rest are counted. */
const SHOWN = 15;
/** @type {Record<import("../lib/lockfile-guard.d.mts").LockfileProblemKind, string>} */
const KIND_TITLES = {
  format: "unreadable lock",
  version: "entries without a version (npm ci stops with 'Invalid Version')",
  "missing-entry": "dependencies or platform bindings with no entry",
  "package-json": "package.json and the lock disagree",
  integrity: "entries without an integrity hash",
};

const { values } = parseArgs({
  options: {
    lock: { type: "string", default: "package-lock.json" },
    package: { type: "string", default: "package.json" },
    offline: { type: "boolean", default: false },
  },
});
const lockPath = resolve(values.lock);
const packagePath = resolve(values.package);

const problems = findLockfileProblems(
  JSON.parse(readFileSync(lockPath, "utf8")),
  JSON.parse(readFileSync(packagePath, "utf8")),
);
if (problems.length > 0) {
  console.error(`lockfile: ${problems.length} problem(s) in ${values.lock}`);
  for (const [kind, title] of Object.entries(KIND_TITLES)) {
    const rows = problems.filter((p) => p.kind === kind);
    if (rows.length === 0) continue;
    console.error(`${title}: ${rows.length}`);
    for (const { entry, problem } of rows.slice(0, SHOWN))
      console.error(`  ${entry}: ${problem}`);
    if (rows.length > SHOWN)
      console.error(`  ... and ${rows.length - SHOWN} more`);
  }
  console.error(
    "Rewrite the lock as README.md says under 'Updating dependencies', then run this again.",
  );
  process.exit(1);
}

if (!values.offline) {
  const dir = mkdtempSync(join(tmpdir(), "lockfile-guard-"));
  try {
    copyFileSync(packagePath, join(dir, "package.json"));
    copyFileSync(lockPath, join(dir, "package-lock.json"));
    execFileSync(
      "npm",
      [
        "ci",
        "--dry-run",
        "--ignore-scripts",
        "--no-audit",
        "--no-fund",
        "--loglevel=error",
        "--cache",
        join(dir, ".npm-cache"),
      ],
      { cwd: dir, stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" },
    );
  } catch (error) {
    const stderr =
      /** @type {{ stderr?: string }} */ (error).stderr ?? String(error);
    console.error(
      `lockfile: npm ci --dry-run rejects ${values.lock} on a clean machine:`,
    );
    console.error(
      stderr
        .split("\n")
        .filter(
          (line) =>
            line.trim() && !/Unknown user config|complete log/.test(line),
        )
        .slice(0, 20)
        .join("\n"),
    );
    process.exit(1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(
  `lockfile: ${values.lock} is complete (every entry versioned with integrity, bindings present, in step with ${values.package})${values.offline ? "" : "; npm ci --dry-run accepts it with an empty cache"}`,
);
