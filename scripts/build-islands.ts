/**
 * Build step after `next build` (issue 20): bundles the island runtime and every island's chunk
 * into out/_islands with esbuild, then turns the island routes (lib/islands/island-pages.ts, the
 * same list Next built no client bundle for) into island pages: Next's runtime and whole-page
 * hydration leave them, and so do the page props Next exported for its client router.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { build } from "esbuild";
import { toIslandPage } from "../lib/islands/island-page";
import { islandPageRoutes } from "../lib/islands/island-pages";
import { exportedHtmlFiles } from "../lib/list-files";
import { htmlFileToRoute } from "../lib/routes";
import { sectionFor } from "../lib/sections";
import {
  ISLAND_RUNTIME_ENTRY,
  islandBundleOptions,
} from "../lib/islands/island-bundle";
import {
  islandManifest,
  islandPageAssets,
} from "../lib/islands/island-manifest";

async function main(): Promise<void> {
  const started = performance.now();
  const outDir = process.argv[2] ?? "out";
  const bundleDir = join(outDir, "_islands");
  rmSync(bundleDir, { recursive: true, force: true });
  const result = await build(islandBundleOptions(bundleDir, process.env));
  const manifest = islandManifest(
    result.metafile,
    outDir,
    readFileSync("components/islands/island-registry.ts", "utf8"),
    ISLAND_RUNTIME_ENTRY,
  );
  writeFileSync(
    join(bundleDir, "manifest.json"),
    JSON.stringify(manifest, null, 2),
  );
  const assets = islandPageAssets(manifest);

  const islandRoutes = new Set(islandPageRoutes("."));
  const sections = new Set<string>();
  let pages = 0;
  for (const file of exportedHtmlFiles(outDir)) {
    const route = htmlFileToRoute(relative(outDir, file).split(sep).join("/"));
    if (!islandRoutes.has(route)) continue;
    writeFileSync(file, toIslandPage(readFileSync(file, "utf8"), assets));
    sections.add(sectionFor(route).id);
    pages++;
  }
  if (pages !== islandRoutes.size)
    throw new Error(
      `Islands: ${islandRoutes.size} island routes but ${pages} exported pages among them`,
    );
  // Next writes each statically generated page's props to _next/data for its client router,
  // which island pages do not load: the compiled MDX pages (pages/[...slug].tsx) are all island
  // pages, and no other page has static props.
  rmSync(join(outDir, "_next", "data"), { recursive: true, force: true });
  console.log(
    `Islands: ${pages} pages in ${[...sections].join(", ")} load ${assets.runtime} instead of Next's runtime (${(performance.now() - started).toFixed(0)} ms).`,
  );
}

// tsx runs this file as CommonJS, which has no top-level await.
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
