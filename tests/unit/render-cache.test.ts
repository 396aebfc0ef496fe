import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  applyRenderPlan,
  exportedHtmlPath,
  planRenders,
  readRenderPlan,
  renderCacheEnabled,
  renderKey,
  serverOutputKey,
  storedRenderKey,
  type FinishStep,
  type PageRenderInputs,
} from "@/lib/compiled-pages/render-cache";
import { jsonImports } from "@/lib/compiled-pages/run-page";
import type { CompiledPage } from "@/lib/compiled-pages/types";

let root: string;
let out: string;

const write = (file: string, text: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

/** A page as Next exports it: the build id in its scripts and props. */
const exported = (body: string, buildId: string) =>
  `<html><script src="/_next/static/${buildId}/_buildManifest.js"></script><main>${body}</main><script id="__NEXT_DATA__">{"buildId":"${buildId}"}</script></html>`;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "render-cache-"));
  out = join(root, "out");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("renderKey", () => {
  const base: PageRenderInputs = {
    route: "/docs/a",
    compiledKey: "c1",
    json: ['{"posts":[]}'],
    timestamp: 1_700_000_000_000,
    year: 2026,
  };

  it.each<[string, Partial<PageRenderInputs>]>([
    ["route", { route: "/docs/b" }],
    ["compiled MDX", { compiledKey: "c2" }],
    ["no current compile", { compiledKey: undefined }],
    ["JSON the page reads", { json: ['{"posts":[1]}'] }],
    ["last commit time", { timestamp: 1_700_000_000_001 }],
    ["footer year", { year: 2027 }],
  ])("changes with the %s", (_, change) => {
    expect(renderKey("s", { ...base, ...change })).not.toBe(
      renderKey("s", base),
    );
  });

  it("changes with the server bundles and is stable otherwise", () => {
    expect(renderKey("s2", base)).not.toBe(renderKey("s", base));
    expect(renderKey("s", { ...base })).toBe(renderKey("s", base));
  });
});

describe("serverOutputKey", () => {
  const dist = () => join(root, ".next");
  beforeEach(() => {
    write(join(dist(), "server/pages/[...slug].js"), "module.exports = 1;");
    write(join(dist(), "server/chunks/1.js"), "exports.theme = 1;");
    write(join(dist(), "server/pages/docs/a.html"), "<html>old</html>");
    write(join(dist(), "server/pages-manifest.json"), '{"/a":1,"/b":2}');
    write(
      join(dist(), "build-manifest.json"),
      '{"lowPriorityFiles":["static/ID1/_buildManifest.js","static/ID1/_ssgManifest.js"],"pages":{"/_app":["static/css/aaa.css"]}}',
    );
  });

  it("ignores the build id, rendered pages and JSON manifests whose order varies", () => {
    const before = serverOutputKey(root);
    write(
      join(dist(), "build-manifest.json"),
      '{"lowPriorityFiles":["static/ID2/_buildManifest.js","static/ID2/_ssgManifest.js"],"pages":{"/_app":["static/css/aaa.css"]}}',
    );
    write(join(dist(), "server/pages/docs/a.html"), "<html>new</html>");
    write(join(dist(), "server/pages-manifest.json"), '{"/b":2,"/a":1}');
    expect(serverOutputKey(root)).toBe(before);
  });

  it.each([
    ["a server chunk", "server/chunks/1.js", "exports.theme = 2;"],
    ["a new server chunk", "server/chunks/2.js", "exports.x = 1;"],
    [
      "a stylesheet's name",
      "build-manifest.json",
      '{"lowPriorityFiles":["static/ID1/_buildManifest.js"],"pages":{"/_app":["static/css/bbb.css"]}}',
    ],
  ])("changes with %s", (_, file, text) => {
    const before = serverOutputKey(root);
    write(join(dist(), file), text);
    expect(serverOutputKey(root)).not.toBe(before);
  });
});

