import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseFrontMatter, readPageSources } from "@/lib/content-index";

const fixtures = join(__dirname, "../fixtures");

describe("readPageSources", () => {
  it("reads routes, source files, front matter and bodies", () => {
    const pages = readPageSources(join(fixtures, "content-ok"));
    expect(pages.map((p) => [p.route, p.file, p.sourceFile])).toEqual([
      ["/", "pages/index.mdx", "pages/index.mdx"],
      ["/blog/post", "pages/blog/post.mdx", "pages/blog/post.mdx"],
      ["/docs", "pages/docs/index.mdx", "pages/docs/index.mdx"],
    ]);
    expect(pages[1]?.frontMatter).toEqual({
      title: "Post",
      authors: ["marcklingen", "maxdeichmann"],
      date: "2025-05-01",
    });
    expect(pages[1]?.body.trim()).toBe("# Post\n\nBody.");
  });

  it("fails the build naming the file for an unknown author", () => {
    expect(() => readPageSources(join(fixtures, "content-bad-author"))).toThrow(
      'pages/blog/launch.mdx: invalid front matter field `authors`: unknown author "ghostwriter"',
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

describe("parseFrontMatter", () => {
  it.each([
    [{ date: new Date("2025-05-01T00:00:00Z") }, { date: "2025-05-01" }],
    [{ date: "2024-02-29" }, { date: "2024-02-29" }],
    [{ authors: ["marcklingen"] }, { authors: ["marcklingen"] }],
    // A first name that exactly one team member has resolves to that member's handle.
    [{ authors: ["Marc", "Lydia"] }, { authors: ["marcklingen", "lydiayou"] }],
    [{ tags: ["tracing", "sdk"] }, { tags: ["tracing", "sdk"] }],
    [
      { generatedFrom: "cookbook/x.ipynb", searchable: false },
      { generatedFrom: "cookbook/x.ipynb", searchable: false },
    ],
  ])("accepts %j as %j", (input, expected) => {
    expect(parseFrontMatter("pages/x.mdx", input)).toEqual(expected);
  });

  it.each([
    [{ date: "2025-02-30" }, "invalid front matter field `date`"],
    [{ date: "May 1, 2025" }, "invalid front matter field `date`"],
    [{ date: "2025-05-01T10:00" }, "invalid front matter field `date`"],
    [{ date: new Date("nonsense") }, "invalid front matter field `date`"],
    [
      { authors: ["marc"] },
      'invalid front matter field `authors`: unknown author "marc" (use a roster handle or a team member\'s first name from lib/team.ts: maxdeichmann, marcklingen,',
    ],
    [
      { authors: ["Marcus"] },
      'invalid front matter field `authors`: unknown author "Marcus"',
    ],
    [{ authors: [] }, "invalid front matter field `authors`"],
    [{ authors: "marcklingen" }, "invalid front matter field `authors`"],
    [{ noindex: "yes" }, "invalid front matter field `noindex`"],
    [{ canonical: "docs/x" }, "invalid front matter field `canonical`"],
    [{ title: 3 }, "invalid front matter field `title`"],
    [{ tags: "tracing" }, "invalid front matter field `tags`"],
    [{ descripton: "typo" }, "unknown front matter field `descripton`"],
  ])("rejects %j with %s, naming the file", (input, message) => {
    expect(() => parseFrontMatter("pages/blog/p.mdx", input)).toThrow(
      `pages/blog/p.mdx: ${message}`,
    );
  });
});
