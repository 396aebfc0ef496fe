/** Types of lockfile-guard.mjs (plain JavaScript so it runs before `npm ci`). */

export declare const ROOT_DEPENDENCY_FIELDS: readonly [
  "dependencies",
  "devDependencies",
  "optionalDependencies",
  "peerDependencies",
];

/** What is wrong, from what stops `npm ci` outright to what only weakens it. */
export type LockfileProblemKind =
  "format" | "version" | "missing-entry" | "package-json" | "integrity";

export interface LockfileProblem {
  kind: LockfileProblemKind;
  /** The lock's key of the entry (`node_modules/a/node_modules/b`) or the package.json field. */
  entry: string;
  problem: string;
}

export declare function resolveLockKey(
  packages: Record<string, unknown>,
  fromKey: string,
  name: string,
): string | null;

export declare function findLockfileProblems(
  lock: { packages?: Record<string, unknown> },
  pkg: Record<string, unknown>,
): LockfileProblem[];
