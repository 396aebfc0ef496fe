import { describe, expect, it } from "vitest";
import {
  DESCRIPTION_WEIGHT,
  documentText,
  codeIdentifiers,
  searchDocument,
  sectionWeight,
  TITLE_WEIGHT,
} from "@/lib/search/index-page";
import {
  groupResults,
  MAX_SUB_RESULTS,
  parseExcerpt,
  resultPath,
  searchSectionLabel,
} from "@/lib/search/search-results";

describe("parseExcerpt", () => {
  it.each([
    ["plain text", [{ text: "plain text", mark: false }]],
    [
      "use <mark>prompt</mark> caching",
      [
        { text: "use ", mark: false },
        { text: "prompt", mark: true },
        { text: " caching", mark: false },
      ],
    ],
    [
      "&lt;b&gt; &amp; <mark>x</mark>",
      [
        { text: "<b> & ", mark: false },
        { text: "x", mark: true },
      ],
    ],
  ])("%j", (excerpt, parts) => {
    expect(parseExcerpt(excerpt)).toEqual(parts);
  });
});

describe("resultPath", () => {
  it.each([
    ["/docs/tracing", "/docs/tracing"],
    ["/docs/tracing.html#setup", "/docs/tracing#setup"],
    ["/docs/index.html", "/docs"],
    ["/docs/", "/docs"],
    ["/", "/"],
    ["https://langfuse.com/faq/all/x#a", "/faq/all/x#a"],
  ])("%s -> %s", (url, path) => {
    expect(resultPath(url)).toBe(path);
  });
});

describe("searchSectionLabel", () => {
  it.each([
    ["/docs/prompts/caching", "Docs"],
    ["/self-hosting/infrastructure/clickhouse", "Self-hosting"],
    ["/guides/cookbook/datasets", "Cookbook"],
    ["/blog/2025-06-05-x", "Blog"],
    ["/faq/all/x", "FAQ"],
    ["/about", "Langfuse"],
  ])("%s is labelled %s", (route, label) => {
    expect(searchSectionLabel(route)).toBe(label);
  });
});

describe("groupResults", () => {
  it("groups headings under their page, at most five, without the page's own top", () => {
    const subs = Array.from({ length: 7 }, (_, i) => ({
      title: `Heading ${i}`,
      url: `/docs/prompts/caching#h${i}`,
      excerpt: `about <mark>caching</mark> ${i}`,
    }));
    const [group] = groupResults([
      {
        url: "/docs/prompts/caching",
        excerpt: "<mark>Caching</mark> of prompts",
        meta: { title: "Prompt caching", section: "Docs" },
        sub_results: [
          {
            title: "Prompt caching",
            url: "/docs/prompts/caching",
            excerpt: "",
          },
          ...subs,
        ],
      },
    ]);
    expect(group).toMatchObject({
      title: "Prompt caching",
      href: "/docs/prompts/caching",
      section: "Docs",
      excerpt: [
        { text: "Caching", mark: true },
        { text: " of prompts", mark: false },
      ],
    });
    expect(group!.hits.map((h) => h.href)).toEqual(
      subs.slice(0, MAX_SUB_RESULTS).map((s) => s.url),
    );
  });
});

