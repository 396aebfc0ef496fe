import {
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
// Added by patches/nextra+3.3.1.patch: compiled MDX kept on disk between webpack compilations.
// The server module is not in Nextra's package exports, so it is loaded by path.
// @ts-expect-error -- a plain-JS file of the patched package, without type declarations
import { cachedCompile } from "../../node_modules/nextra/dist/server/mdx-disk-cache.js";

type Compile = () => Promise<{ result: string }>;
const cached = cachedCompile as (
  source: string,
  options: Record<string, unknown>,
  compile: Compile,
) => Promise<{ result: string }>;

const page = {
  filePath: "/site/pages/docs/a.mdx",
  route: "/docs/a",
  locale: "",
  isPageImport: true,
  isPageMapImport: false,
};

let dir = "";
let compiles = 0;
const compile =
  (result: string): Compile =>
  async () => {
    compiles += 1;
    return { result };
  };

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "mdx-cache-"));
  compiles = 0;
  process.env.NEXTRA_MDX_CACHE_DIR = dir;
  process.env.NEXTRA_MDX_CACHE_KEY = "site-key-1";
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  delete process.env.NEXTRA_MDX_CACHE_DIR;
  delete process.env.NEXTRA_MDX_CACHE_KEY;
});

describe("MDX disk cache (patched Nextra loader)", () => {
  it("compiles a page once and reads it back for the second bundle", async () => {
    expect(await cached("# A", page, compile("js-1"))).toEqual({
      result: "js-1",
    });
    expect(await cached("# A", page, compile("js-2"))).toEqual({
      result: "js-1",
    });
    expect(compiles).toBe(1);
    expect(readdirSync(dir)).toHaveLength(1);
  });

  it.each([
    ["the page source", { source: "# A changed" }],
    ["the site key (config, facts, packages)", { key: "site-key-2" }],
    ["the route", { options: { route: "/docs/b" } }],
    ["the kind of import", { options: { isPageImport: false } }],
  ])("recompiles when %s changes", async (_what, change) => {
    await cached("# A", page, compile("old"));
    if ("key" in change) process.env.NEXTRA_MDX_CACHE_KEY = change.key;
    const source = "source" in change ? change.source : "# A";
    const options = { ...page, ...("options" in change ? change.options : {}) };
    expect(await cached(source, options, compile("new"))).toEqual({
      result: "new",
    });
    expect(compiles).toBe(2);
  });

  it("keeps one entry per page: an edit overwrites it instead of adding one", async () => {
    await cached("v1", page, compile("1"));
    await cached("v2", page, compile("2"));
    expect(readdirSync(dir)).toHaveLength(1);
  });

  it("caches nothing without a site key", async () => {
    delete process.env.NEXTRA_MDX_CACHE_KEY;
    await cached("# A", page, compile("1"));
    await cached("# A", page, compile("2"));
    expect(compiles).toBe(2);
    expect(existsSync(dir) && readdirSync(dir)).toEqual([]);
  });

  it("treats a damaged entry as missing", async () => {
    await cached("# A", page, compile("1"));
    const [entry] = readdirSync(dir);
    writeFileSync(join(dir, entry!), '{"key": "trunc');
    expect(await cached("# A", page, compile("2"))).toEqual({ result: "2" });
  });

  it("compiles a page once when two bundles ask for it at the same time", async () => {
    let release: () => void = () => {};
    const slow: Compile = async () => {
      compiles += 1;
      await new Promise<void>((resolve) => (release = resolve));
      return { result: "first" };
    };
    const first = cached("# A", page, slow);
    const second = cached("# A", page, compile("second"));
    // The second caller found the first one's lock and is waiting for its entry.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(compiles).toBe(1);
    release();
    expect(await Promise.all([first, second])).toEqual([
      { result: "first" },
      { result: "first" },
    ]);
    expect(compiles).toBe(1);
    expect(readdirSync(dir)).toHaveLength(1);
  });

  it("compiles a page itself when the other bundle's compile failed", async () => {
    let fail: (error: Error) => void = () => {};
    const failing: Compile = () =>
      new Promise((_resolve, reject) => (fail = reject));
    const first = cached("# A", page, failing);
    const second = cached("# A", page, compile("second"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    fail(new Error("bad MDX"));
    await expect(first).rejects.toThrow("bad MDX");
    expect(await second).toEqual({ result: "second" });
  });

  it("takes over a lock left by a build that stopped more than a minute ago", async () => {
    await cached("# A", page, compile("old"));
    const [entry] = readdirSync(dir);
    const lock = join(dir, `${entry}.lock`);
    writeFileSync(lock, "12345");
    const minutesAgo = new Date(Date.now() - 5 * 60_000);
    utimesSync(lock, minutesAgo, minutesAgo);
    expect(await cached("# B", page, compile("new"))).toEqual({
      result: "new",
    });
    expect(existsSync(lock)).toBe(false);
  });
});
