import { describe, expect, it } from "vitest";
import {
  copyFolder,
  isPageFile,
  isReplicable,
  planCopies,
  proseWords,
  rewriteRelativeImports,
  VARIED_PARAGRAPH_WORDS,
  variedParagraph,
  varyPage,
} from "@/lib/bench/scale-site";

describe("isPageFile", () => {
  it.each([
    ["index.mdx", true],
    ["docs/get-started.mdx", true],
    ["faq/all/x.md", true],
    ["pricing.tsx", true],
    ["_app.tsx", false],
    ["_document.tsx", false],
    ["docs/_meta.ts", false],
    ["docs/_partials/note.mdx", false],
    ["docs/helpers.ts", false],
  ])("%s is a page: %s", (file, expected) => {
    expect(isPageFile(file)).toBe(expected);
  });
});

describe("isReplicable", () => {
  it.each([
    ["docs/get-started.mdx", "# Get started\n", true],
    ["blog/2025-10-15-x.mdx", "---\ntitle: X\n---\n# X\n", true],
    ["faq/all/x.md", "text", true],
    ["index.mdx", "# Home\n", false], // not in a section folder
    ["pricing.tsx", "export default 1", false],
    ["docs/[slug].mdx", "# x", false],
    ["docs/_meta.mdx", "# x", false],
    [
      "integrations/frameworks/instructor.mdx",
      "---\ntitle: Instructor\ngeneratedFrom: cookbook/integration_instructor.ipynb\n---\n",
      false,
    ],
  ])("%s is copied: %s", (file, source, expected) => {
    expect(isReplicable(file, source)).toBe(expected);
  });
});

describe("planCopies", () => {
  const pages = ["docs/b.mdx", "blog/a.mdx", "docs/tracing/c.mdx"];

  it("adds whole rounds of every page, then part of one more, to reach the target exactly", () => {
    expect(planCopies(pages, 10, 17)).toEqual([
      { source: "blog/a.mdx", dest: "blog/scale-01/a.mdx", copy: 1 },
      { source: "docs/b.mdx", dest: "docs/scale-01/b.mdx", copy: 1 },
      {
        source: "docs/tracing/c.mdx",
        dest: "docs/scale-01/tracing/c.mdx",
        copy: 1,
      },
      { source: "blog/a.mdx", dest: "blog/scale-02/a.mdx", copy: 2 },
      { source: "docs/b.mdx", dest: "docs/scale-02/b.mdx", copy: 2 },
      {
        source: "docs/tracing/c.mdx",
        dest: "docs/scale-02/tracing/c.mdx",
        copy: 2,
      },
      { source: "blog/a.mdx", dest: "blog/scale-03/a.mdx", copy: 3 },
    ]);
  });

  it.each([
    [375, 300],
    [375, 375],
  ])("copies nothing when %s pages already reach %s", (existing, target) => {
    expect(planCopies(pages, existing, target)).toEqual([]);
  });

  it("needs something to copy", () => {
    expect(() => planCopies([], 10, 20)).toThrow("no replicable pages");
  });

  it("numbers copy folders with two digits", () => {
    expect([copyFolder(1), copyFolder(12), copyFolder(123)]).toEqual([
      "scale-01",
      "scale-12",
      "scale-123",
    ]);
  });
});

describe("rewriteRelativeImports", () => {
  it("moves relative imports one folder up, outside code blocks only", () => {
    const body = [
      'import { Diagram } from "./diagram";',
      "import Note from '../shared/note.mdx';",
      'import { Callout } from "nextra/components";',
      'export { meta } from "./meta";',
      "```ts",
      'import { x } from "./example";',
      "```",
    ].join("\n");
    expect(rewriteRelativeImports(body, 1).split("\n")).toEqual([
      'import { Diagram } from "../diagram";',
      "import Note from '../../shared/note.mdx';",
      'import { Callout } from "nextra/components";',
      'export { meta } from "../meta";',
      "```ts",
      'import { x } from "./example";',
      "```",
    ]);
  });

  it("leaves a page at the same depth alone", () => {
    expect(rewriteRelativeImports('import a from "./a";', 0)).toBe(
      'import a from "./a";',
    );
  });
});

describe("proseWords", () => {
  it("takes words of four letters or more from prose, not from code, imports or markup", () => {
    const body = [
      'import { Tabs } from "nextra/components";',
      "Langfuse traces every `request` to [your application](/docs/x).",
      "<Callout>Skip this</Callout>",
      "```py",
      "langfuse.flush()",
      "```",
    ].join("\n");
    expect(proseWords(body)).toEqual([
      "langfuse",
      "traces",
      "every",
      "your",
      "application",
    ]);
  });
});

describe("variedParagraph", () => {
  const body =
    "Tracing records every step of a request: retrieval, tools and model calls.";

  it("is deterministic for a seed and differs between seeds", () => {
    expect(variedParagraph(body, "docs/a.mdx#1")).toBe(
      variedParagraph(body, "docs/a.mdx#1"),
    );
    expect(variedParagraph(body, "docs/a.mdx#1")).not.toBe(
      variedParagraph(body, "docs/a.mdx#2"),
    );
  });

  it("has the set number of words, in sentences, from the page's vocabulary", () => {
    const text = variedParagraph(body, "x");
    const words = text.toLowerCase().match(/[a-z]+/g)!;
    expect(words).toHaveLength(VARIED_PARAGRAPH_WORDS);
    expect(new Set(words)).toEqual(
      new Set(words.filter((w) => proseWords(body).includes(w))),
    );
    expect(text).toMatch(/^[A-Z][^.]*\./);
  });
});

describe("varyPage", () => {
  const source = [
    "---",
    'title: "Get started"',
    "sidebarTitle: Quickstart",
    "description: Send your first trace.",
    "---",
    'import { Steps } from "./steps";',
    "",
    "# Get started",
    "",
    "Langfuse records traces of your application.",
    "",
    "# Another H1",
    "",
  ].join("\n");

  it("marks title, sidebar title and first H1 with the copy number and rewrites imports", () => {
    const page = varyPage(source, 3, "docs/get-started.mdx");
    const lines = page.split("\n");
    expect(lines.slice(0, 9)).toEqual([
      "---",
      'title: "Get started (copy 3)"',
      "sidebarTitle: Quickstart (copy 3)",
      "description: Send your first trace.",
      "---",
      'import { Steps } from "../steps";',
      "",
      "# Get started (copy 3)",
      "",
    ]);
    // Only the first H1 is marked; the page ends with a blank line and the varied paragraph.
    expect(lines.slice(-5)).toEqual([
      "",
      "# Another H1",
      "",
      expect.stringMatching(/^[A-Z][a-z ]+\./),
      "",
    ]);
    expect(lines.at(-2)!.split(" ")).toHaveLength(VARIED_PARAGRAPH_WORDS);
  });

  it("gives two copies of a page different text", () => {
    expect(varyPage(source, 1, "p")).not.toBe(varyPage(source, 2, "p"));
  });
});
