/**
 * Build step after the server bundle: renders the social image of every exported page (the URL of
 * its `og:image` tag) into `out/og/`, with the server's own worker pool, reusing the renders of
 * `.cache/og-images/` for pages whose image input and renderer did not change.
 */
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { exportedHtmlFiles } from "../lib/list-files";
import {
  ogInputOfPage,
  prebuildOgImages,
  rendererVersion,
} from "../server/og/prebuild-images";
import { createRenderPool } from "../server/og/render-pool";
import type { OgInput } from "../server/og/og-input";

async function main() {
  const started = performance.now();
  const outDir = resolve(process.argv[2] ?? "out");
  const inputs: OgInput[] = [];
  for (const file of exportedHtmlFiles(outDir)) {
    const input = ogInputOfPage(readFileSync(file, "utf8"));
    if (input) inputs.push(input);
  }
  const pool = createRenderPool({
    workerUrl: pathToFileURL(resolve("dist/server/og-worker.mjs")),
    size: availableParallelism(),
    maxQueue: Number.MAX_SAFE_INTEGER,
  });
  try {
    const { images, rendered } = await prebuildOgImages({
      outDir,
      cacheDir: resolve(".cache/og-images"),
      version: rendererVersion(process.cwd()),
      inputs,
      render: pool.render,
    });
    console.log(
      `Social images: ${images} for ${inputs.length} pages, ${rendered} rendered, ${images - rendered} from the cache, in ${(performance.now() - started).toFixed(0)} ms.`,
    );
  } finally {
    await pool.close();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
