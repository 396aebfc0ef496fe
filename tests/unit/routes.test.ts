import { describe, expect, it } from "vitest";
import {
  htmlFileToRoute,
  isPageSource,
  isUnder,
  normalisePath,
  pageFileToRoute,
  editableSourceOf,
  routeOfTwinPath,
  twinPathFor,
} from "@/lib/routes";

describe("normalisePath", () => {
  it.each([
    ["/", "/"],
    ["", "/"],
    ["docs", "/docs"],
    ["/docs/", "/docs"],
    ["/docs/x/?a=1#b", "/docs/x"],
    ["/docs#setup", "/docs"],
    ["///", "/"],
  ])("%j -> %s", (input, expected) => {
    expect(normalisePath(input)).toBe(expected);
  });
});

describe("isUnder", () => {
  it.each([
    ["/docs", "/docs", true],
    ["/docs/x", "/docs", true],
    ["/docsearch", "/docs", false],
    ["/anything", "/", true],
  ])("%s under %s is %s", (path, prefix, expected) => {
    expect(isUnder(path, prefix)).toBe(expected);
  });
});

describe("page source file -> route", () => {
  it.each([
    ["pages/index.mdx", "/"],
    ["pages/docs/index.mdx", "/docs"],
    ["pages/docs/get-started.mdx", "/docs/get-started"],
    ["pages/blog/post.md", "/blog/post"],
    ["pages/faq/all/index-page.mdx", "/faq/all/index-page"],
  ])("%s -> %s", (file, route) => {
    expect(pageFileToRoute(file)).toBe(route);
  });

  it.each([
    ["pages/docs/x.mdx", true],
    ["pages/blog/p.md", true],
    ["pages/_meta.ts", false],
    ["pages/_app.tsx", false],
    ["components/x.mdx", false],
  ])("isPageSource(%s) is %s", (file, expected) => {
    expect(isPageSource(file)).toBe(expected);
  });
});

describe("exported HTML file -> route", () => {
  it.each([
    ["index.html", "/"],
    ["docs.html", "/docs"],
    ["docs/index.html", "/docs"],
    ["docs/get-started.html", "/docs/get-started"],
    ["docs\\windows.html", "/docs/windows"],
  ])("%s is served at %s", (file, route) => {
    expect(htmlFileToRoute(file)).toBe(route);
  });
});

describe("route <-> Markdown twin", () => {
  it.each([
    ["/", "/index.md"],
    ["/docs", "/docs.md"],
    ["/docs/tracing/", "/docs/tracing.md"],
    ["/docs/tracing#setup", "/docs/tracing.md"],
  ])("twinPathFor(%s) is %s", (path, twin) => {
    expect(twinPathFor(path)).toBe(twin);
    expect(routeOfTwinPath(twin)).toBe(normalisePath(path));
  });
});

describe("editableSourceOf", () => {
  it.each([
    ["pages/docs/index.mdx", undefined, "pages/docs/index.mdx"],
    [
      "pages/integrations/frameworks/instructor.mdx",
      "cookbook/integration_instructor.ipynb",
      "cookbook/integration_instructor.ipynb",
    ],
    [
      "pages/guides/index.mdx",
      "/cookbook/_routes.json",
      "cookbook/_routes.json",
    ],
  ])("%s (generated from %s) is edited in %s", (file, from, source) => {
    expect(editableSourceOf(file, from)).toBe(source);
  });
});
