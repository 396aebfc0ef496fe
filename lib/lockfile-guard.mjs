// @ts-check
// Plain JavaScript on purpose: the lockfile guard runs before `npm ci` (in .ci/run), when neither
// tsx nor TypeScript is installed yet. Types for TypeScript callers are in lockfile-guard.d.mts.

/** The dependency fields of package.json that the lock's root entry must repeat exactly. */
export const ROOT_DEPENDENCY_FIELDS = /** @type {const} */ ([
  "dependencies",
  "devDependencies",
  "optionalDependencies",
  "peerDependencies",
]);

/**
 * Where Node would find `name` when required from the package installed at `fromKey`: the
 * nearest `node_modules/<name>` walking up the lock's folder keys, as npm lays them out.
 * @param {Record<string, unknown>} packages the lock's `packages` map
 * @param {string} fromKey the requiring entry's key ("" for the project itself)
 * @param {string} name the dependency's package name
 * @returns {string | null} the key of the entry that satisfies it, or null
 */
export function resolveLockKey(packages, fromKey, name) {
  let base = fromKey;
  for (;;) {
    const key = `${base ? `${base}/` : ""}node_modules/${name}`;
    if (key in packages) return key;
    if (!base) return null;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut < 0 ? "" : base.slice(0, cut);
  }
}

/**
 * Everything in a lockfile that makes `npm ci` on a new machine fail or install something else
 * than the lock says, which `npm ci` on a machine with a warm cache may not notice:
 * - a package entry without `version` (arborist stops with "Invalid Version:"),
 * - a package entry without `integrity` (the tarball is not verified, and a new machine may get
 *   other bytes than the one that wrote the lock),
 * - a dependency or optional dependency (a native package's platform bindings, such as
 *   `@next/swc-*`, `@esbuild/*`, `@unrs/resolver-binding-*`) that has no entry where Node would
 *   look for it: the machine whose platform it is gets no binary,
 * - a root entry whose dependency lists differ from package.json.
 * Bundled entries (`inBundle`) come inside their parent's tarball and links point at folders,
 * so neither has its own version or integrity.
 * @param {{ packages?: Record<string, any> }} lock the parsed package-lock.json (v2 or v3)
 * @param {Record<string, any>} pkg the parsed package.json
 * @returns {import("./lockfile-guard.d.mts").LockfileProblem[]} one row per problem, in lock order
 */
export function findLockfileProblems(lock, pkg) {
  /** @type {import("./lockfile-guard.d.mts").LockfileProblem[]} */
  const problems = [];
  const packages = lock.packages;
  if (!packages || typeof packages !== "object") {
    return [
      {
        kind: "format",
        entry: "(lock)",
        problem: "no `packages` map: lockfileVersion 2 or 3 is required",
      },
    ];
  }
  const root = packages[""] ?? {};
  for (const field of ROOT_DEPENDENCY_FIELDS) {
    const want = pkg[field] ?? {};
    const have = root[field] ?? {};
    for (const name of new Set([...Object.keys(want), ...Object.keys(have)])) {
      if (want[name] !== have[name]) {
        problems.push({
          kind: "package-json",
          entry: `package.json ${field}.${name}`,
          problem: `package.json says ${JSON.stringify(want[name] ?? null)}, the lock says ${JSON.stringify(have[name] ?? null)}`,
        });
      }
    }
  }
  for (const [key, entry] of Object.entries(packages)) {
    if (!entry || typeof entry !== "object") continue;
    const needsOwnTarball = key !== "" && !entry.link && !entry.inBundle;
    if (needsOwnTarball && !entry.version) {
      problems.push({ kind: "version", entry: key, problem: "no version" });
    }
    if (needsOwnTarball && !entry.integrity) {
      problems.push({ kind: "integrity", entry: key, problem: "no integrity" });
    }
    for (const field of ["dependencies", "optionalDependencies"]) {
      for (const name of Object.keys(entry[field] ?? {})) {
        if (resolveLockKey(packages, key, name)) continue;
        // The project's own dependencies are checked against package.json above; a missing
        // entry for one of them is still a missing entry.
        problems.push({
          kind: "missing-entry",
          entry: key || "(root)",
          problem:
            field === "optionalDependencies"
              ? `optional dependency ${name} (a platform binding?) has no entry in the lock`
              : `dependency ${name} has no entry in the lock`,
        });
      }
    }
  }
  return problems;
}
