import { readFileSync } from "node:fs";
import matter from "gray-matter";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import {
  SDK_MAJORS,
  majorOf,
  newerSdkMajorsPhrase,
  type SdkMajorRelease,
} from "@/lib/facts/versions";
import { factValue } from "@/lib/facts";
import {
  SDK_VERSION_NOTICE_ELEMENT,
  hasSdkCode,
  insertSdkVersionNotice,
  isSdkCode,
} from "@/lib/mdx/remark-sdk-version-notice";
import {
  sdkVersionNoticeCopy,
  showsSdkVersionNotice,
} from "@/lib/sdk-version-notice";

type Tree = Parameters<typeof insertSdkVersionNotice>[0];

function parse(mdx: string): Tree {
  return unified().use(remarkParse).use(remarkMdx).parse(mdx) as Tree;
}

function page(file: string): Tree {
  return parse(matter(readFileSync(file, "utf8")).content);
}

describe("majorOf", () => {
  it.each([
    ["3.14.5", 3],
    ["4.6.1", 4],
    ["v3.225.4", 3],
  ])("reads the major of %s as %i", (version, major) => {
    expect(majorOf(version)).toBe(major);
  });

  it("throws on something that is no version", () => {
    expect(() => majorOf("latest")).toThrow("not a version: latest");
  });
});

describe("SDK_MAJORS", () => {
  it("documents the majors of the versions pages are checked against", () => {
    expect(SDK_MAJORS.documented).toEqual({ python: 3, js: 4 });
  });

  it.each(SDK_MAJORS.newer.map((r) => [r.changelog, r] as const))(
    "%s is a changelog entry of that day announcing those majors",
    (route, release) => {
      const file = `pages${route}.mdx`;
      const { data, content } = matter(readFileSync(file, "utf8"));
      const date =
        data.date instanceof Date
          ? data.date.toISOString().slice(0, 10)
          : String(data.date);
      expect(date).toBe(release.released);
      expect(content).toContain(
        `# Python SDK v${release.python} and JS/TS SDK v${release.js}`,
      );
    },
  );
});

describe("the SDK overview's versions section", () => {
  it("states the majors through facts and links the upgrade notes of every newer pair", () => {
    const source = readFileSync("pages/docs/sdk/overview.mdx", "utf8");
    expect(source).toContain('<Fact id="major.python" />');
    expect(source).toContain('<Fact id="major.js" />');
    expect(source).toContain('<Fact id="major.newer" />');
    for (const release of SDK_MAJORS.newer)
      expect(source).toContain(
        `[Python v${release.python} and JS/TS v${release.js}](${release.changelog})`,
      );
  });
});

describe("newerSdkMajorsPhrase", () => {
  const r = (python: number, js: number): SdkMajorRelease => ({
    python,
    js,
    released: "2026-01-01",
    changelog: "/changelog/x",
  });
  it.each<[SdkMajorRelease[], string]>([
    [[r(4, 5)], "Python v4, JS/TS v5"],
    [[r(4, 5), r(5, 6)], "Python v4 and v5, JS/TS v5 and v6"],
    [[r(4, 5), r(5, 6), r(6, 7)], "Python v4, v5 and v6, JS/TS v5, v6 and v7"],
  ])("lists %j as %s", (newer, phrase) => {
    expect(newerSdkMajorsPhrase(newer)).toBe(phrase);
  });

  it("is the fact the SDK overview prints", () => {
    expect(factValue("major.newer")).toEqual([
      "Python v4 and v5, JS/TS v5 and v6",
    ]);
    expect(factValue("major.python")).toEqual(["v3"]);
    expect(factValue("major.js")).toEqual(["v4"]);
  });
});

