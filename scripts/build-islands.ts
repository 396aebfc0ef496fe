/**
 * Build step after `next build` (issue 20): bundles the island runtime and every island's chunk
 * into out/_islands with esbuild, then turns the pages of island sections (`islands: true` in
 * lib/sections.ts) into island pages: Next's runtime and whole-page hydration leave them.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { build } from "esbuild";
import { toIslandPage } from "../lib/islands/island-page";
import { hasClientIntegrations } from "../lib/integrations-env";
import { exportedHtmlFiles } from "../lib/list-files";
import { htmlFileToRoute } from "../lib/routes";
import { sectionFor } from "../lib/sections";
import {
  ISLAND_RUNTIME_ENTRY,
  islandBundleOptions,
  runtimeAssets,
} from "../lib/islands/island-bundle";
import { islandManifest } from "../lib/islands/island-manifest";

async function main(): Promise<void> {
  const started = performance.now();
  const outDir = process.argv[2] ?? "out";
  const bundleDir = join(outDir, "_islands");
  rmSync(bundleDir, { recursive: true, force: true });
  const result = await build(islandBundleOptions(bundleDir, process.env));
  const assets = runtimeAssets(result.metafile, outDir);
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

  // Analytics, tracking and the support chat still follow Next's router (components/integrations):
  // until they are islands too, a build that configures them keeps every page on Next's runtime
  // rather than lose them on some pages.
  const integrations = hasClientIntegrations();
  if (integrations)
    console.log(
      "Islands: client integrations are configured, so every page keeps Next's runtime.",
    );
  const sections = new Set<string>();
  let pages = 0;
  for (const file of integrations ? [] : exportedHtmlFiles(outDir)) {
    const route = htmlFileToRoute(relative(outDir, file).split(sep).join("/"));
    const section = sectionFor(route);
    if (!section.islands) continue;
    writeFileSync(file, toIslandPage(readFileSync(file, "utf8"), assets));
    sections.add(section.id);
    pages++;
  }
  console.log(
    `Islands: ${pages} pages in ${[...sections].join(", ")} load ${assets.runtime} instead of Next's runtime (${(performance.now() - started).toFixed(0)} ms).`,
  );
}

// tsx runs this file as CommonJS, which has no top-level await.
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
