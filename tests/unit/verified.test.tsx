// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import matter from "gray-matter";
import { describe, expect, it, vi } from "vitest";
import { VerifiedNote } from "@/components/layout/verified-note";
import { notebookPageMdx } from "@/lib/cookbook/generated-pages";
import { notebookToMdx } from "@/lib/cookbook/notebook-to-mdx";
import type { Notebook } from "@/lib/cookbook/notebook-schema";
import { parseFrontMatter } from "@/lib/content-index";
import { formatCoverage, verifiedCoverage } from "@/lib/verified-coverage";
import { verifiedSentence, type Verified } from "@/lib/verified";

const config = vi.hoisted(() => ({
  frontMatter: {} as Record<string, unknown>,
}));
vi.mock("nextra-theme-docs", () => ({
  useConfig: () => ({ frontMatter: config.frontMatter }),
}));

describe("verifiedSentence", () => {
  it.each<[Verified, string]>([
    [
      { date: "2026-11-25", python: "3.14.5", js: "4.6.1", server: "v3.225.4" },
      "Checked against Python SDK 3.14.5, JS SDK 4.6.1 and Langfuse v3.225.4 on November 25, 2026.",
    ],
    [
      { date: "2026-01-02", server: "v3.225.4" },
      "Checked against Langfuse v3.225.4 on January 2, 2026.",
    ],
    [
      { date: "2026-11-25", js: "4.6.1", chart: "2.0.0" },
      "Checked against JS SDK 4.6.1 and Helm chart 2.0.0 on November 25, 2026.",
    ],
    [
      { date: "2026-11-25", site: true },
      "Checked against this site's code on November 25, 2026.",
    ],
    [
      { date: "2026-11-25", site: true, server: "v3.225.4" },
      "Checked against this site's code and Langfuse v3.225.4 on November 25, 2026.",
    ],
  ])("%j", (verified, sentence) => {
    expect(verifiedSentence(verified)).toBe(sentence);
  });
});

describe("front matter `verified`", () => {
  it("accepts known versions and normalises the date", () => {
    const fm = parseFrontMatter("pages/docs/x.mdx", {
      verified: { date: new Date("2026-11-25"), python: "3.14.5" },
    });
    expect(fm.verified).toEqual({ date: "2026-11-25", python: "3.14.5" });
  });

  it.each([
    [
      { date: "2026-11-25", python: "3.15.0" },
      /pages\/docs\/x\.mdx: invalid front matter field `verified\.python`: unknown python version \(lib\/verified\.ts knows 3\.14\.5\)/,
    ],
    [{ date: "2026-11-25" }, /`verified`: names no version/],
    [{ python: "3.14.5" }, /`verified\.date`/],
    [{ date: "2026-11-25", site: false }, /`verified\.site`/],
    [
      { date: "2026-11-25", python: "3.14.5", rust: "1.0" },
      /unknown front matter field `rust`/,
    ],
  ])("rejects %j", (verified, message) => {
    expect(() => parseFrontMatter("pages/docs/x.mdx", { verified })).toThrow(
      message,
    );
  });
});

describe("verifiedCoverage", () => {
  const page = (route: string, verified = false, generated = false) => ({
    route,
    frontMatter: {
      ...(verified ? { verified: { date: "2026-11-25", js: "4.6.1" } } : {}),
      ...(generated ? { generatedFrom: "cookbook/x.ipynb" } : {}),
    },
  });
  it("counts checked pages per section, leaving generated notebook pages out", () => {
    const rows = verifiedCoverage(
      [
        page("/docs", true),
        page("/docs/tracing"),
        page("/docs/sdk/python", true),
        page("/faq/all/x"),
        page("/integrations/frameworks/openai", false, true),
        page("/blog/post", true),
      ],
      ["/docs", "/faq", "/integrations"],
    );
    expect(rows).toEqual([
      { section: "/docs", verified: 2, pages: 3 },
      { section: "/faq", verified: 0, pages: 1 },
      { section: "/integrations", verified: 0, pages: 0 },
    ]);
    expect(formatCoverage(rows)).toBe(
      "docs 2/3, faq 0/1, integrations 0/0; total 2/4 (50.0 %)",
    );
  });
});

describe("VerifiedNote", () => {
  it("says what the page was checked against, and nothing without a record", () => {
    config.frontMatter = {
      verified: { date: "2026-11-25", python: "3.14.5", server: "v3.225.4" },
    };
    const { unmount } = render(<VerifiedNote />);
    expect(
      screen.getByText(
        "Checked against Python SDK 3.14.5 and Langfuse v3.225.4 on November 25, 2026.",
      ),
    ).toBeInTheDocument();
    unmount();
    config.frontMatter = {};
    const { container } = render(<VerifiedNote />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("a notebook's metadata.verified", () => {
  const nb: Notebook = {
    nbformat: 4,
    metadata: { verified: { date: "2026-11-25", python: "3.14.5" } },
    cells: [{ cell_type: "markdown", source: "# Title\n\nIntro text." }],
  };
  it("reaches the generated page's front matter, where it is validated", () => {
    const converted = notebookToMdx(nb, { fileName: "x.ipynb" });
    const mdx = notebookPageMdx(
      {
        path: "/guides/cookbook/x",
        canonicalPath: "/guides/cookbook/x",
        entry: { notebook: "x.ipynb" },
      } as Parameters<typeof notebookPageMdx>[0],
      converted,
    );
    const fm = parseFrontMatter(
      "pages/guides/cookbook/x.mdx",
      matter(mdx).data,
    );
    expect(fm.verified).toEqual({ date: "2026-11-25", python: "3.14.5" });
  });
});
