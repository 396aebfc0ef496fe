import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import sirv from "sirv";
import { afterAll, describe, expect, it } from "vitest";
import {
  acceptedEncodings,
  askSirv,
  classifyRequestPath,
  prefersMarkdown,
} from "@/server/static-files";

describe("classifyRequestPath", () => {
  it.each([
    ["/", { kind: "ok" }],
    ["/docs", { kind: "ok" }],
    ["/docs/get-started", { kind: "ok" }],
    ["/brand/logo.svg", { kind: "ok" }],
    ["/docs/", { kind: "redirect", location: "/docs" }],
    ["/docs//", { kind: "redirect", location: "/docs" }],
  ])("%s -> %j", (path, expected) => {
    expect(classifyRequestPath(path)).toEqual(expected);
  });

  it.each([
    "/../etc/passwd",
    "/docs/../../etc/passwd",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/%252e%252e/etc/passwd",
    "/..%5c..%5cetc/passwd",
    "/docs%00.html",
    "/%E0%A4%A",
    "/.%2e/package.json",
  ])("refuses traversal attempt %s", (path) => {
    expect(classifyRequestPath(path).kind).toBe("bad-request");
  });
});

describe("askSirv on an export", () => {
  const outDir = mkdtempSync(join(tmpdir(), "static-files-"));
  const files: Record<string, string> = {
    "index.html": "home",
    "docs.html": "docs page",
    "docs.html.br": "brotli docs",
    "docs.html.gz": "gzip docs",
    "docs/get-started.html": "get started",
    "guides/index.html": "guides",
    "brand/logo.svg": "<svg/>",
    ".env": "SECRET=1",
  };
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(dirname(join(outDir, name)), { recursive: true });
    writeFileSync(join(outDir, name), body);
  }
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));
  const handler = sirv(outDir, {
    extensions: ["html"],
    brotli: true,
    gzip: true,
    etag: true,
  });

  it.each([
    ["/", 0, "index.html", undefined],
    ["/docs", 0, "docs.html", undefined],
    ["/docs", 1, "docs.html.gz", "gzip"],
    ["/docs", 2, "docs.html.br", "br"],
    ["/docs", 3, "docs.html.br", "br"],
    ["/docs/get-started", 3, "docs/get-started.html", undefined],
    ["/guides", 0, "guides/index.html", undefined],
    ["/brand/logo.svg", 0, "brand/logo.svg", undefined],
  ] as const)(
    "%s with encodings %i -> %s (%s)",
    (path, encodings, file, encoding) => {
      const found = askSirv(handler, path, encodings);
      expect(found).toMatchObject({
        file: join(outDir, file),
        size: files[file]!.length,
        encoding,
      });
      expect(found?.etag).toMatch(/^W\/"\d+-\d+"$/);
    },
  );

  it.each(["/nope", "/.env", "/../etc/passwd", "/%2e%2e/etc/passwd"])(
    "finds nothing for %s",
    (path) => {
      expect(askSirv(handler, path, 0)).toBeUndefined();
    },
  );
});

describe("content negotiation", () => {
  it.each([
    [undefined, 0],
    ["gzip, deflate, br", 3],
    ["br", 2],
    ["gzip", 1],
    ["br;q=0, gzip", 1],
    ["identity", 0],
    ["x-brotli, gzipped", 0],
  ] as const)("Accept-Encoding %s -> %i", (header, expected) => {
    expect(acceptedEncodings(header)).toBe(expected);
  });

  it.each([
    [undefined, false],
    ["text/html,application/xhtml+xml,*/*;q=0.8", false],
    ["*/*", false],
    ["text/markdown", true],
    ["text/markdown, text/html;q=0.5", true],
    ["text/html, text/markdown;q=0.5", false],
    ["text/markdown;q=0", false],
  ])("Accept %s prefers Markdown: %s", (accept, expected) => {
    expect(prefersMarkdown(accept)).toBe(expected);
  });
});
