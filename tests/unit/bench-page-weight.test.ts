import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  htmlFileOfRoute,
  measurePageDetail,
  SizeCache,
} from "@/lib/bench/page-weight";

const gz = (text: string) => gzipSync(text, { level: 9 }).length;

// A small export: two pages sharing the framework chunk and the stylesheet.
const FILES: Record<string, string> = {
  "_next/static/chunks/framework-1a.js": "var framework = 1;\n".repeat(40),
  "_next/static/chunks/main-2b.js": "var main = 2;\n".repeat(25),
  "_next/static/chunks/polyfills-3c.js": "var polyfill = 3;\n".repeat(30),
  "_next/static/chunks/pages/docs/get-started-4d.js": "var page = 4;\n".repeat(
    10,
  ),
  "_next/static/chunks/pages/index-5e.js": "var home = 5;\n".repeat(5),
  "_next/static/css/site-6f.css": "body { color: black; }\n".repeat(20),
  "_next/static/media/geist-7a.woff2": "w".repeat(2048),
  "images/diagram.png": "png",
};

const DOCS_HTML = `<!DOCTYPE html><html><head>
<link rel="preload" href="/_next/static/media/geist-7a.woff2" as="font" type="font/woff2" crossorigin>
<link rel="preload" href="/_next/static/css/site-6f.css" as="style">
<link rel="stylesheet" href="/_next/static/css/site-6f.css">
<link rel="stylesheet" href="https://fonts.example.com/x.css">
<script src="/_next/static/chunks/polyfills-3c.js" nomodule></script>
<script src="/_next/static/chunks/framework-1a.js" defer></script>
<script src="/_next/static/chunks/main-2b.js" defer></script>
<script src="/_next/static/chunks/pages/docs/get-started-4d.js" defer></script>
<script src="/_next/static/chunks/main-2b.js" defer></script>
</head><body><img src="/images/diagram.png"><img src="/images/lazy.png" loading="lazy">
<img src="https://avatars.example.com/u.png"></body></html>`;

const HOME_HTML = `<!DOCTYPE html><html><head>
<link rel="stylesheet" href="/_next/static/css/site-6f.css">
<script src="/_next/static/chunks/framework-1a.js" defer></script>
<script src="/_next/static/chunks/pages/index-5e.js" defer></script>
</head><body></body></html>`;

let out: string;

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), "bench-page-weight-"));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(out, file)), { recursive: true });
    writeFileSync(join(out, file), text);
  };
  for (const [file, text] of Object.entries(FILES)) write(file, text);
  write("docs/get-started.html", DOCS_HTML);
  write("index.html", HOME_HTML);
  write("docs/index.html", "<html></html>");
});

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("htmlFileOfRoute", () => {
  it.each([
    ["/", "index.html"],
    ["/docs/get-started", "docs/get-started.html"],
    ["/docs/get-started/", "docs/get-started.html"],
    ["/docs", "docs/index.html"],
  ])("finds %s in %s", (route, file) => {
    expect(htmlFileOfRoute(out, route)).toBe(file);
  });

  it("names the route and the folder when the page was not exported", () => {
    expect(() => htmlFileOfRoute(out, "/pricing")).toThrow(
      `no exported HTML for /pricing in ${out}`,
    );
  });
});

describe("measurePageDetail", () => {
  it("sums what the docs page's HTML loads, each file once, nomodule and other origins left out", () => {
    const f = FILES;
    const js = [
      "_next/static/chunks/framework-1a.js",
      "_next/static/chunks/main-2b.js",
      "_next/static/chunks/pages/docs/get-started-4d.js",
    ];
    const page = f["_next/static/chunks/pages/docs/get-started-4d.js"]!;
    const css = f["_next/static/css/site-6f.css"]!;
    expect(measurePageDetail(out, "/docs/get-started")).toEqual({
      route: "/docs/get-started",
      htmlFile: "docs/get-started.html",
      html: { raw: Buffer.byteLength(DOCS_HTML), gzip: gz(DOCS_HTML) },
      css: { raw: css.length, gzip: gz(css), files: 1 },
      js: {
        raw: js.reduce((a, file) => a + f[file]!.length, 0),
        gzip: js.reduce((a, file) => a + gz(f[file]!), 0),
        files: 3,
      },
      pageJsGzip: gz(page),
      // The font; the stylesheet's own preload is the stylesheet.
      preloads: { files: 1, raw: 2048 },
      // Document, 3 scripts, 1 stylesheet, 1 font, 1 eager same-site image.
      requests: 7,
    });
  });

  it("takes `pages/index-*` as the home page's own chunk", () => {
    const home = measurePageDetail(out, "/");
    expect(home.js.files).toBe(2);
    expect(home.pageJsGzip).toBe(
      gz(FILES["_next/static/chunks/pages/index-5e.js"]!),
    );
    expect(home.requests).toBe(4);
  });

  it("reads a file shared by two pages once through the cache", () => {
    const cache = new SizeCache();
    const docs = measurePageDetail(out, "/docs/get-started", cache);
    const home = measurePageDetail(out, "/", cache);
    expect(docs.css).toEqual(home.css);
    const framework = cache.of(
      join(out, "_next/static/chunks/framework-1a.js"),
    );
    expect(framework).toEqual({
      raw: FILES["_next/static/chunks/framework-1a.js"]!.length,
      gzip: gz(FILES["_next/static/chunks/framework-1a.js"]!),
    });
  });
});
