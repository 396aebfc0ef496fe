import type { Metafile } from "esbuild";
import { describe, expect, it } from "vitest";
import {
  islandFirstLoadScripts,
  islandManifest,
  islandPageAssets,
  registryModules,
} from "../../lib/islands/island-manifest";

const REGISTRY = `export const ISLAND_LOADERS = {
  "region-button": () => import("../navbar/region-button").then((m) => m.RegionButton),
  video: () => import("../video/video").then((m) => m.Video),
  feedback: () =>
    import("../feedback/feedback-footer").then((m) => m.FeedbackFooter),
};`;

type Output = Metafile["outputs"][string];
const output = (
  entryPoint: string | undefined,
  imports: Output["imports"] = [],
): Output => ({
  bytes: 1,
  inputs: {},
  exports: [],
  imports,
  ...(entryPoint ? { entryPoint } : {}),
});
const statically = (path: string) => ({
  path,
  kind: "import-statement" as const,
});
const lazily = (path: string) => ({ path, kind: "dynamic-import" as const });

/** A bundle shaped like esbuild's: runtime -> shared chunk, islands -> React chunk. */
const METAFILE: Metafile = {
  inputs: {},
  outputs: {
    "out/_islands/runtime-R1.js": output(
      "components/islands/island-runtime.ts",
      [
        statically("out/_islands/chunk-S1.js"),
        lazily("out/_islands/hydrate-island-H1.js"),
      ],
    ),
    "out/_islands/chunk-S1.js": output(undefined),
    "out/_islands/hydrate-island-H1.js": output(
      "components/islands/hydrate-island.ts",
      [statically("out/_islands/react-dom-X1.js")],
    ),
    "out/_islands/react-dom-X1.js": output(undefined, [
      statically("out/_islands/chunk-S1.js"),
    ]),
    "out/_islands/region-button-A1.js": output(
      "components/navbar/region-button.tsx",
      [statically("out/_islands/react-dom-X1.js")],
    ),
    "out/_islands/video-V1.js": output("components/video/video.tsx", [
      statically("out/_islands/react-dom-X1.js"),
      statically("out/_islands/player-P1.js"),
    ]),
    "out/_islands/player-P1.js": output(undefined),
    "out/_islands/feedback-footer-F1.js": output(
      "components/feedback/feedback-footer.tsx",
    ),
    "out/_islands/video-V1.css": output(undefined),
  },
};

const manifest = islandManifest(
  METAFILE,
  "out",
  REGISTRY,
  "components/islands/island-runtime.ts",
);

describe("islandManifest", () => {
  it("reads island names and modules from the registry's import() calls", () => {
    expect(registryModules(REGISTRY)).toEqual({
      "region-button": "components/navbar/region-button",
      video: "components/video/video",
      feedback: "components/feedback/feedback-footer",
    });
  });

  it("maps runtime, hydration chunk and islands to URLs, with static imports only", () => {
    expect(manifest.runtime).toBe("/_islands/runtime-R1.js");
    expect(manifest.hydrate).toBe("/_islands/hydrate-island-H1.js");
    expect(manifest.islands).toEqual({
      "region-button": "/_islands/region-button-A1.js",
      video: "/_islands/video-V1.js",
      feedback: "/_islands/feedback-footer-F1.js",
    });
    expect(manifest.imports["/_islands/runtime-R1.js"]).toEqual([
      "/_islands/chunk-S1.js",
    ]);
    expect(Object.keys(manifest.imports)).not.toContain(
      "/_islands/video-V1.css",
    );
  });

  it("fails loudly when an island in the registry has no chunk", () => {
    expect(() =>
      islandManifest(
        METAFILE,
        "out",
        `${REGISTRY}\n  zoom: () => import("../mdx/zoom-image"),`,
        "components/islands/island-runtime.ts",
      ),
    ).toThrow(/no chunk for components\/mdx\/zoom-image/);
  });
});

describe("islandPageAssets", () => {
  it("links the runtime and preloads what it imports statically", () => {
    expect(islandPageAssets(manifest)).toEqual({
      runtime: "/_islands/runtime-R1.js",
      preload: ["/_islands/chunk-S1.js"],
    });
  });
});

describe("islandFirstLoadScripts", () => {
  it.each([
    {
      name: "no island: the runtime and its imports",
      islands: [],
      scripts: ["/_islands/runtime-R1.js", "/_islands/chunk-S1.js"],
    },
    {
      name: "a visible island waits: nothing more",
      islands: [{ name: "video", wake: "visible" }],
      scripts: ["/_islands/runtime-R1.js", "/_islands/chunk-S1.js"],
    },
    {
      name: "a load island: hydration, React and its chunk, each once",
      islands: [
        { name: "region-button", wake: "load" },
        { name: "feedback", wake: "idle" },
      ],
      scripts: [
        "/_islands/runtime-R1.js",
        "/_islands/chunk-S1.js",
        "/_islands/hydrate-island-H1.js",
        "/_islands/react-dom-X1.js",
        "/_islands/region-button-A1.js",
        "/_islands/feedback-footer-F1.js",
      ],
    },
  ])("$name", ({ islands, scripts }) => {
    expect(islandFirstLoadScripts(manifest, islands)).toEqual(scripts);
  });

  it("refuses an island the manifest does not know", () => {
    expect(() =>
      islandFirstLoadScripts(manifest, [{ name: "nope", wake: "load" }]),
    ).toThrow(/no chunk for island "nope"/);
  });
});
