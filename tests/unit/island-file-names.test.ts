import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import {
  HASHED_ISLAND_FILE,
  ISLAND_FILE_NAMES,
} from "@/lib/islands/bundle-names";
import { isHashedBundle } from "@/server/static-files";

describe("island file names", () => {
  const dir = mkdtempSync(join(tmpdir(), "island-names-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("match the server's pattern for every file esbuild writes with them", async () => {
    writeFileSync(
      join(dir, "runtime.ts"),
      'import("./lazy").then(console.log);',
    );
    writeFileSync(join(dir, "lazy.ts"), "export const x = 1;");
    const out = join(dir, "out");
    await build({
      entryPoints: { runtime: join(dir, "runtime.ts") },
      outdir: out,
      bundle: true,
      splitting: true,
      format: "esm",
      entryNames: ISLAND_FILE_NAMES,
      chunkNames: ISLAND_FILE_NAMES,
      logLevel: "silent",
    });
    const files = readdirSync(out);
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) {
      expect(HASHED_ISLAND_FILE.test(`/_islands/${file}`)).toBe(true);
      expect(isHashedBundle(`/_islands/${file}`)).toBe(true);
    }
  });

  it.each([
    ["/_islands/manifest.json", false],
    ["/_islands/runtime.js", false],
    ["/_islands/runtime-ABCD2345.js", true],
    ["/_islands/feedback-island-Z7Q2RT4M.css", true],
    ["/pagefind/pagefind-worker.js", false],
  ])("%s is a hashed bundle: %s", (path, hashed) => {
    expect(isHashedBundle(path)).toBe(hashed);
  });
});
