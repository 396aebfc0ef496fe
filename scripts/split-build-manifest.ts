/**
 * Build step after `next build`: writes one client build manifest per site section next to Next's
 * own and points each exported page at its section's (see lib/build-manifest-split.ts).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import {
  foldersOf,
  manifestSectionOf,
  parseBuildManifest,
  serializeBuildManifest,
  splitBuildManifest,
} from "../lib/build-manifest-split";
import { islandPageRoutes } from "../lib/islands/island-pages";
import { exportedHtmlFiles } from "../lib/list-files";
import { htmlFileToRoute } from "../lib/routes";

const outDir = process.argv[2] ?? "out";
const staticDir = join(outDir, "_next/static");
const buildId = readdirSync(staticDir).find(
  (d) => d !== "chunks" && d !== "css" && d !== "media",
);
if (!buildId) throw new Error(`no build id folder in ${staticDir}`);
const original = `/_next/static/${buildId}/_buildManifest.js`;
const manifest = parseBuildManifest(
  readFileSync(join(outDir, original), "utf8"),
);
const variants = splitBuildManifest(manifest);
const sizes: string[] = [];
for (const [section, variant] of variants) {
  const js = serializeBuildManifest(variant);
  writeFileSync(join(staticDir, buildId, `_buildManifest.${section}.js`), js);
  sizes.push(`${section} ${variant.sortedPages.length}`);
}
const folders = foldersOf(manifest.sortedPages);
// Island pages lose the manifest's <script> with the rest of Next's runtime (build-islands.ts):
// reading and rewriting them here would be work for nothing (every page, today).
const islandRoutes = new Set(islandPageRoutes("."));
let rewritten = 0;
for (const file of exportedHtmlFiles(outDir)) {
  const route = htmlFileToRoute(relative(outDir, file).split(sep).join("/"));
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
console.log(
  `Build manifest split into ${variants.size} sections (routes: ${sizes.join(", ")}); ${rewritten} pages point at theirs.`,
);