describe("planRenders and applyRenderPlan", () => {
  const keys = new Map([
    ["/docs/a", "ka"],
    ["/docs/b", "kb"],
  ]);

  /** One build: plan, "render" the planned pages into out/, apply. */
  function build(
    keysNow: ReadonlyMap<string, string>,
    buildId: string,
    bodies: Record<string, string>,
    enabled = true,
    finish?: FinishStep,
  ) {
    rmSync(out, { recursive: true, force: true });
    const plan = planRenders(root, keysNow, enabled);
    for (const [route, { render }] of Object.entries(plan))
      if (render)
        write(exportedHtmlPath(out, route), exported(bodies[route]!, buildId));
    return { plan, result: applyRenderPlan(root, out, plan, buildId, finish) };
  }

  /**
   * A finish step like the island step's: drops Next's scripts (and with them the build id) and
   * marks the page with `mark`; `/docs/b` is left as Next wrote it when `skipB`.
   */
  const finishing = (mark: string, skipB = false) => {
    const applied: string[] = [];
    const step: FinishStep = {
      key: (route) => (skipB && route === "/docs/b" ? undefined : mark),
      apply: (route, html) => {
        if (skipB && route === "/docs/b") return html;
        applied.push(route);
        return html.replace(/<script[^>]*>[^<]*<\/script>/g, "") + mark;
      },
    };
    return { step, applied };
  };
  const published = (body: string, mark: string) =>
    `<html><main>${body}</main></html>${mark}`;

  it("finishes every page once and copies unchanged ones as they were published", () => {
    const first = finishing("v1");
    build(keys, "ID1", { "/docs/a": "A", "/docs/b": "B" }, true, first.step);
    expect(first.applied.sort()).toEqual(["/docs/a", "/docs/b"]);
    expect(readFileSync(join(out, "docs/a.html"), "utf8")).toBe(
      published("A", "v1"),
    );
    const second = finishing("v1");
    const { result } = build(keys, "ID2", {}, true, second.step);
    expect(second.applied).toEqual([]);
    expect(result).toEqual({
      stored: 0,
      restored: 2,
      dropped: 0,
      finishedCopies: 2,
    });
    expect(readFileSync(join(out, "docs/b.html"), "utf8")).toBe(
      published("B", "v1"),
    );
    // The render cache still holds Next's own HTML, not the finished page.
    const changed = new Map([...keys, ["/docs/a", "ka2"]]);
    const third = finishing("v1");
    build(changed, "ID3", { "/docs/a": "A2" }, true, third.step);
    expect(third.applied).toEqual(["/docs/a"]);
    expect(readFileSync(join(out, "docs/a.html"), "utf8")).toBe(
      published("A2", "v1"),
    );
  });

  it("finishes restored pages again from the stored HTML when the finish key changes", () => {
    build(
      keys,
      "ID1",
      { "/docs/a": "A", "/docs/b": "B" },
      true,
      finishing("v1").step,
    );
    const next = finishing("v2");
    const { result } = build(keys, "ID2", {}, true, next.step);
    expect(next.applied.sort()).toEqual(["/docs/a", "/docs/b"]);
    expect(result.finishedCopies).toBe(0);
    expect(readFileSync(join(out, "docs/a.html"), "utf8")).toBe(
      published("A", "v2"),
    );
  });

  it("keeps no finished copy of a page that still carries the build id", () => {
    // A finish step that leaves Next's scripts in: its output names the build.
    const keepsScripts: FinishStep = {
      key: () => "v1",
      apply: (_route, html) => `${html}v1`,
    };
    build(keys, "ID1", { "/docs/a": "A", "/docs/b": "B" }, true, keepsScripts);
    const { result } = build(keys, "ID2", {}, true, keepsScripts);
    expect(result.finishedCopies).toBe(0);
    expect(readFileSync(join(out, "docs/a.html"), "utf8")).toBe(
      `${exported("A", "ID2")}v1`,
    );
  });

  it("restores a page the step leaves alone with this build's id, never a stale copy", () => {
    build(
      keys,
      "ID1",
      { "/docs/a": "A", "/docs/b": "B" },
      true,
      finishing("v1", true).step,
    );
    const { result } = build(keys, "ID2", {}, true, finishing("v1", true).step);
    expect(result.finishedCopies).toBe(1);
    expect(readFileSync(join(out, "docs/b.html"), "utf8")).toBe(
      exported("B", "ID2"),
    );
  });

  it("renders every page on the first build and none on an unchanged one", () => {
    const first = build(keys, "ID1", { "/docs/a": "A", "/docs/b": "B" });
    expect(first.result).toEqual({
      stored: 2,
      restored: 0,
      dropped: 0,
      finishedCopies: 0,
    });
    const second = build(keys, "ID2", {});
    expect(Object.values(second.plan).map((p) => p.render)).toEqual([
      false,
      false,
    ]);
    expect(second.result).toEqual({
      stored: 0,
      restored: 2,
      dropped: 0,
      finishedCopies: 0,
    });
    // The restored page carries this build's id, as a page it rendered would.
    expect(readFileSync(join(out, "docs/b.html"), "utf8")).toBe(
      exported("B", "ID2"),
    );
    expect(readRenderPlan(root)).toEqual(second.plan);
  });

  it("renders only the page whose key changed, and stores its new HTML", () => {
    build(keys, "ID1", { "/docs/a": "A", "/docs/b": "B" });
    const changed = new Map([...keys, ["/docs/a", "ka2"]]);
    const { plan, result } = build(changed, "ID2", { "/docs/a": "A2" });
    expect(plan["/docs/a"]!.render).toBe(true);
    expect(plan["/docs/b"]!.render).toBe(false);
    expect(result).toEqual({
      stored: 1,
      restored: 1,
      dropped: 0,
      finishedCopies: 0,
    });
    expect(readFileSync(join(out, "docs/a.html"), "utf8")).toBe(
      exported("A2", "ID2"),
    );
    expect(storedRenderKey(root, "/docs/a")).toBe("ka2");
    build(changed, "ID3", {});
    expect(readFileSync(join(out, "docs/a.html"), "utf8")).toBe(
      exported("A2", "ID3"),
    );
  });

  it("renders everything with RENDER_CACHE=0 and forgets pages that are gone", () => {
    build(keys, "ID1", { "/docs/a": "A", "/docs/b": "B" });
    const { plan, result } = build(
      new Map([["/docs/a", "ka"]]),
      "ID2",
      { "/docs/a": "A" },
      false,
    );
    expect(plan["/docs/a"]!.render).toBe(true);
    expect(result).toEqual({
      stored: 1,
      restored: 0,
      dropped: 1,
      finishedCopies: 0,
    });
    expect(storedRenderKey(root, "/docs/b")).toBeUndefined();
  });

  it("fails when a skipped page's stored HTML has gone missing", () => {
    build(keys, "ID1", { "/docs/a": "A", "/docs/b": "B" });
    const plan = planRenders(root, keys);
    rmSync(join(root, ".next/cache/rendered-pages"), { recursive: true });
    expect(() => applyRenderPlan(root, out, plan, "ID2")).toThrow(
      /\/docs\/a: .*RENDER_CACHE=0/,
    );
  });

  it("has no plan after a build that planned nothing", () => {
    expect(readRenderPlan(root)).toBeUndefined();
    expect(existsSync(join(root, ".next/render-plan.json"))).toBe(false);
  });
});

describe("renderCacheEnabled", () => {
  it.each([
    [{}, true],
    [{ RENDER_CACHE: "1" }, true],
    [{ RENDER_CACHE: "0" }, false],
  ])("%o -> %s", (env, on) => {
    expect(renderCacheEnabled(env)).toBe(on);
  });
});

describe("jsonImports", () => {
  it("names the JSON files a page reads, not its images or modules", () => {
    const page: CompiledPage = {
      route: "/blog",
      file: "pages/blog/index.mdx",
      key: "k",
      code: [
        'var l = require("../../.generated/listings/blog.json");',
        'var i = require("./cover.png");',
        'var m = require("nextra/mdx");',
      ].join("\n"),
      frontMatter: {},
      hasJsxInH1: false,
      images: {
        "./cover.png": {
          file: "pages/blog/cover.png",
          media: "cover.1a2b3c4d.png",
          src: "/_next/static/media/cover.1a2b3c4d.png",
          width: 1,
          height: 1,
        },
      },
    };
    expect(jsonImports(page)).toEqual([".generated/listings/blog.json"]);
  });
});
