import {
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
  existsSync,
} from "node:fs";
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressDir, precompressDirParallel } from "@/lib/precompress";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0))
    rmSync(dir, { recursive: true, force: true });
});

/** An export-like folder: compressible files above and below the size floor, and a PNG. */
function site(): string {
  const dir = mkdtempSync(join(tmpdir(), "precompress-"));
  dirs.push(dir);
  mkdirSync(join(dir, "docs"));
  const page = `<html><body>${"<p>Langfuse traces</p>".repeat(200)}</body></html>`;
  writeFileSync(join(dir, "index.html"), page);
  writeFileSync(
    join(dir, "docs", "get-started.md"),
    "# Get started\n".repeat(300),
  );
  writeFileSync(join(dir, "tiny.js"), "console.log(1);");
  writeFileSync(join(dir, "logo.png"), Buffer.alloc(4096, 7));
  return dir;
}

describe.each([
  ["precompressDir", async (dir: string) => precompressDir(dir)],
  ["precompressDirParallel", (dir: string) => precompressDirParallel(dir, 3)],
])("%s", (_name, run) => {
  it("writes .br and .gz that decode to each compressible file, and skips the rest", async () => {
    const dir = site();
    const stats = await run(dir);
    expect(stats.files).toBe(2);
    for (const file of ["index.html", "docs/get-started.md"]) {
      const original = readFileSync(join(dir, file));
      expect(
        brotliDecompressSync(readFileSync(join(dir, `${file}.br`))),
      ).toEqual(original);
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`)))).toEqual(
        original,
      );
    }
    expect(existsSync(join(dir, "tiny.js.br"))).toBe(false);
    expect(existsSync(join(dir, "logo.png.br"))).toBe(false);
    expect(stats.bytesIn).toBe(
      readFileSync(join(dir, "index.html")).length +
        readFileSync(join(dir, "docs/get-started.md")).length,
    );
  });
});

it("the parallel variant writes the same bytes as the sequential one", async () => {
  const a = site();
  const b = site();
  const sequential = precompressDir(a);
  const parallel = await precompressDirParallel(b);
  expect(parallel).toEqual(sequential);
  expect(readFileSync(join(b, "index.html.br"))).toEqual(
    readFileSync(join(a, "index.html.br")),
  );
});
