/**
 * Build step after `next build`: brotli and gzip variants of the export for `npm start`, reusing
 * those of files unchanged since the last build from .next/cache/precompress.
 */
import { resolve } from "node:path";
import { precompressDir } from "../lib/precompress";

async function main(): Promise<void> {
  const started = performance.now();
  const s = await precompressDir(
    resolve(process.argv[2] ?? "out"),
    undefined,
    resolve(".next/cache/precompress"),
  );
  console.log(
    `Precompressed ${s.files} files: ${(s.bytesIn / 1024).toFixed(0)} kB -> ${(s.bytesBr / 1024).toFixed(0)} kB brotli (${s.reused} unchanged, from the cache) in ${(performance.now() - started).toFixed(0)} ms.`,
  );
}

// tsx runs this file as CommonJS, which has no top-level await.
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
