import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { copyFile, readFile, writeFile } from "node:fs/promises";
import { cpus } from "node:os";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip, type BrotliOptions } from "node:zlib";
import { join } from "node:path";
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
  /** Files whose `.br` and `.gz` came from the cache (same content as in an earlier build). */
  reused: number;
}

/**
 * Brotli quality by file. Quality 10 (an optimal-parsing search) is 10-15x the CPU of 8 and gains
 * 7-8 % on our pages: worth it for scripts, styles, twins and search payloads, which keep their
 * content (and so their cache entry below) from one build to the next, but not for the HTML,
 * which a build rewrites and which made precompression 10 s of a 100 s cold build. Measured on
 * the 377-page export: HTML 50.4 MB -> 4.68 MB at quality 10 in 12.8 s of CPU, 5.06 MB at 8 in
 * 0.9 s (`/docs/get-started` 16.0 -> 17.3 kB). Qualities 7 and 9 were slower than 8 on this
 * markup (10.5 and 43 s: their match finders stall on the sidebar's repeated class lists).
 */
export function brotliQuality(file: string): number {
  return file.endsWith(".html") ? 8 : 10;
}
const GZIP_LEVEL = 9;

const brotliOptions = (quality: number, size: number): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
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
 * libuv's thread pool `concurrency` files at a time: brotli is CPU-bound, and a synchronous loop
 * used one core of the build machine while the other idled.
 *
 * With `cacheDir`, each file's compressed forms are kept there under a hash of its content, and a
 * file that has not changed since the last build is copied from there instead of compressed again
 * (brotli over the 377-page export is several seconds of CPU; a rebuild changes a few
 * pages, and hashed scripts not at all). Entries that no file of this build used are removed.
 */
export async function precompressDir(
  dir: string,
  concurrency = Math.max(2, cpus().length * 2),
  cacheDir?: string,
): Promise<PrecompressStats> {
  const stats = { files: 0, bytesIn: 0, bytesBr: 0, reused: 0 };
  const files = compressible(dir);
  if (cacheDir) mkdirSync(cacheDir, { recursive: true });
  const used = new Set<string>();
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const data = await readFile(file);
      const quality = brotliQuality(file);
      // The settings are part of the key: a change to them makes every entry stale.
      const key = cacheDir
        ? createHash("sha256")
            .update(`br${quality}-gz${GZIP_LEVEL}`)
            .update(data)
            .digest("hex")
        : undefined;
      const cached =
        cacheDir && key ? await copyFromCache(cacheDir, key, file) : false;
      let brBytes: number;
      if (cached) {
        stats.reused += 1;
        brBytes = statSync(`${file}.br`).size;
      } else {
        const [br, gz] = await Promise.all([
          brotliAsync(data, brotliOptions(quality, data.length)),
          gzipAsync(data, { level: GZIP_LEVEL }),
        ]);
        await Promise.all([
          writeFile(`${file}.br`, br),
          writeFile(`${file}.gz`, gz),
          ...(cacheDir && key
            ? [
                writeFile(join(cacheDir, `${key}.br`), br),
                writeFile(join(cacheDir, `${key}.gz`), gz),
              ]
            : []),
        ]);
        brBytes = br.length;
      }
      if (key) used.add(key);
      stats.files += 1;
      stats.bytesIn += data.length;
      stats.bytesBr += brBytes;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (cacheDir)
    for (const name of readdirSync(cacheDir))
      if (!used.has(name.replace(/\.(br|gz)$/, "")))
        rmSync(join(cacheDir, name), { force: true });
  return stats;
}

/** Copies a cached `.br` and `.gz` beside `file`; false when either is missing. */
async function copyFromCache(
  cacheDir: string,
  key: string,
  file: string,
): Promise<boolean> {
  try {
    await Promise.all([
      copyFile(join(cacheDir, `${key}.br`), `${file}.br`),
      copyFile(join(cacheDir, `${key}.gz`), `${file}.gz`),
    ]);
    return true;
  } catch {
    return false;
  }
}
