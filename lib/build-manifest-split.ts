import { runInNewContext } from "node:vm";

/**
 * Next's client build manifest (`_buildManifest.js`) lists every route of the site with its
 * chunks, and every page loads it: with hundreds of pages it weighs more than most components.
 * A docs page only navigates client-side within its own section, so each section gets a manifest
 * of its own routes plus the root pages. A link to another section still works: the router does
 * not find the route and falls back to a full page load (Next's "hard navigation").
 */
export type BuildManifest = Record<string, unknown> & { sortedPages: string[] };

/** Evaluates `_buildManifest.js` (a script assigning `self.__BUILD_MANIFEST`) without side effects. */
export function parseBuildManifest(js: string): BuildManifest {
  const sandbox: { self: Record<string, unknown> } = { self: {} };
  runInNewContext(js, sandbox, { timeout: 1000 });
  const manifest = sandbox.self.__BUILD_MANIFEST as BuildManifest | undefined;
  if (!manifest || !Array.isArray(manifest.sortedPages))
    throw new Error(
      "not a Next.js build manifest: no __BUILD_MANIFEST.sortedPages",
    );
  return manifest;
}

/** The manifest section of a route: its first segment when that is a folder, else `root`. */
export function manifestSectionOf(
  route: string,
  folders: ReadonlySet<string>,
): string {
  const first = route.split("/")[1] ?? "";
  return folders.has(first) ? first : "root";
}

/** Top-level folders of the site: first segments of routes that have a second one. */
export function foldersOf(routes: readonly string[]): Set<string> {
  return new Set(
    routes
      .filter((r) => r.split("/").length > 2)
      .map((r) => r.split("/")[1] ?? ""),
  );
}

/** One manifest per section: that section's routes, the root pages and the non-route keys. */
export function splitBuildManifest(
  manifest: BuildManifest,
): Map<string, BuildManifest> {
  const routes = manifest.sortedPages;
  const folders = foldersOf(routes);
  const sections = ["root", ...folders];
  const result = new Map<string, BuildManifest>();
  for (const section of sections) {
    const keep = (route: string) => {
      const s = manifestSectionOf(route, folders);
      return s === "root" || s === section;
    };
    const entries = Object.entries(manifest).filter(
      ([key]) => !key.startsWith("/") || keep(key),
    );
    result.set(section, {
      ...Object.fromEntries(entries),
      sortedPages: routes.filter(keep),
    });
  }
  return result;
}

/** The manifest as the script Next expects; `NaN` (in Next's router filter stub) survives. */
export function serializeBuildManifest(manifest: BuildManifest): string {
  const json = JSON.stringify(manifest, (_key, value: unknown) =>
    typeof value === "number" && Number.isNaN(value) ? "__NaN__" : value,
  ).replace(/"__NaN__"/g, "NaN");
  return `self.__BUILD_MANIFEST=${json};self.__BUILD_MANIFEST_CB&&self.__BUILD_MANIFEST_CB();`;
}