describe("searchDocument", () => {
  const page = `<!doctype html><html lang="ja"><head><title>x</title></head><body>
    <nav class="nextra-nav-container">Navbar words</nav>
    <aside class="nextra-sidebar-container">Sidebar words</aside>
    <main>
      <div class="nextra-breadcrumb">Docs › Tracing</div>
      <h1>Tracing</h1>
      <div data-pagefind-ignore>Copy as Markdown</div>
      <aside data-pagefind-ignore aria-label="Notebook">Open in Colab</aside>
      <p>Body text about traces.</p>
      <button>Copy code</button>
      <div data-pagefind-ignore><p>Was this page helpful?</p></div>
    </main>
    <footer>Footer words</footer>
  </body></html>`;

  it("keeps the article and the page's language, drops the chrome and marked parts", () => {
    const doc = searchDocument({
      html: page,
      title: "Tracing, in depth",
      section: "Docs",
    })!;
    expect(doc).toContain('<html lang="ja">');
    expect(doc).toContain(
      `<h1 data-pagefind-weight="${TITLE_WEIGHT}">Tracing</h1>`,
    );
    expect(doc).toContain("Body text about traces.");
    for (const gone of [
      "Navbar words",
      "Sidebar words",
      "Footer words",
      "Docs › Tracing",
      "Copy as Markdown",
      "Open in Colab",
      "Copy code",
      "Was this page helpful?",
    ])
      expect(doc).not.toContain(gone);
    // A comma in the title survives as metadata.
    expect(doc).toContain(
      '<meta data-pagefind-meta="title[content]" content="Tracing, in depth">',
    );
    expect(doc).toContain("<main data-pagefind-body>");
  });

  it("indexes the description first, weighted like a heading, escaped", () => {
    const doc = searchDocument({
      html: page,
      title: "Tracing",
      section: "Docs",
      weight: 0.5,
      description: "Follow a request <end to end> & see cost.",
    })!;
    expect(doc).toContain(
      `<main data-pagefind-body><div data-pagefind-weight="0.5"><p data-pagefind-weight="${DESCRIPTION_WEIGHT}">Follow a request &lt;end to end> &amp; see cost.</p>`,
    );
  });

  it("gives the text of a document with its text nodes apart", () => {
    const doc = searchDocument({ html: page, title: "t", section: "s" })!;
    expect(documentText(doc).split(/\s+/).filter(Boolean)).toEqual([
      "Tracing",
      "Body",
      "text",
      "about",
      "traces.",
    ]);
  });

  it("keeps each identifier of the code blocks once, not the code itself", () => {
    const withCode = page.replace(
      "<p>Body text about traces.</p>",
      `<p>Body text about traces.</p>
      <pre><code>from langfuse import get_client, observe
langfuse = get_client()
@observe()
def handler(): langfuse.update_current_trace(user_id="u1")</code></pre>
      <pre><code>const processor = new LangfuseSpanProcessor(); startActiveObservation("x");
langfuse.update_current_trace()</code></pre>`,
    );
    const doc = searchDocument({ html: withCode, title: "t", section: "s" })!;
    expect(doc).not.toContain("def handler");
    expect(doc).toContain(
      "<p>get_client @observe langfuse.update_current_trace user_id LangfuseSpanProcessor startActiveObservation</p></main>",
    );
  });

  it("returns null for a page without <main>", () => {
    expect(
      searchDocument({
        html: "<html><body>x</body></html>",
        title: "t",
        section: "s",
      }),
    ).toBeNull();
  });
});

describe("codeIdentifiers", () => {
  it.each([
    ["x = 1; print(x)", []],
    ["langfuse.openai", ["langfuse.openai"]],
    ["@observe(as_type='generation')", ["@observe", "as_type"]],
    ["observeOpenAI(new OpenAI())", ["observeOpenAI", "OpenAI"]],
    [
      "LANGFUSE_BASE_URL=https://cloud.langfuse.com",
      ["LANGFUSE_BASE_URL", "cloud.langfuse.com"],
    ],
  ])("%j keeps %j", (code, names) => {
    expect(codeIdentifiers([code])).toEqual(names);
  });
});

describe("sectionWeight", () => {
  it.each([
    ["/docs/tracing", 1],
    ["/self-hosting", 1],
    ["/blog/2025-01-01-x", 0.5],
    ["/changelog", 0.5],
    ["/guides/cookbook/datasets", 0.5],
    ["/guides", 1],
    ["/customers/canva", 0.5],
    ["/library/rag", 0.5],
  ])("%s weighs %d", (route, weight) => {
    expect(sectionWeight(route)).toBe(weight);
  });
});
