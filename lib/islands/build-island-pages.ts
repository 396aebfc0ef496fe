import { createHash } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { build } from "esbuild";
import { hashFiles } from "../build/hash-files";
import type { FinishStep } from "../compiled-pages/render-cache";
import { exportedHtmlFiles } from "../list-files";
import { htmlFileToRoute } from "../routes";
import { ISLAND_RUNTIME_ENTRY, islandBundleOptions } from "./island-bundle";
import {
  islandManifest,
  islandPageAssets,
  type IslandManifest,
} from "./island-manifest";
import { type IslandAssets, toIslandPage } from "./island-page";
import { shareMobileMenu } from "./share-mobile-menu";

/**
 * Bundles the island runtime and every island's chunk into `<outDir>/_islands` with esbuild and
 * writes their manifest beside them; returns what an island page loads (issue 20).
 */
export async function bundleIslands(
  outDir: string,
  env: NodeJS.ProcessEnv,
): Promise<{ manifest: IslandManifest; assets: IslandAssets }> {
  const bundleDir = join(outDir, "_islands");
  rmSync(bundleDir, { recursive: true, force: true });
  const result = await build(islandBundleOptions(bundleDir, env));
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
  return { manifest, assets: islandPageAssets(manifest) };
}

/**
 * The island routes' finish step for the render cache (lib/compiled-pages/render-cache.ts): Next's
 * runtime, the page's bundle and `__NEXT_DATA__` leave the page and the island runtime comes in
 * (lib/islands/island-page.ts), and the mobile menu's copy of desktop items becomes placeholders
 * (lib/islands/share-mobile-menu.ts). Its key is the runtime's files and the converter's code, so an
 * unchanged page whose islands bundle is unchanged is copied from the last build.
 */
export function islandFinishStep(
  assets: IslandAssets,
  islandRoutes: ReadonlySet<string>,
): FinishStep {
  const key = hashFiles(
    createHash("sha256").update(JSON.stringify(assets)).update("\0"),
    ".",
    [
      join("lib", "islands", "island-page.ts"),
      join("lib", "islands", "share-mobile-menu.ts"),
    ],
  ).digest("hex");
  return {
    key: (route) => (islandRoutes.has(route) ? key : undefined),
    // An island page is never hydrated, so its mobile menu may differ from what React would render.
    apply: (route, html) =>
      islandRoutes.has(route)
        ? shareMobileMenu(toIslandPage(html, assets))
        : html,
  };
}

/**
 * Turns the island routes that `done` does not hold (pages Next rendered outside the render
 * cache: home, pricing, 404) into island pages, checks every island route is an exported page,
 * and removes the page props Next exported for its client router.
 */
export function finishIslandPages(
  outDir: string,
  islandRoutes: ReadonlySet<string>,
  step: FinishStep,
  done: ReadonlySet<string>,
): { pages: number; finished: number } {
  let pages = 0;
  let finished = 0;
  for (const file of exportedHtmlFiles(outDir)) {
    const route = htmlFileToRoute(relative(outDir, file).split(sep).join("/"));
    if (!islandRoutes.has(route)) continue;
    pages++;
    if (done.has(route)) continue;
    writeFileSync(file, step.apply(route, readFileSync(file, "utf8")));
    finished++;
  }
  if (pages !== islandRoutes.size)
    throw new Error(
      `Islands: ${islandRoutes.size} island routes but ${pages} exported pages among them`,
    );
  // Next writes each statically generated page's props to _next/data for its client router,
  // which island pages do not load: the compiled MDX pages (pages/[...slug].tsx) are all island
  // pages, and no other page has static props.
  rmSync(join(outDir, "_next", "data"), { recursive: true, force: true });
  return { pages, finished };
}
