import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { resolveStaticPath } from "@/server/static-files";

const outDir = "/srv/out";
const files = new Set(
  [
    "index.html",
    "docs.html",
    "docs/get-started.html",
    "guides/index.html",
    "brand/logo.svg",
  ].map((f) => resolve(join(outDir, f))),
);
const exists = async (p: string) => files.has(p);

describe("resolveStaticPath", () => {
  it.each([
    ["/", { kind: "file", filePath: "/srv/out/index.html" }],
    ["/docs", { kind: "file", filePath: "/srv/out/docs.html" }],
    [
      "/docs/get-started",
      { kind: "file", filePath: "/srv/out/docs/get-started.html" },
    ],
    ["/guides", { kind: "file", filePath: "/srv/out/guides/index.html" }],
    ["/brand/logo.svg", { kind: "file", filePath: "/srv/out/brand/logo.svg" }],
    ["/docs/", { kind: "redirect", location: "/docs" }],
    ["/nope", { kind: "not-found" }],
  ])("%s -> %j", async (path, expected) => {
    expect(await resolveStaticPath(path, outDir, exists)).toEqual(expected);
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
  ])("refuses traversal attempt %s", async (path) => {
    expect((await resolveStaticPath(path, outDir, exists)).kind).toBe(
      "bad-request",
    );
  });
});
