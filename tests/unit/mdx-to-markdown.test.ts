import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { markdownForms } from "@/components/mdx/markdown-forms";
import { mdxComponents } from "@/components/mdx/mdx-components";
import { formatDuration } from "@/components/video/video-constants";
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
      markdownForms,
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

  // The compiler inserts the notice after the title of a page with SDK code; the twin, made from
  // the source, must carry it in the same place (and only where the page shows it).
  it.each([
    [
      "a docs page with a Python import",
      "```python\nfrom langfuse import get_client\n```",
      true,
      true,
    ],
    [
      "a docs page with an npm install",
      "```bash\nnpm install @langfuse/tracing\n```",
      true,
      true,
    ],
    [
      "a page whose section hides the notice",
      "```python\nfrom langfuse import get_client\n```",
      false,
      false,
    ],
    [
      "a docs page without SDK code",
      "```python\nimport openai\n```",
      true,
      false,
    ],
    [
      "a page that writes the notice itself",
      "<SdkVersionNotice />\n\n```python\nimport langfuse\n```",
      true,
      true,
    ],
  ])("%s: notice in the twin %s -> %s", (_name, code, shows, expected) => {
    const md = mdxToMarkdownTwin(
      {
        body: `# Title\n\nIntro sentence.\n\n${code}\n`,
        title: "Title",
        description: "One sentence.",
        canonicalUrl: "https://langfuse.com/docs/x",
        sdkVersionNotice: shows,
      },
      markdownForms,
    );
    const notices =
      md.match(
        /^> This page documents the Python SDK v\d+ and the JS\/TS SDK v\d+\./gm,
      ) ?? [];
    expect(notices).toHaveLength(expected ? 1 : 0);
    if (expected) {
      // Right after the header, before the page's first sentence (unless the source placed it
      // itself: then once, where the source put it), with absolute upgrade links.
      const body = md.split(
        "Documentation index for LLMs: https://langfuse.com/llms.txt\n\n",
      )[1]!;
      const placedBySource = code.includes("<SdkVersionNotice");
      expect(body.startsWith("> This page documents")).toBe(!placedBySource);
      expect(
        body.indexOf("Intro sentence.") < body.indexOf("> This page"),
      ).toBe(placedBySource);
      expect(md).toMatch(
        /\[Python v\d+ and JS\/TS v\d+\]\(https:\/\/langfuse\.com\/changelog\//,
      );
    }
  });

  it.each([
    ["import x from 'y'", 1],
    ["import { Callout } from 'nextra/components'", 1],
    ["import 'styles.css'", 1],
    ["export const meta = {}", 1],
    ["export default function Page() {}", 1],
    ["- wrapped list item whose next line\n  export can be read.", 0],
    ["import the module first, then call it", 0],
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

describe("Markdown forms", () => {
  it("exist for every MDX component except the element overrides, plus page-level and compile-time ones", () => {
    const overrides = ["h1", "pre", "img", "table"];
    // Imported by the pages that use them, so they stay out of every page's bundle.
    const pageLevel = [
      "AskAiPage",
      "FaqTopicAnswers",
      "HomePage",
      "IntegrationFilter",
      "IntegrationGroup",
      "PostList",
      "PricingPage",
      "TeamGrid",
    ];
    // Resolved while MDX compiles (lib/mdx/remark-facts.ts): no component, but the twin has a form.
    const compileTime = ["Fact"];
    expect(Object.keys(markdownForms).sort()).toEqual(
      [
        ...Object.keys(mdxComponents).filter((n) => !overrides.includes(n)),
        ...pageLevel,
        ...compileTime,
      ].sort(),
    );
  });

  // The twin and the poster share formatDuration: the twin must show what the page shows.
  it.each([
    [0, "0:00 min"],
    [5, "0:05 min"],
    [59.4, "0:59 min"],
    [59.5, "1:00 min"],
    [60, "1:00 min"],
    [95, "1:35 min"],
    [119.4, "1:59 min"],
    [119.5, "2:00 min"],
    [119.6, "2:00 min"],
    [3599.5, "60:00 min"],
    [-3, "0:00 min"],
    [Number.NaN, "0:00 min"],
  ])(
    "a %s s video reads %s on the poster and in the twin",
    (seconds, label) => {
      expect(formatDuration(seconds)).toBe(label);
      const md = mdxToMarkdownTwin(
        {
          body: `<Video title="Demo" src="/v.mp4" duration={${Number.isNaN(seconds) ? "NaN" : seconds}} />`,
          title: "T",
          canonicalUrl: "https://langfuse.com/t",
        },
        markdownForms,
      );
      expect(md).toContain(
        Number.isNaN(seconds)
          ? "Video: [Demo](https://langfuse.com/v.mp4)\n"
          : `Video: [Demo](https://langfuse.com/v.mp4) (${label})`,
      );
    },
  );
});
