import { execFileSync } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_MODULES } from "@/components/mdx/page-modules";
import { shareOut } from "@/lib/build/share-out";
import { parseGitLog } from "@/lib/compiled-pages/git-timestamps";
import { COMPILED_PAGES_ROUTE, pageRoute } from "@/lib/compiled-pages/route";
import { moduleId, runCompiledPage } from "@/lib/compiled-pages/run-page";
import {
  compiledPageFiles,
  compiledRoutes,
  pageKey,
  readCompiledPage,
  WEBPACK_PAGES,
  writeCompiledPage,
} from "@/lib/compiled-pages/store";
import type { CompiledPage } from "@/lib/compiled-pages/types";
import { compilePage, requiredSpecifiers } from "@/lib/mdx/compile-page";
import { siteMdxOptions } from "@/lib/mdx/mdx-options";

const ROOT = resolve(__dirname, "../..");

/** `import ... from "x"` lines of an MDX source, outside code fences. */
function mdxImports(source: string): string[] {
  let fenced = false;
  const specifiers: string[] = [];
  for (const line of source.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    else if (!fenced && /^import\s/.test(line))
      specifiers.push(/from\s+["']([^"']+)["']/.exec(line)![1]!);
  }
  return specifiers;
}

describe("compiled pages: which pages", () => {
  const files = compiledPageFiles(ROOT);

  it("are the MDX pages of island sections, without / and /404", () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files).toContain("pages/docs/get-started.mdx");
    expect(files).toContain("pages/docs/index.mdx");
    for (const file of WEBPACK_PAGES) expect(files).not.toContain(file);
    expect(files.filter((f) => !/\.mdx?$/.test(f))).toEqual([]);
    expect(compiledRoutes(ROOT).get("/docs")).toBe("pages/docs/index.mdx");
  });

  it("import only modules the page runner can hand over", () => {
    const missing = files.flatMap((file) =>
      mdxImports(readFileSync(join(ROOT, file), "utf8"))
        .map((specifier) => moduleId(file, specifier))
        .filter((id) => !(id in PAGE_MODULES) && !id.endsWith(".json"))
        .map((id) => `${file}: ${id}`),
    );
    expect(missing).toEqual([]);
  });
});

describe("pageRoute", () => {
  it.each([
    ["/404", {}, "/404"],
    ["/", {}, "/"],
    ["/docs/tracing", {}, "/docs/tracing"],
    [COMPILED_PAGES_ROUTE, { slug: ["docs", "tracing"] }, "/docs/tracing"],
    [COMPILED_PAGES_ROUTE, { slug: ["about"] }, "/about"],
    [COMPILED_PAGES_ROUTE, { slug: "about" }, "/about"],
  ])("%s %j -> %s", (page, query, route) => {
    expect(pageRoute(page, query)).toBe(route);
  });
});

describe("moduleId", () => {
  it.each([
    [
      "pages/blog/index.mdx",
      "../../components/posts/post-list",
      "components/posts/post-list",
    ],
    [
      "pages/about.mdx",
      "../components/company/team-grid.tsx",
      "components/company/team-grid",
    ],
    [
      "pages/blog/index.mdx",
      "../../.generated/listings/blog.json",
      ".generated/listings/blog.json",
    ],
    ["pages/docs/x.mdx", "nextra/icons", "nextra/icons"],
  ])("%s imports %s -> %s", (file, specifier, id) => {
    expect(moduleId(file, specifier)).toBe(id);
  });
});

