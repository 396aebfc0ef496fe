import { posix } from "node:path";
import type { Metafile } from "esbuild";
import type { IslandAssets } from "./island-page";

/**
 * What the islands bundle is made of, written beside it (out/_islands/manifest.json) so that
 * page-weight checks can follow what an island page really fetches: the runtime, React (with the
 * first island that wakes) and the chunk of each island that wakes without being touched.
 */
export interface IslandManifest {
  /** URL of the runtime script every island page loads. */
  runtime: string;
  /** URL of the chunk that hydrates islands (React and ReactDOM come with it). */
  hydrate: string;
  /** URL of each island's chunk, by island name. */
  islands: Record<string, string>;
  /** Static imports of each chunk (URLs): fetched together with it. */
  imports: Record<string, string[]>;
}

const REGISTRY = "components/islands/island-registry.ts";
const HYDRATE = "components/islands/hydrate-island.ts";
const LOADER =
  /["']?([\w-]+)["']?\s*:\s*\(\)\s*=>\s*import\(\s*["']([^"']+)["']\s*\)/g;

/** Island name -> source module (without extension), read from the registry's import() calls. */
export function registryModules(
  registrySource: string,
): Record<string, string> {
  const dir = posix.dirname(REGISTRY);
  return Object.fromEntries(
    [...registrySource.matchAll(LOADER)].map(
      ([, name = "", specifier = ""]) => [name, posix.join(dir, specifier)],
    ),
  );
}

export function islandManifest(
  metafile: Metafile,
  outDir: string,
  registrySource: string,
  runtimeEntry: string,
): IslandManifest {
  const toUrl = (file: string) =>
    `/${posix.relative(outDir.split("\\").join("/"), file.split("\\").join("/"))}`;
  const outputs = Object.entries(metafile.outputs).filter(([file]) =>
    file.endsWith(".js"),
  );
  const byEntry = (source: string) => {
    const found = outputs.find(
      ([, output]) =>
        output.entryPoint?.replace(/\.tsx?$/, "") ===
        source.replace(/\.tsx?$/, ""),
    );
    if (!found)
      throw new Error(`the islands bundle has no chunk for ${source}`);
    return toUrl(found[0]);
  };
  return {
    runtime: byEntry(runtimeEntry),
    hydrate: byEntry(HYDRATE),
    islands: Object.fromEntries(
      Object.entries(registryModules(registrySource)).map(([name, source]) => [
        name,
        byEntry(source),
      ]),
    ),
    imports: Object.fromEntries(
      outputs.map(([file, output]) => [
        toUrl(file),
        output.imports
          .filter((i) => i.kind === "import-statement")
          .map((i) => toUrl(i.path)),
      ]),
    ),
  };
}

/** What every island page links: the runtime, and the chunks it imports statically to preload. */
export function islandPageAssets(manifest: IslandManifest): IslandAssets {
  return {
    runtime: manifest.runtime,
    preload: manifest.imports[manifest.runtime] ?? [],
  };
}

/** A chunk and everything it imports statically, each once. */
function withImports(
  manifest: IslandManifest,
  url: string,
  into: Set<string>,
): void {
  if (into.has(url)) return;
  into.add(url);
  for (const dep of manifest.imports[url] ?? [])
    withImports(manifest, dep, into);
}

/**
 * The scripts an island page fetches before any interaction: the runtime with its imports, and,
 * when an island wakes at load or when idle, the hydration chunk and those islands' chunks.
 */
export function islandFirstLoadScripts(
  manifest: IslandManifest,
  islands: ReadonlyArray<{ name: string; wake: string }>,
): string[] {
  const scripts = new Set<string>();
  withImports(manifest, manifest.runtime, scripts);
  const early = islands.filter((i) => i.wake === "load" || i.wake === "idle");
  if (early.length > 0) withImports(manifest, manifest.hydrate, scripts);
  for (const { name } of early) {
    const chunk = manifest.islands[name];
    if (!chunk)
      throw new Error(`the islands manifest has no chunk for island "${name}"`);
    withImports(manifest, chunk, scripts);
  }
  return [...scripts];
}
