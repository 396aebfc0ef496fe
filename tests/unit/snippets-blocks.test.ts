import { describe, expect, it } from "vitest";
import {
  extractCodeBlocks,
  pageLine,
  parseSnippetMeta,
  snippetLanguage,
} from "@/lib/snippets/code-blocks";
import {
  notebookPythonCode,
  withoutMagics,
} from "@/lib/snippets/notebook-code";
import {
  siblingBlockFor,
  virtualFileName,
} from "@/lib/snippets/typescript-check";

describe("parseSnippetMeta", () => {
  it.each([
    [undefined, { fragment: false, errors: [] }],
    ['filename="app.ts"', { filename: "app.ts", fragment: false, errors: [] }],
    [
      'fragment filename="app.ts"',
      { filename: "app.ts", fragment: true, errors: [] },
    ],
    [
      'filename="app.ts" fragment',
      { filename: "app.ts", fragment: true, errors: [] },
    ],
    // The word inside a quoted value is not the marker.
    [
      'filename="fragment.ts"',
      { filename: "fragment.ts", fragment: false, errors: [] },
    ],
    ['sdk="v5"', { fragment: false, sdkMajor: 5, errors: [] }],
    [
      'sdk="5"',
      {
        fragment: false,
        errors: [
          'sdk="5" is not a major version; write sdk="v4", sdk="v5", ...',
        ],
      },
    ],
  ])("reads %s", (meta, want) => {
    expect(parseSnippetMeta(meta)).toEqual({ filename: undefined, ...want });
  });
});

describe("snippetLanguage", () => {
  it.each([
    ["ts", undefined, "typescript"],
    ["tsx", undefined, "typescript"],
    ["javascript", undefined, "typescript"],
    ["python", undefined, "python"],
    ["bash", undefined, "other"],
    ["diff", "app.py", "python"],
    ["diff", "app.ts", "typescript"],
    ["diff", undefined, "other"],
  ])("%s with filename %s is %s", (lang, filename, want) => {
    expect(snippetLanguage(lang, filename)).toBe(want);
  });
});

const PAGE = `---
title: T
description: D.
---

# T

<Tabs>
<Tab>

\`\`\`python filename="app.py"
print("hi")
\`\`\`

</Tab>
</Tabs>

\`\`\`diff filename="app.ts"
-const a = 1;
+const a = 2;
 console.log(a);
\`\`\`
`;

describe("extractCodeBlocks", () => {
  const blocks = extractCodeBlocks("pages/t.mdx", PAGE);

  it("gives each block the page line of its first code line, inside JSX too", () => {
    expect(blocks.map((b) => [b.lang, b.language, b.line])).toEqual([
      ["python", "python", 12],
      ["diff", "typescript", 19],
    ]);
  });

  it("takes the new side of a diff and keeps the page line of every kept line", () => {
    const diff = blocks[1]!;
    expect(diff.code).toBe("const a = 2;\nconsole.log(a);");
    expect([1, 2].map((line) => pageLine(diff, line))).toEqual([20, 21]);
  });
});

describe("virtual files of TypeScript blocks", () => {
  const block = (line: number, lang: string, filename?: string) => ({
    file: "pages/p.mdx",
    line,
    lang,
    language: "typescript" as const,
    meta: { filename, fragment: false, errors: [] },
    code: "",
  });
  const file = (b: ReturnType<typeof block>) => ({
    block: b,
    name: virtualFileName(b),
    folder: `/r/.snippets/p/L${b.line}`,
    path: `/r/.snippets/p/L${b.line}/${virtualFileName(b)}`,
  });

  it.each([
    [block(1, "ts"), "snippet.ts"],
    [block(1, "tsx"), "snippet.tsx"],
    [block(1, "js"), "snippet.js"],
    [block(1, "ts", "app/api/chat/route.ts"), "app/api/chat/route.ts"],
    [block(1, "ts", ".env"), "snippet.ts"],
  ])("names %o %s", (b, want) => {
    expect(virtualFileName(b)).toBe(want);
  });

  const first = file(block(10, "ts", "instrumentation.ts"));
  const second = file(block(30, "ts", "instrumentation.ts"));
  const route = file(block(40, "ts", "app/api/chat/route.ts"));
  const app = file(block(50, "ts", "app.ts"));
  const page = [first, second, route, app];

  it("resolves ./instrumentation to the nearest block above of that name", () => {
    expect(siblingBlockFor("./instrumentation", app, page)).toBe(second);
  });

  it("resolves the @/ alias and ../ paths from a nested file name", () => {
    expect(siblingBlockFor("@/instrumentation", route, page)).toBe(second);
    expect(siblingBlockFor("../../../instrumentation", route, page)).toBe(
      second,
    );
  });

  it("falls back to the shared page, and leaves packages to TypeScript", () => {
    const shared = file({
      ...block(5, "ts", "instrumentation.ts"),
      file: "pages/guide.mdx",
    });
    expect(
      siblingBlockFor("./instrumentation", app, [app], () => [shared]),
    ).toBe(shared);
    expect(siblingBlockFor("./missing", app, page)).toBeUndefined();
    expect(siblingBlockFor("@langfuse/tracing", app, page)).toBeUndefined();
  });
});

describe("notebook code", () => {
  it.each([
    ["%pip install langfuse", "pass"],
    ["    !ls", "    pass"],
    ["files = !ls", "files = []"],
    ["x = a != b", "x = a != b"],
    ["print('%d' % 3)", "print('%d' % 3)"],
  ])("%s -> %s", (line, want) => {
    expect(withoutMagics(line)).toBe(want);
  });

  const notebook = (cells: object[], kernel = "python3") =>
    JSON.stringify({
      cells,
      metadata: { kernelspec: { name: kernel } },
      nbformat: 4,
    });
  const code = (source: string) => ({ cell_type: "code", source, outputs: [] });

  it("joins the code cells and keeps each line's cell and line, without non-Python cell magics", () => {
    const nb = notebookPythonCode(
      "cookbook/n.ipynb",
      notebook([
        { cell_type: "markdown", source: "# N" },
        code("%pip install langfuse\nimport os"),
        code("%%bash\necho hi"),
        code("%%capture\nx = 1"),
      ]),
    );
    expect(nb?.code).toBe("pass\nimport os\npass\nx = 1");
    expect(nb?.origins).toEqual([
      { cell: 2, line: 1 },
      { cell: 2, line: 2 },
      { cell: 4, line: 1 },
      { cell: 4, line: 2 },
    ]);
  });

  it("skips Deno notebooks", () => {
    expect(
      notebookPythonCode("cookbook/js.ipynb", notebook([code("1")], "deno")),
    ).toBeNull();
  });
});
