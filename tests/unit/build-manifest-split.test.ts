import { describe, expect, it } from "vitest";
import {
  foldersOf,
  manifestSectionOf,
  parseBuildManifest,
  serializeBuildManifest,
  splitBuildManifest,
} from "@/lib/build-manifest-split";

// The shape Next 15 writes: a function call that fills in repeated chunk names.
const NEXT_MANIFEST = `self.__BUILD_MANIFEST=function(s,a,e,o){return{__rewrites:{afterFiles:[],beforeFiles:[],fallback:[]},__routerFilterDynamic:{numItems:a,errorRate:1e-4,numBits:a,numHashes:o,bitArray:[]},"/":[s,"static/chunks/pages/index.js"],"/404":[s,"static/chunks/pages/404.js"],"/_error":["static/chunks/pages/_error.js"],"/about":[s,"static/chunks/pages/about.js"],"/docs":[s,"static/chunks/pages/docs.js"],"/docs/tracing":[s,"static/chunks/pages/docs/tracing.js"],"/blog":[s,"static/chunks/pages/blog.js"],"/blog/launch":[s,"static/chunks/pages/blog/launch.js"],sortedPages:["/","/404","/_app","/_error","/about","/blog","/blog/launch","/docs","/docs/tracing"]}}("static/chunks/shared.js",0,1e-4,NaN),self.__BUILD_MANIFEST_CB&&self.__BUILD_MANIFEST_CB();`;

describe("build manifest split", () => {
  const manifest = parseBuildManifest(NEXT_MANIFEST);

  it("reads Next's manifest script", () => {
    expect(manifest["/docs/tracing"]).toEqual([
      "static/chunks/shared.js",
      "static/chunks/pages/docs/tracing.js",
    ]);
    expect(manifest.sortedPages).toHaveLength(9);
  });

  it.each([
    ["/", "root"],
    ["/about", "root"],
    ["/docs", "docs"],
    ["/docs/tracing", "docs"],
    ["/blog/launch", "blog"],
    ["/_error", "root"],
  ])("%s belongs to the %s manifest", (route, section) => {
    expect(manifestSectionOf(route, foldersOf(manifest.sortedPages))).toBe(
      section,
    );
  });

  it("gives each section its own routes plus the root pages, and keeps the other keys", () => {
    const parts = splitBuildManifest(manifest);
    expect([...parts.keys()].sort()).toEqual(["blog", "docs", "root"]);
    const docs = parts.get("docs")!;
    expect(docs.sortedPages).toEqual([
      "/",
      "/404",
      "/_app",
      "/_error",
      "/about",
      "/docs",
      "/docs/tracing",
    ]);
    expect(docs["/blog/launch"]).toBeUndefined();
    expect(docs.__rewrites).toEqual(manifest.__rewrites);
    expect(parts.get("root")!.sortedPages).not.toContain("/docs");
  });

  it("writes a script Next can read back, NaN included", () => {
    const docs = splitBuildManifest(manifest).get("docs")!;
    const js = serializeBuildManifest(docs);
    expect(js).toMatch(/^self\.__BUILD_MANIFEST=\{/);
    expect(js).toContain(
      "self.__BUILD_MANIFEST_CB&&self.__BUILD_MANIFEST_CB();",
    );
    const again = parseBuildManifest(js);
    expect(again).toEqual(docs);
    expect(
      Number.isNaN(
        (again.__routerFilterDynamic as { numHashes: number }).numHashes,
      ),
    ).toBe(true);
  });

  it("rejects a file that is not a build manifest", () => {
    expect(() => parseBuildManifest("self.__OTHER={}")).toThrow(
      "not a Next.js build manifest",
    );
  });
});
