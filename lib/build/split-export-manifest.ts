import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import {
  foldersOf,
  manifestSectionOf,
  parseBuildManifest,
  serializeBuildManifest,
  splitBuildManifest,
} from "../build-manifest-split";
import { exportedHtmlFiles } from "../list-files";
import { htmlFileToRoute } from "../routes";

export interface SplitManifestStats {
  /** Each section's manifest with the number of routes it lists. */
  sections: Array<{ section: string; routes: number }>;
  /** Exported pages now pointing at their section's manifest. */
  rewritten: number;
}

/**
 * Writes one client build manifest per site section next to Next's own in an export and points
 * each exported page that is not an island page at its section's (lib/build-manifest-split.ts).
 */
export function splitExportManifest(
  outDir: string,
  islandRoutes: ReadonlySet<string>,
): SplitManifestStats {
  const staticDir = join(outDir, "_next/static");
  const buildId = readdirSync(staticDir).find(
    (d) => d !== "chunks" && d !== "css" && d !== "media",
  );
  if (!buildId) throw new Error(`no build id folder in ${staticDir}`);
  const original = `/_next/static/${buildId}/_buildManifest.js`;
  const manifest = parseBuildManifest(
    readFileSync(join(outDir, original), "utf8"),
  );
  const sections: SplitManifestStats["sections"] = [];
  for (const [section, variant] of splitBuildManifest(manifest)) {
    writeFileSync(
      join(staticDir, buildId, `_buildManifest.${section}.js`),
      serializeBuildManifest(variant),
    );
    sections.push({ section, routes: variant.sortedPages.length });
  }
  const folders = foldersOf(manifest.sortedPages);
  let rewritten = 0;
  for (const file of exportedHtmlFiles(outDir)) {
    const route = htmlFileToRoute(relative(outDir, file).split(sep).join("/"));
    // Island pages lose the manifest's <script> with the rest of Next's runtime
    // (lib/islands/build-island-pages.ts): reading and rewriting them here would be work for
    // nothing (every page, today).
    if (islandRoutes.has(route)) continue;
    const html = readFileSync(file, "utf8");
    if (!html.includes(original)) continue;
    const section = manifestSectionOf(route, folders);
    writeFileSync(
      file,
      html.replaceAll(
        original,
        `/_next/static/${buildId}/_buildManifest.${section}.js`,
      ),
    );
    rewritten += 1;
  }
  return { sections, rewritten };
}