describe("parseGitLog", () => {
  it("keeps each file's newest commit time", () => {
    const log =
      "\x001700000300\n\npages/a.mdx\n\n\x001700000200\n\npages/a.mdx\npages/b.mdx\n\x001700000100\n\npages/c.mdx\n";
    expect(parseGitLog(log)).toEqual(
      new Map([
        ["pages/a.mdx", 1700000300000],
        ["pages/b.mdx", 1700000200000],
        ["pages/c.mdx", 1700000100000],
      ]),
    );
  });

  it("reads this repository's history in git's own format", () => {
    const log = execFileSync(
      "git",
      [
        "log",
        "-3",
        "--format=%x00%ct",
        "--name-only",
        "--relative",
        "--",
        "pages",
      ],
      { cwd: ROOT, encoding: "utf8" },
    );
    const times = parseGitLog(log);
    for (const [file, ms] of times) {
      expect(file).toMatch(/^pages\//);
      expect(ms).toBeGreaterThan(Date.UTC(2024, 0, 1));
    }
  });
});

describe("shareOut", () => {
  it("balances the total size over the lists, biggest first", () => {
    const lists = shareOut([5, 1, 4, 2, 3, 3], 2, (n) => n);
    expect(lists).toEqual([
      [5, 3, 1],
      [4, 3, 2],
    ]);
  });
  it("drops lists that get nothing", () => {
    expect(shareOut([7], 4, (n) => n)).toEqual([[7]]);
  });
});

describe("compiling and running a page", () => {
  let root: string;
  let page: CompiledPage;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "compiled-pages-"));
    mkdirSync(join(root, "pages/docs"), { recursive: true });
    mkdirSync(join(root, "data"), { recursive: true });
    writeFileSync(
      join(root, "pages/docs/flow.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120"/>',
    );
    writeFileSync(
      join(root, "data/items.json"),
      JSON.stringify(["alpha", "beta"]),
    );
    writeFileSync(
      join(root, "pages/docs/sample.mdx"),
      [
        "---",
        "title: A sample page",
        "description: One sentence.",
        "---",
        'import items from "../../data/items.json";',
        "",
        "# A sample page",
        "",
        "## Install",
        "",
        "```bash",
        "npm install langfuse",
        "```",
        "",
        // A path from the site root resolves against the working directory's public/ (Nextra's
        // CWD), so the test image sits beside the page.
        "![Flow](./flow.svg)",
        "",
        "<p>{items.join(', ')}</p>",
      ].join("\n"),
    );
    page = await compilePage(
      root,
      "pages/docs/sample.mdx",
      "/docs/sample",
      "k1",
      await siteMdxOptions(),
    );
  }, 60_000);

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("keeps what the theme reads: title, front matter, headings", () => {
    expect(page).toMatchObject({
      route: "/docs/sample",
      file: "pages/docs/sample.mdx",
      key: "k1",
      title: "A sample page",
      frontMatter: { title: "A sample page", description: "One sentence." },
      hasJsxInH1: false,
    });
    expect(requiredSpecifiers(page.code)).toContain("nextra/mdx");
  });

  it("names and measures an imported image as next-image-loader does", () => {
    const [image] = Object.values(page.images);
    expect(image).toMatchObject({
      file: "pages/docs/flow.svg",
      width: 320,
      height: 120,
    });
    expect(image!.media).toMatch(/^flow\.[0-9a-f]{8}\.svg$/);
    expect(image!.src).toBe(`/_next/static/media/${image!.media}`);
  });

  it("runs with the registry's modules, the image data and the JSON file", () => {
    const pageModule = runCompiledPage(root, page, PAGE_MODULES);
    expect(pageModule.useTOC({})).toEqual([
      { value: "Install", id: "install", depth: 2 },
    ]);
    expect(typeof pageModule.default).toBe("function");
  });

  it("names the page and the module when an import is not provided", () => {
    const broken = { ...page, code: 'require("../../components/unknown");' };
    expect(() => runCompiledPage(root, broken, PAGE_MODULES)).toThrow(
      'pages/docs/sample.mdx imports "../../components/unknown", which components/mdx/page-modules.ts does not list',
    );
  });

  it("stores a page under its route and tells a changed source by its key", () => {
    writeCompiledPage(root, page);
    expect(readCompiledPage(root, "/docs/sample")).toEqual(page);
    expect(readCompiledPage(root, "/docs/other")).toBeUndefined();
    const key = pageKey("# A", "content", root);
    expect(pageKey("# A", "content", root)).toBe(key);
    expect(pageKey("# B", "content", root)).not.toBe(key);
    expect(pageKey("# A", "other settings", root)).not.toBe(key);
    expect(pageKey("# A", "content", "/elsewhere")).not.toBe(key);
  });
});
