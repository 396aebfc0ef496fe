import { readFileSync } from "node:fs";
import { join } from "node:path";
import { compile } from "@mdx-js/mdx";
import { describe, expect, it } from "vitest";
import { notebookSchema } from "@/lib/cookbook/notebook-schema";
import { escapeInline } from "@/lib/cookbook/mdx-safe-markdown";
import {
  codeCellLanguage,
  fenced,
  notebookToMdx,
  stripAnsi,
} from "@/lib/cookbook/notebook-to-mdx";

const fixtures = join(__dirname, "../fixtures/notebooks");

function convert(file: string) {
  const nb = notebookSchema.parse(
    JSON.parse(readFileSync(join(fixtures, file), "utf8")),
  );
  return notebookToMdx(nb, { fileName: file });
}

describe("notebookToMdx golden files", () => {
  it.each(["every-output.ipynb", "mdx-hostile.ipynb", "deno.ipynb"])(
    "%s converts byte for byte",
    async (file) => {
      const result = convert(file);
      await expect(result.body).toMatchFileSnapshot(
        `__golden__/${file.replace(".ipynb", ".mdx")}`,
      );
      // The output must compile as MDX (what Next.js will do with it).
      await expect(compile(result.body)).resolves.toBeDefined();
    },
  );
});

describe("notebookToMdx details", () => {
  it("takes the title from the first H1 and the description from metadata or the first paragraph", () => {
    expect(convert("every-output.ipynb")).toMatchObject({
      title: "Every output type",
      description: "A fixture with every output type.",
      kind: "python",
    });
    expect(convert("deno.ipynb")).toMatchObject({
      title: "A Deno notebook",
      description: "TypeScript cells run in the Deno kernel.",
      kind: "deno",
    });
    expect(convert("mdx-hostile.ipynb").title).toBe(
      "MDX-hostile Markdown & markers",
    );
  });

  it("writes images to hashed files instead of inlining base64", () => {
    const result = convert("every-output.ipynb");
    expect(result.assets.map((a) => a.sitePath)).toEqual([
      expect.stringMatching(/^\/generated\/cookbook\/[0-9a-f]{16}\.png$/),
      expect.stringMatching(/^\/generated\/cookbook\/[0-9a-f]{16}\.jpg$/),
      expect.stringMatching(/^\/generated\/cookbook\/[0-9a-f]{16}\.svg$/),
    ]);
    expect(result.body).not.toMatch(/base64|data:image/);
    expect(result.assets[2]!.content.toString()).toContain("<svg");
  });

  it("sanitises HTML output: no scripts, event handlers, iframes or data URLs", () => {
    const { body } = convert("every-output.ipynb");
    expect(body).toContain("<NotebookHtml html=");
    expect(body).not.toMatch(
      /<script|onclick|onerror|iframe|alert\(1\)|data:image/,
    );
  });

  it("warns about unknown MIME types and falls back to text/plain", () => {
    const { warnings, body } = convert("every-output.ipynb");
    expect(warnings).toEqual([
      "every-output.ipynb: cell 10: application/vnd.custom+json not supported, showing text/plain",
      "every-output.ipynb: cell 11: unsupported output type (application/x-unknown) skipped",
    ]);
    expect(body).toContain("Custom(a=1)");
  });

  it("extracts attachments and warns about missing ones", () => {
    const result = convert("mdx-hostile.ipynb");
    expect(result.body).toMatch(
      /!\[Architecture\]\(\/generated\/cookbook\/[0-9a-f]{16}\.png\)/,
    );
    expect(result.warnings).toEqual([
      "mdx-hostile.ipynb: cell 5: attachment nope.png not found",
    ]);
  });
});

describe("helpers", () => {
  it.each([
    ["a {b} c", "a \\{b\\} c"],
    ["List<int>", "List&lt;int>"],
    ["`{keep}` {x}", "`{keep}` \\{x\\}"],
    ["line<br>break", "line<br />break"],
    ["<b>bold</b>", "<b>bold</b>"],
    ['<span class="x">', '&lt;span class="x">'],
    [
      "see <https://langfuse.com>",
      "see [https://langfuse.com](https://langfuse.com)",
    ],
    ["already \\{escaped\\}", "already \\{escaped\\}"],
  ])("escapeInline(%j) is %j", (input, expected) => {
    expect(escapeInline(input)).toBe(expected);
  });

  it("strips ANSI colour codes", () => {
    expect(stripAnsi("\u001b[0;31mError\u001b[0m: x")).toBe("Error: x");
  });

  it("uses a longer fence when the code contains backticks", () => {
    expect(fenced("a ``` b", "text")).toBe("````text\na ``` b\n````");
  });
});

describe("codeCellLanguage", () => {
  it.each([
    ['%pip install "langfuse>=3,<4" openai-agents', "python", "bash"],
    ["%%capture\n%pip install langfuse openai --upgrade", "python", "bash"],
    ["# Install the SDKs\n!pip install langfuse\n", "python", "bash"],
    ["%pip install langfuse\nimport os", "python", "python"],
    ["# only a comment", "python", "python"],
    ["%env LANGFUSE_HOST=https://cloud.langfuse.com", "python", "python"],
    ["!npm install langfuse", "typescript", "typescript"],
  ])("%j in a %s notebook is highlighted as %s", (code, fence, expected) => {
    expect(codeCellLanguage(code, fence)).toBe(expected);
  });
});
