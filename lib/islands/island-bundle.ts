import { readFile } from "node:fs/promises";
import type { BuildOptions, Plugin } from "esbuild";
import { ISLAND_FILE_NAMES } from "./bundle-names";

export const ISLAND_RUNTIME_ENTRY = "components/islands/island-runtime.ts";

/**
 * A stylesheet a lazily loaded component imports (the video player's) arrives with that
 * component's chunk and is added to the page when the chunk runs, as Next does for its chunks:
 * the islands bundle has no stylesheet of its own, the page keeps Next's.
 */
const injectCss: Plugin = {
  name: "inject-css",
  setup(build) {
    build.onLoad({ filter: /\.css$/ }, async ({ path }) => ({
      loader: "js",
      contents: `const style = document.createElement("style");
style.textContent = ${JSON.stringify(await readFile(path, "utf8"))};
document.head.append(style);`,
    }));
  },
};

/**
 * esbuild's options for the islands bundle: ES modules with shared chunks (React is one chunk
 * that every island imports), content-hashed names (served as immutable), and the same
 * `NEXT_PUBLIC_*` values that Next inlines into its own bundles.
 */
export function islandBundleOptions(
  outdir: string,
  env: NodeJS.ProcessEnv,
): BuildOptions & { metafile: true } {
  const publicEnv = Object.fromEntries(
    Object.entries(env)
      .filter(([key]) => key.startsWith("NEXT_PUBLIC_"))
      .map(([key, value]) => [
        `process.env.${key}`,
        JSON.stringify(value ?? ""),
      ]),
  );
  return {
    entryPoints: { runtime: ISLAND_RUNTIME_ENTRY },
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: ["es2020"],
    minify: true,
    metafile: true,
    jsx: "automatic",
    entryNames: ISLAND_FILE_NAMES,
    chunkNames: ISLAND_FILE_NAMES,
    legalComments: "none",
    logLevel: "warning",
    plugins: [injectCss],
    define: {
      ...publicEnv,
      "process.env.NODE_ENV": '"production"',
      // Any other variable is unset in the browser, as in Next's bundles.
      "process.env": "{}",
    },
  };
}
