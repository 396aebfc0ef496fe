import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findLockfileProblems, resolveLockKey } from "@/lib/lockfile-guard.mjs";

type Lock = { packages: Record<string, Record<string, unknown>> };

const readJson = <T>(path: string): T =>
  JSON.parse(readFileSync(path, "utf8")) as T;
const packageJson = readJson<Record<string, unknown>>("package.json");
/** The lock of 2026-11-25 that `npm ci` rejected on every new machine ("Invalid Version:"). */
const BROKEN_LOCK = "tests/fixtures/lockfile/broken-package-lock.json";
const repairedLock = () => readJson<Lock>("package-lock.json");

describe("findLockfileProblems", () => {
  it("names the 17 unrs-resolver bindings without a version in the broken lock", () => {
    const problems = findLockfileProblems(
      readJson<Lock>(BROKEN_LOCK),
      packageJson,
    );
    const unversioned = problems
      .filter((p) => p.kind === "version")
      .map((p) => p.entry);
    expect(unversioned).toHaveLength(17);
    expect(unversioned).toContain(
      "node_modules/unrs-resolver/node_modules/@unrs/resolver-binding-darwin-arm64",
    );
    expect(
      unversioned.every((e) => e.includes("@unrs/resolver-binding-")),
    ).toBe(true);
    // It also lacked integrity hashes for most entries (928 of 1,435).
    expect(problems.filter((p) => p.kind === "integrity")).toHaveLength(928);
  });

  it("finds nothing wrong with the repaired lock", () => {
    expect(findLockfileProblems(repairedLock(), packageJson)).toEqual([]);
  });

  it.each([
    {
      name: "a platform binding removed",
      change: (lock: Lock) =>
        delete lock.packages["node_modules/@next/swc-darwin-arm64"],
      want: {
        kind: "missing-entry",
        entry: "node_modules/next",
        problem: expect.stringContaining("@next/swc-darwin-arm64"),
      },
    },
    {
      name: "an integrity hash removed",
      change: (lock: Lock) =>
        delete lock.packages["node_modules/react"]?.integrity,
      want: {
        kind: "integrity",
        entry: "node_modules/react",
        problem: "no integrity",
      },
    },
    {
      name: "a version removed",
      change: (lock: Lock) => delete lock.packages["node_modules/zod"]?.version,
      want: {
        kind: "version",
        entry: "node_modules/zod",
        problem: "no version",
      },
    },
    {
      name: "a root dependency range that package.json does not have",
      change: (lock: Lock) => {
        const root = lock.packages[""] as {
          dependencies: Record<string, string>;
        };
        root.dependencies.zod = "4.6.6";
      },
      want: {
        kind: "package-json",
        entry: "package.json dependencies.zod",
        problem: 'package.json says "4.6.7", the lock says "4.6.6"',
      },
    },
  ])("reports $name", ({ change, want }) => {
    const lock = repairedLock();
    change(lock);
    expect(findLockfileProblems(lock, packageJson)).toEqual([want]);
  });

  it("does not ask bundled or linked entries for a version or integrity", () => {
    const lock: Lock = {
      packages: {
        "": { dependencies: { a: "1.0.0", local: "file:local" } },
        "node_modules/a": {
          version: "1.0.0",
          integrity: "sha512-x",
          dependencies: { b: "*" },
        },
        "node_modules/a/node_modules/b": { version: "2.0.0", inBundle: true },
        "node_modules/local": { resolved: "local", link: true },
      },
    };
    const pkg = { dependencies: { a: "1.0.0", local: "file:local" } };
    expect(findLockfileProblems(lock, pkg)).toEqual([]);
  });
});

describe("resolveLockKey", () => {
  const packages = {
    "node_modules/a": {},
    "node_modules/b": {},
    "node_modules/a/node_modules/b": {},
    "node_modules/a/node_modules/c/node_modules/d": {},
  };
  it.each([
    ["", "a", "node_modules/a"],
    ["node_modules/a", "b", "node_modules/a/node_modules/b"],
    ["node_modules/a/node_modules/c", "b", "node_modules/a/node_modules/b"],
    [
      "node_modules/a/node_modules/c",
      "d",
      "node_modules/a/node_modules/c/node_modules/d",
    ],
    ["node_modules/b", "d", null],
  ])("from %j finds %j at %j", (from, name, want) => {
    expect(resolveLockKey(packages, from, name)).toBe(want);
  });
});

describe("scripts/check-lockfile.mjs", () => {
  const run = (lockPath: string) => {
    try {
      const stdout = execFileSync(
        process.execPath,
        ["scripts/check-lockfile.mjs", "--offline", "--lock", lockPath],
        { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
      );
      return { code: 0, output: stdout };
    } catch (error) {
      const { status, stderr } = error as { status: number; stderr: string };
      return { code: status, output: stderr };
    }
  };

  it("fails on the broken lock, naming the unversioned entries first", () => {
    const { code, output } = run(BROKEN_LOCK);
    expect(code).toBe(1);
    expect(output).toMatch(/entries without a version .*: 17/);
    expect(output).toContain(
      "node_modules/unrs-resolver/node_modules/@unrs/resolver-binding-android-arm-eabi: no version",
    );
    expect(output.indexOf("no version")).toBeLessThan(
      output.indexOf("no integrity"),
    );
  });

  it("passes on the repaired lock", () => {
    expect(run("package-lock.json")).toEqual({
      code: 0,
      output: expect.stringContaining("package-lock.json is complete"),
    });
  });

  it("fails when a binding is missing from a copy of the lock", () => {
    const lock = repairedLock();
    delete lock.packages["node_modules/@esbuild/darwin-arm64"];
    const path = join(
      mkdtempSync(join(tmpdir(), "lock-")),
      "package-lock.json",
    );
    writeFileSync(path, JSON.stringify(lock));
    const { code, output } = run(path);
    expect(code).toBe(1);
    expect(output).toContain(
      "node_modules/esbuild: optional dependency @esbuild/darwin-arm64 (a platform binding?) has no entry in the lock",
    );
  });
});
