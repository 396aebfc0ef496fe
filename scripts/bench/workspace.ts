import { execFileSync } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import {
  STARLIGHT_PAGES,
  toStarlightMarkdown,
} from "../../lib/bench/starlight-pages";
import { listFiles } from "../../lib/list-files";
import { onCleanup } from "./cleanup";

/** Folders never copied into a scratch checkout: installs, build output, local data. */
const NOT_COPIED = new Set([
  ".git",
  "node_modules",
  ".next",
  "out",
  "dist",
  ".generated",
  ".data",
  "coverage",
  "test-results",
  "playwright-report",
]);

/**
 * Removes `path`, retrying for up to `graceMs` while something still writes into it (a dev
 * server's last cache writes raced the removal with ENOTEMPTY after every kill we tried), then
 * gives up with a warning: the figures measured so far matter more than a scratch folder, which
 * the temp folder's own removal at exit takes away anyway.
 */
export async function removeTree(
  path: string,
  graceMs = 30_000,
): Promise<void> {
  const deadline = performance.now() + graceMs;
  for (;;) {
    try {
      rmSync(path, { recursive: true, force: true, maxRetries: 5 });
      return;
    } catch (error) {
      if (performance.now() >= deadline) {
        console.error(
          `  warning: could not remove ${path} yet (${error instanceof Error ? error.message : String(error)}); continuing`,
        );
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** A temp folder that is removed on early exit, and by `remove()` unless the bench keeps it. */
export interface TempDir {
  path: string;
  remove(): void;
}

/** Creates `<tmp>/<prefix>XXXXXX`; `keep` leaves it on disk (its path is printed). */
export function tempDir(prefix: string, keep: boolean): TempDir {
  const path = mkdtempSync(join(tmpdir(), prefix));
  const remove = () => {
    if (!keep) rmSync(path, { recursive: true, force: true });
  };
  const unregister = onCleanup(remove);
  return {
    path,
    remove() {
      unregister();
      remove();
    },
  };
}

/**
 * The files of the working tree as they are on disk, edits included: tracked files and untracked
 * ones git does not ignore (`git ls-files`), or, outside a git checkout, everything but
 * `NOT_COPIED`. Paths relative to `repo`.
 */
function workingTreeFiles(repo: string): string[] {
  try {
    return execFileSync(
      "git",
      ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
      {
        cwd: repo,
        maxBuffer: 64 * 1024 * 1024,
        stdio: ["ignore", "pipe", "ignore"],
      },
    )
      .toString()
      .split("\0")
      .filter(Boolean);
  } catch {
    return listFiles(repo, (name) => NOT_COPIED.has(name)).map((f) =>
      relative(repo, f),
    );
  }
}

/**
 * Copies the working tree of `repo` into `dest` (real copies, so the bench may edit them) and
 * hard-links its `node_modules`: a symlinked node_modules breaks `next build` (it resolves
 * modules by real path, outside the project). Returns the number of files copied.
 */
export function copyCheckout(repo: string, dest: string): number {
  let copied = 0;
  for (const file of workingTreeFiles(repo)) {
    const from = join(repo, file);
    const to = join(dest, file);
    // A tracked file deleted in the working tree, or a submodule folder.
    if (!existsSync(from) || lstatSync(from).isDirectory()) continue;
    mkdirSync(dirname(to), { recursive: true });
    if (lstatSync(from).isSymbolicLink()) symlinkSync(readlinkSync(from), to);
    else copyFileSync(from, to);
    copied += 1;
  }
  hardLinkNodeModules(repo, dest);
  return copied;
}

/**
 * `cp -al <repo>/node_modules <dest>/node_modules`: a copy of the folders whose files are hard
 * links, made in seconds without using space. Never write into a file below it (that would write
 * into the repository's copy too); replace files by removing them first, as `installPristinePackages`
 * does.
 */
export function hardLinkNodeModules(repo: string, dest: string): void {
  const source = join(repo, "node_modules");
  if (!existsSync(source))
    throw new Error(`${source} is missing: run \`npm ci\` first`);
  execFileSync("cp", ["-al", source, join(dest, "node_modules")]);
}

/** Version of a package installed in `<root>/node_modules`. */
export function installedVersion(root: string, name: string): string {
  const manifest = JSON.parse(
    readFileSync(join(root, "node_modules", name, "package.json"), "utf8"),
  ) as { version: string };
  return manifest.version;
}

/** Files of two package folders (their own `node_modules` aside) whose bytes differ. */
function differingFiles(a: string, b: string): string[] {
  const files = (dir: string) =>
    listFiles(dir, (name) => name === "node_modules").map((f) =>
      relative(dir, f),
    );
  const inB = new Set(files(b));
  return files(a).filter(
    (f) =>
      !inB.has(f) || !readFileSync(join(a, f)).equals(readFileSync(join(b, f))),
  );
}

/**
 * Replaces packages in `<dest>/node_modules` (a hard-linked copy of the repository's) by the
 * registry's tarballs of the same versions, fetched with `npm pack` (from npm's cache when it has
 * them): our node_modules carries patch-package patches (patches/) for nextra and
 * nextra-theme-docs, which a bare site must not get. The packages' own `node_modules` stay.
 * Returns, per package, the files that differ from the repository's copy (the patched ones).
 */
export function installPristinePackages(
  repo: string,
  dest: string,
  names: readonly string[],
): Record<string, string[]> {
  const packDir = mkdtempSync(join(tmpdir(), "bench-pack-"));
  try {
    const specs = names.map((n) => `${n}@${installedVersion(repo, n)}`);
    const tarballs = execFileSync(
      "npm",
      ["pack", "--prefer-offline", "--silent", ...specs],
      { cwd: packDir, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
    )
      .trim()
      .split("\n")
      .map((line) => line.trim());
    const differing: Record<string, string[]> = {};
    names.forEach((name, i) => {
      const target = join(dest, "node_modules", name);
      // Unlink the hard links (never write through them), keep the nested node_modules.
      for (const entry of readdirSync(target))
        if (entry !== "node_modules")
          rmSync(join(target, entry), { recursive: true, force: true });
      execFileSync("tar", [
        "-xzf",
        join(packDir, tarballs[i]!),
        "-C",
        target,
        "--strip-components=1",
      ]);
      differing[name] = differingFiles(
        join(repo, "node_modules", name),
        target,
      );
    });
    return differing;
  } finally {
    rmSync(packDir, { recursive: true, force: true });
  }
}

/** The packages a bare Nextra site takes from the registry rather than from our node_modules. */
export const PRISTINE_PACKAGES = ["nextra", "nextra-theme-docs"] as const;

/**
 * Assembles the bare Nextra site (bench/bare-nextra) in `dest`: the fixture, a package.json, the
 * repository's node_modules hard-linked (same next, react and everything else) with pristine
 * nextra packages. Falls back to the patched ones, and says so, when `npm pack` fails (offline
 * with an empty cache).
 */
export function assembleBareSite(
  repo: string,
  dest: string,
): { nextraUnpatched: boolean; nextraNote: string } {
  cpSync(join(repo, "bench/bare-nextra"), dest, { recursive: true });
  writeFileSync(
    join(dest, "package.json"),
    `${JSON.stringify({ name: "bare-nextra", private: true }, null, 2)}\n`,
  );
  hardLinkNodeModules(repo, dest);
  const versions = PRISTINE_PACKAGES.map(
    (n) => `${n}@${installedVersion(repo, n)}`,
  ).join(", ");
  try {
    const differing = installPristinePackages(repo, dest, PRISTINE_PACKAGES);
    const changed = Object.entries(differing)
      .filter(([, files]) => files.length > 0)
      .map(([name, files]) => `${name}: ${files.join(", ")}`);
    return {
      nextraUnpatched: true,
      nextraNote: `pristine ${versions} from npm pack${changed.length ? ` (differ from our patched copies in ${changed.join("; ")})` : " (identical to ours: no patch applied?)"}`,
    };
  } catch (error) {
    return {
      nextraUnpatched: false,
      nextraNote: `PATCHED ${versions} from our node_modules: npm pack failed (${String(error).split("\n")[0]})`,
    };
  }
}

/**
 * The bench's Starlight site in `dest`: bench/starlight (pinned Astro and Starlight, its own lock)
 * with the pages of lib/bench/starlight-pages.ts written from our export (`ourOut`) and the bare
 * Nextra pages, installed with `npm ci` (from npm's cache when it has the packages).
 */
export function assembleStarlightSite(
  repo: string,
  ourOut: string,
  dest: string,
): void {
  cpSync(join(repo, "bench/starlight"), dest, {
    recursive: true,
    filter: (src) => !/[/\\](node_modules|dist|\.astro)$/.test(src),
  });
  for (const page of STARLIGHT_PAGES) {
    const root =
      page.from === "export" ? ourOut : join(repo, "bench/bare-nextra");
    const target = join(dest, "src/content/docs", `${page.slug}.md`);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(
      target,
      toStarlightMarkdown(readFileSync(join(root, page.file), "utf8")),
    );
  }
  execFileSync("npm", ["ci", "--no-audit", "--no-fund"], {
    cwd: dest,
    stdio: "ignore",
  });
}
