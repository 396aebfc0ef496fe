import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  rmSync,
  writeFileSync,
  existsSync,
} from "node:fs";
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { brotliQuality, precompressDir } from "@/lib/precompress";

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

describe("brotliQuality", () => {
  it.each([
    ["out/docs/get-started.html", 8],
    ["out/index.html", 8],
    ["out/_next/static/chunks/main-abc123.js", 10],
    ["out/_next/static/css/app.css", 10],
    ["out/docs/get-started.md", 10],
    ["out/pagefind/fragment/en_1.pf_fragment", 10],
    ["out/html-guide.md", 10],
  ])("%s gets quality %i", (file, quality) => {
    expect(brotliQuality(file)).toBe(quality);
  });
});

describe("precompressDir", () => {
  it.each([1, 3, 8])(
    "with %i at a time, writes .br and .gz that decode to each compressible file, and skips the rest",
    async (concurrency) => {
      const dir = site();
      const stats = await precompressDir(dir, concurrency);
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
    },
  );

  it("writes the same bytes whatever the concurrency", async () => {
    const a = site();
    const b = site();
    expect(await precompressDir(b, 8)).toEqual(await precompressDir(a, 1));
    for (const file of ["index.html.br", "index.html.gz"])
      expect(readFileSync(join(b, file))).toEqual(readFileSync(join(a, file)));
  });

  it("reuses the compressed forms of unchanged files from the cache, recompresses changed ones and drops stale entries", async () => {
    const dir = site();
    const cache = join(dir, "..", `${dir.split("/").at(-1)}-cache`);
    dirs.push(cache);
    const first = await precompressDir(dir, 2, cache);
    expect(first).toMatchObject({ files: 2, reused: 0 });
    expect(readdirSync(cache)).toHaveLength(4);

    // The second build: the page changed, the Markdown twin did not.
    const page = `<html><body>${"<p>Langfuse evals</p>".repeat(200)}</body></html>`;
    writeFileSync(join(dir, "index.html"), page);
    const second = await precompressDir(dir, 2, cache);
    expect(second).toMatchObject({ files: 2, reused: 1 });
    expect(
      brotliDecompressSync(readFileSync(join(dir, "index.html.br"))).toString(),
    ).toBe(page);
    expect(
      gunzipSync(readFileSync(join(dir, "docs/get-started.md.gz"))).toString(),
    ).toBe("# Get started\n".repeat(300));
    // The old page's entries are gone: the cache holds what this build used, no more.
    expect(readdirSync(cache)).toHaveLength(4);
    expect(second.bytesBr).toBe(
      statSync(join(dir, "index.html.br")).size +
        statSync(join(dir, "docs/get-started.md.br")).size,
    );
  });
});
