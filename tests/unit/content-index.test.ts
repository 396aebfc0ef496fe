import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pageFileToRoute, readPageSources } from "@/lib/content-index";

const fixtures = join(__dirname, "../fixtures");

describe("pageFileToRoute", () => {
  it.each([
    ["pages/index.mdx", "/"],
    ["pages/docs/index.mdx", "/docs"],
    ["pages/docs/get-started.mdx", "/docs/get-started"],
    ["pages/blog/post.md", "/blog/post"],
  ])("%s -> %s", (file, route) => {
    expect(pageFileToRoute(file)).toBe(route);
  });
});

describe("readPageSources", () => {
  it("reads routes, front matter and bodies", () => {
    const pages = readPageSources(join(fixtures, "content-ok"));
    expect(pages.map((p) => [p.route, p.file])).toEqual([
      ["/", "pages/index.mdx"],
      ["/blog/post", "pages/blog/post.mdx"],
      ["/docs", "pages/docs/index.mdx"],
    ]);
    expect(pages[1]?.frontMatter).toEqual({
      title: "Post",
      authors: ["Marc", "maxdeichmann"],
    });
    expect(pages[1]?.body.trim()).toBe("# Post\n\nBody.");
  });

  it("fails the build naming the file for an unknown author", () => {
    expect(() => readPageSources(join(fixtures, "content-bad-author"))).toThrow(
      'pages/blog/launch.mdx: unknown author "ghostwriter"',
    );
  });

  it("fails naming the file and the field for invalid front matter", () => {
    expect(() => readPageSources(join(fixtures, "content-bad-field"))).toThrow(
      "pages/docs/tracing.mdx: invalid front matter field `noindex`",
    );
  });

  it("accepts the real site", () => {
    expect(readPageSources().length).toBeGreaterThan(3);
  });
});
