/** Build step after `next build`: brotli and gzip variants of the export for `npm start`. */
import { resolve } from "node:path";
import { precompressDir } from "../lib/precompress";

async function main(): Promise<void> {
  const started = performance.now();
  const s = await precompressDir(resolve(process.argv[2] ?? "out"));
  console.log(
    `Precompressed ${s.files} files: ${(s.bytesIn / 1024).toFixed(0)} kB -> ${(s.bytesBr / 1024).toFixed(0)} kB brotli in ${(performance.now() - started).toFixed(0)} ms.`,
  );
}

// tsx runs this file as CommonJS, which has no top-level await.
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
