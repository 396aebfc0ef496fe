/**
 * `npm run build`'s first step after `next build`: makes the export the published site, in one
 * process (issue 25: three `tsx` start-ups were a third of these steps' time on a one-page rebuild).
 * 1. The island runtime and chunks are bundled (lib/islands/build-island-pages.ts).
 * 2. One client build manifest per site section (lib/build/split-export-manifest.ts), for pages
 *    that keep Next's runtime.
 * 3. The render cache (lib/compiled-pages/render-cache.ts) stores the pages this build rendered
 *    and writes the others into the export, each finished as an island page: a page unchanged
 *    since the last build, with the same islands bundle, is copied as it was published then.
 * 4. The island pages Next rendered outside the render cache are finished.
 */
import { readFileSync } from "node:fs";
import {
  applyRenderPlan,
  readRenderPlan,
} from "../lib/compiled-pages/render-cache";
import { splitExportManifest } from "../lib/build/split-export-manifest";
import {
  bundleIslands,
  finishIslandPages,
  islandFinishStep,
} from "../lib/islands/build-island-pages";
import { islandPageRoutes } from "../lib/islands/island-pages";

const seconds = (since: number) =>
  `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const outDir = process.argv[2] ?? "out";
  let started = performance.now();
  const islandRoutes = new Set(islandPageRoutes("."));
  const { assets } = await bundleIslands(outDir, process.env);
  const finish = islandFinishStep(assets, islandRoutes);
  console.log(
    `Islands bundle: island pages load ${assets.runtime}; ${seconds(started)}.`,
  );

  started = performance.now();
  const split = splitExportManifest(outDir, islandRoutes);
  console.log(
    `Build manifest split into ${split.sections.length} sections (routes: ${split.sections.map((s) => `${s.section} ${s.routes}`).join(", ")}); ${split.rewritten} pages point at theirs; ${seconds(started)}.`,
  );

  started = performance.now();
  const plan = readRenderPlan(".");
  if (!plan) {
    console.log("Rendered pages: no plan (no compiled pages in this build).");
  } else {
    const buildId = readFileSync(".next/BUILD_ID", "utf8").trim();
    const r = applyRenderPlan(".", outDir, plan, buildId, finish);
    console.log(
      `Rendered pages: ${r.stored} rendered by this build, ${r.restored} unchanged and taken from the cache (${r.finishedCopies} of them copied as published last time)` +
        (r.dropped
          ? `, ${r.dropped} pages that are gone removed from it`
          : "") +
        `; ${seconds(started)}.`,
    );
  }

  started = performance.now();
  const { pages, finished } = finishIslandPages(
    outDir,
    islandRoutes,
    finish,
    new Set(Object.keys(plan ?? {})),
  );
  console.log(
    `Islands: ${pages} island pages, ${finished} finished outside the render cache; ${seconds(started)}.`,
  );
}

// tsx runs this file as CommonJS, which has no top-level await.
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
