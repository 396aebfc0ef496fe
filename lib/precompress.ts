import { readFileSync, statSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { listFiles } from "./list-files";

/** Text, and Pagefind's binary search payloads (stored uncompressed, see lib/search/build-index). */
const COMPRESSIBLE =
  /\.(html|css|js|mjs|json|txt|md|xml|svg|ipynb|vtt|pagefind|pf_index|pf_fragment|pf_meta|pf_filter)$/;
/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 1024;

/** Writes `.br` and `.gz` next to every compressible file (rewritten on every build). */
export function precompressDir(dir: string): {
  files: number;
  bytesIn: number;
  bytesBr: number;
} {
  const stats = { files: 0, bytesIn: 0, bytesBr: 0 };
  for (const file of listFiles(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const data = readFileSync(file);
    const br = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 10,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    stats.files += 1;
    stats.bytesIn += data.length;
    stats.bytesBr += br.length;
  }
  return stats;
}
