import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mdxResidue, mdxToMarkdownTwin } from "@/lib/markdown/mdx-to-markdown";

const fixture = readFileSync(
  join(__dirname, "../fixtures/twins/every-component.mdx"),
  "utf8",
);

describe("mdxToMarkdownTwin", () => {
  it("renders a page using every component as Markdown (golden file)", async () => {
    const warnings: string[] = [];
    const md = mdxToMarkdownTwin(
      {
        body: fixture,
        title: "Page using every component",
        description: "A fixture.",
        canonicalUrl: "https://langfuse.com/fixture",
      },
      undefined,
      (w) => warnings.push(w),
    );
    await expect(md).toMatchFileSnapshot("__golden__/every-component.md");
    expect(warnings).toEqual([
      "component <Unknown> has no Markdown form; its children are kept",
    ]);
    expect(mdxResidue(md)).toEqual([]);
    expect(md.startsWith("# Page using every component\n")).toBe(true);
    expect(md.match(/^# /gm)).toHaveLength(1);
  });

  it.each([
    ["import x from 'y'", 1],
    ["<Callout>hi</Callout>", 1],
    ["{/* comment */}", 1],
    ['<Video src={"x"} />', 1],
    ["prose {with braces} is content", 0],
    ["```python\nimport os\nprint({x})\n```", 0],
    ["inline `{x}` and `<Tag>` code", 0],
    ["a plain sentence with { spaced braces }", 0],
  ])("mdxResidue finds residue in %j: %i", (markdown, count) => {
    expect(mdxResidue(markdown)).toHaveLength(count);
  });
});
