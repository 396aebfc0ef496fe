import { statSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { cpus } from "node:os";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip, type BrotliOptions } from "node:zlib";
import { listFiles } from "./list-files";

/** Text, and Pagefind's binary search payloads (stored uncompressed, see lib/search/build-index). */
const COMPRESSIBLE =
  /\.(html|css|js|mjs|json|txt|md|xml|svg|ipynb|vtt|pagefind|pf_index|pf_fragment|pf_meta|pf_filter)$/;
/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 1024;

export interface PrecompressStats {
  files: number;
  bytesIn: number;
  bytesBr: number;
}

const brotliOptions = (size: number): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 10,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

const compressible = (dir: string): string[] =>
  listFiles(dir).filter(
    (file) => COMPRESSIBLE.test(file) && statSync(file).size >= MIN_BYTES,
  );

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `.br` and `.gz` next to every compressible file (rewritten on every build), compressed on
 * libuv's thread pool `concurrency` files at a time: brotli at quality 10 is CPU-bound, and a
 * synchronous loop used one core of the build machine while the other idled.
 */
export async function precompressDir(
  dir: string,
  concurrency = Math.max(2, cpus().length * 2),
): Promise<PrecompressStats> {
  const stats = { files: 0, bytesIn: 0, bytesBr: 0 };
  const files = compressible(dir);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const data = await readFile(file);
      const [br, gz] = await Promise.all([
        brotliAsync(data, brotliOptions(data.length)),
        gzipAsync(data, { level: 9 }),
      ]);
      await Promise.all([
        writeFile(`${file}.br`, br),
        writeFile(`${file}.gz`, gz),
      ]);
      stats.files += 1;
      stats.bytesIn += data.length;
      stats.bytesBr += br.length;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return stats;
}