describe("sdkVersionNoticeCopy", () => {
  it("names the documented majors and links each newer pair to its changelog entry", () => {
    expect(sdkVersionNoticeCopy()).toEqual({
      documented: "This page documents the Python SDK v3 and the JS/TS SDK v4.",
      newer: "Newer majors have upgrade notes:",
      links: [
        {
          label: "Python v4 and JS/TS v5",
          href: "/changelog/2026-03-10-python-sdk-v4-js-sdk-v5",
        },
        {
          label: "Python v5 and JS/TS v6",
          href: "/changelog/2026-10-14-python-sdk-v5-js-sdk-v6",
        },
      ],
    });
  });
});

describe("isSdkCode", () => {
  it.each([
    ["from langfuse import observe", true],
    ["from langfuse.openai import openai", true],
    ["import langfuse", true],
    ['pip install "langfuse>=3.9.0,<4" openai', true],
    ['%pip install "langfuse>=3,<4"', true],
    ["uv add langfuse", true],
    ["npm install @langfuse/tracing@^4 @langfuse/otel@^4", true],
    ['import { observe } from "@langfuse/tracing";', true],
    ["pip install langfuse-haystack", false],
    ['export LANGFUSE_BASE_URL="https://cloud.langfuse.com"', false],
    ["docker compose up", false],
    ["# langfuse is great\nprint('hi')", false],
  ])("%j -> %s", (code, expected) => {
    expect(isSdkCode(code)).toBe(expected);
  });
});

describe("insertSdkVersionNotice", () => {
  const names = (tree: Tree) =>
    (tree.children ?? []).map((c) => c.name ?? c.type);

  it("puts the notice right after the title of a page with SDK code", () => {
    const tree = parse(
      "# Title\n\nIntro.\n\n```python\nfrom langfuse import observe\n```\n",
    );
    insertSdkVersionNotice(tree);
    expect(names(tree)).toEqual([
      "heading",
      SDK_VERSION_NOTICE_ELEMENT,
      "paragraph",
      "code",
    ]);
  });

  it("finds SDK code inside tabs and puts the notice first on a page without a title", () => {
    const tree = parse(
      "<LangTabs>\n\n```bash\nnpm install @langfuse/otel\n```\n\n</LangTabs>\n",
    );
    insertSdkVersionNotice(tree);
    expect(names(tree)).toEqual([SDK_VERSION_NOTICE_ELEMENT, "LangTabs"]);
  });

  it("leaves a page without SDK code alone, and does not insert twice", () => {
    const plain = parse("# Title\n\n```bash\ndocker compose up\n```\n");
    insertSdkVersionNotice(plain);
    expect(names(plain)).toEqual(["heading", "code"]);

    const twice = parse("# T\n\n```python\nimport langfuse\n```\n");
    insertSdkVersionNotice(twice);
    insertSdkVersionNotice(twice);
    expect(
      names(twice).filter((n) => n === SDK_VERSION_NOTICE_ELEMENT),
    ).toHaveLength(1);
  });

  it.each([
    ["pages/docs/get-started.mdx", true],
    ["pages/docs/sdk/overview.mdx", true],
    ["pages/integrations/frameworks/langchain.mdx", true],
    ["pages/docs/index.mdx", false],
    ["pages/pricing.mdx", false],
  ])("finds SDK code in %s: %s", (file, expected) => {
    expect(hasSdkCode(page(file))).toBe(expected);
  });
});

describe("showsSdkVersionNotice", () => {
  it.each([
    ["/docs/get-started", true],
    ["/integrations/frameworks/langchain", true],
    ["/self-hosting", true],
    ["/guides/cookbook/example-intro-tracing", true],
    ["/faq/all/cutting-costs", true],
    ["/library/hallucination-detection", false],
    ["/blog/2026-04-27-langfuse-cloud-japan", false],
    ["/changelog/2026-10-14-python-sdk-v5-js-sdk-v6", false],
    ["/pricing", false],
    ["/", false],
  ])("%s -> %s", (path, expected) => {
    expect(showsSdkVersionNotice(path)).toBe(expected);
  });
});
