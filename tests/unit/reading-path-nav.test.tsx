import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BackLink } from "@/components/reading-path/back-link";
import { ReadingPathContext } from "@/components/reading-path/reading-path-context";
import { ReadingPathNav } from "@/components/reading-path/reading-path-nav";
import type { ReadingPath } from "@/lib/reading-path";
import { searchDocument } from "@/lib/search/index-page";

const item = (route: string, title: string, date?: string) => ({
  route,
  title,
  description: "",
  authors: [],
  ...(date ? { date } : {}),
});

/** A post's `<main>` as the export has it: back link, the post's words, the reading path. */
const postHtml = (path: ReadingPath | undefined) =>
  `<html lang="en"><body><main>${renderToStaticMarkup(
    <ReadingPathContext.Provider value={path}>
      <BackLink />
      <h1>The post</h1>
      <p>The post&apos;s own words.</p>
      <ReadingPathNav />
    </ReadingPathContext.Provider>,
  )}</main></body></html>`;

const blogPath: ReadingPath = {
  back: { href: "/blog", label: "Blog" },
  dated: true,
  previous: item("/blog/newer", "Zebra launch", "2026-03-01"),
  next: item("/blog/older", "Walrus deep dive", "2026-01-01"),
};

describe("reading path markup", () => {
  it("links back to the index and labels the neighbours Newer and Older with their dates", () => {
    const html = postHtml(blogPath);
    expect(html).toContain('href="/blog"');
    expect(html).toMatch(/rel="prev"[^>]*href="\/blog\/newer"/);
    expect(html).toContain("← Newer");
    expect(html).toContain("Zebra launch");
    expect(html).toContain("March 1, 2026");
    expect(html).toMatch(/rel="next"[^>]*href="\/blog\/older"/);
    expect(html).toContain("Older →");
  });

  it("labels undated neighbours Previous and Next", () => {
    const html = postHtml({ ...blogPath, dated: false });
    expect(html).toContain("← Previous");
    expect(html).toContain("Next →");
  });

  it("renders nothing on pages without a reading path", () => {
    expect(postHtml(undefined)).toBe(
      `<html lang="en"><body><main><h1>The post</h1><p>The post&#x27;s own words.</p></main></body></html>`,
    );
  });

  it("keeps the back link and the neighbours' titles out of the page's search document", () => {
    for (const path of [
      blogPath,
      {
        back: { href: "/faq", label: "FAQ" },
        dated: false,
        related: {
          topic: "Tracing",
          entries: [item("/faq/all/x", "Zebra question")],
        },
      },
    ]) {
      const doc = searchDocument({
        html: postHtml(path),
        title: "The post",
        section: "Blog",
      })!;
      expect(doc).toMatch(/The post(&#x27;|&apos;|')s own words\./);
      for (const word of ["Zebra", "Walrus", "Newer", "More in", "← "])
        expect(doc).not.toContain(word);
    }
  });
});
