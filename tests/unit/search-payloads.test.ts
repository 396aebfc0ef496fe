import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompressDir } from "@/lib/precompress";
import { storePayloadsUncompressed } from "@/lib/search/build-index";

const SIGNED = Buffer.concat([
  Buffer.from("pagefind_dcd"),
  Buffer.from("index words ".repeat(200)),
]);

describe("storePayloadsUncompressed", () => {
  it("gunzips Pagefind's payloads in place, once, and leaves other files alone", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pf-payloads-"));
    mkdirSync(join(dir, "index"));
    const files = {
      wasm: join(dir, "wasm.en.pagefind"),
      chunk: join(dir, "index", "en_1234567.pf_index"),
      script: join(dir, "pagefind.js"),
    };
    writeFileSync(files.wasm, gzipSync(SIGNED));
    writeFileSync(files.chunk, gzipSync(SIGNED));
    const script = gzipSync(Buffer.from("not a payload"));
    writeFileSync(files.script, script);

    expect(storePayloadsUncompressed(dir)).toBe(2);
    expect(readFileSync(files.wasm)).toEqual(SIGNED);
    expect(readFileSync(files.chunk)).toEqual(SIGNED);
    expect(readFileSync(files.script)).toEqual(script);
    // A second run finds nothing left to do.
    expect(storePayloadsUncompressed(dir)).toBe(0);

    // The precompress step then gives each payload a brotli variant, as it does for text.
    await precompressDir(dir);
    expect(readFileSync(`${files.chunk}.br`).length).toBeLessThan(
      gzipSync(SIGNED).length,
    );
  });
});
