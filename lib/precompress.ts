import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(html|css|js|mjs|json|txt|md|xml|svg|ipynb|vtt)$/;
/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 1024;

/** Writes `.br` and `.gz` next to every compressible file (skipping ones already up to date). */
export function precompressDir(dir: string): {
  files: number;
  bytesIn: number;
  bytesBr: number;
} {
  const stats = { files: 0, bytesIn: 0, bytesBr: 0 };
  const walk = (d: string) => {
    for (const entry of readdirSync(d)) {
      const full = join(d, entry);
      const s = statSync(full);
      if (s.isDirectory()) walk(full);
      else if (COMPRESSIBLE.test(entry) && s.size >= MIN_BYTES) {
        const data = readFileSync(full);
        const br = brotliCompressSync(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 10,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        });
        writeFileSync(`${full}.br`, br);
        writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
        stats.files += 1;
        stats.bytesIn += data.length;
        stats.bytesBr += br.length;
      }
    }
  };
  walk(dir);
  return stats;
}
