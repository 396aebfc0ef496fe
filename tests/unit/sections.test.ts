import { describe, expect, it } from "vitest";
import {
  LLMS_GROUPS,
  SECTIONS,
  feedPathOf,
  layoutTheme,
  sectionFor,
} from "@/lib/sections";

// One table: every rule the registry decides, for representative paths of every section.
// [path, section id, title suffix, og label, feedback, copy as Markdown, llms.txt group, layout, feed]
const TABLE = [
  ["/", "home", undefined, "", false, false, null, "raw", undefined],
  ["/docs", "docs", undefined, "Docs", true, true, "Docs", "docs", undefined],
  [
    "/docs/tracing/",
    "docs",
    undefined,
    "Docs",
    true,
    true,
    "Docs",
    "docs",
    undefined,
  ],
  [
    "/docsearch",
    "marketing",
    undefined,
    "",
    true,
    false,
    null,
    "article",
    undefined,
  ],
  [
    "/integrations/frameworks/instructor",
    "integrations",
    undefined,
    "Integrations",
    true,
    true,
    "Integrations",
    "docs",
    undefined,
  ],
  [
    "/guides",
    "guides",
    "Guides",
    "Guides",
    true,
    true,
    "Guides and cookbook",
    "docs",
    undefined,
  ],
  [
    "/guides/cookbook/datasets",
    "cookbook",
    "Guides",
    "Cookbook",
    true,
    true,
    "Guides and cookbook",
    "docs",
    undefined,
  ],
  [
    "/self-hosting/docker-compose",
    "self-hosting",
    undefined,
    "Self-hosting",
    true,
    true,
    "Self-hosting",
    "docs",
    undefined,
  ],
  [
    "/security/soc2",
    "security",
    undefined,
    "Security",
    true,
    true,
    "Security",
    "docs",
    undefined,
  ],
  [
    "/faq/all/what-is-a-trace",
    "faq",
    undefined,
    "FAQ",
    true,
    true,
    "FAQ",
    "article",
    undefined,
  ],
  [
    "/library/rag",
    "library",
    undefined,
    "Library",
    true,
    true,
    "Library",
    "article",
    undefined,
  ],
  [
    "/changelog",
    "changelog",
    undefined,
    "Changelog",
    true,
    false,
    "Changelog",
    "article",
    "/changelog/rss.xml",
  ],
  [
    "/changelog/2025-05-01-x",
    "changelog",
    undefined,
    "Changelog",
    true,
    false,
    "Changelog",
    "article",
    "/changelog/rss.xml",
  ],
  [
    "/blog/launch-week?x=1",
    "blog",
    "Blog",
    "Blog",
    false,
    false,
    "Blog",
    "article",
    "/blog/rss.xml",
  ],
  [
    "/blogroll",
    "marketing",
    undefined,
    "",
    true,
    false,
    null,
    "article",
    undefined,
  ],
  [
    "/customers/acme",
    "customers",
    undefined,
    "Customers",
    false,
    false,
    null,
    "article",
    undefined,
  ],
  [
    "/imprint",
    "imprint",
    undefined,
    "",
    false,
    false,
    null,
    "article",
    undefined,
  ],
  [
    "/careers",
    "careers",
    undefined,
    "",
    false,
    false,
    null,
    "article",
    undefined,
  ],
  [
    "/pricing",
    "pricing",
    undefined,
    "Pricing",
    true,
    false,
    null,
    "raw",
    undefined,
  ],
  [
    "/about",
    "marketing",
    undefined,
    "",
    true,
    false,
    null,
    "article",
    undefined,
  ],
  ["/404", "not-found", undefined, "", false, false, null, "plain", undefined],
  [
    "/contributing/components",
    "contributing",
    undefined,
    "Docs",
    true,
    false,
    null,
    "docs",
    undefined,
  ],
] as const;

// The specification's rule: every page asks "Was this page helpful?" except the home page and the
// imprint, blog, customer stories and careers (with their children).
const FEEDBACK_TABLE = [
  ["/", false],
  ["/imprint", false],
  ["/blog", false],
  ["/blog/2025-01-01-a-post", false],
  ["/customers", false],
  ["/customers/a-story", false],
  ["/careers", false],
  ["/careers/engineer", false],
  ["/docs/tracing", true],
  ["/changelog", true],
  ["/changelog/2025-05-01-x", true],
  ["/pricing", true],
  ["/about", true],
  ["/enterprise", true],
  ["/terms", true],
  ["/privacy", true],
  ["/jp", true],
  ["/security/soc2", true],
  ["/contributing/components", true],
] as const;

describe("feedback placement", () => {
  it.each(FEEDBACK_TABLE)("%s asks for feedback: %s", (path, asks) => {
    expect(sectionFor(path).feedback).toBe(asks);
  });
});

describe("sectionFor", () => {
  it.each(TABLE)(
    "%s is %s: suffix %s, og %j, feedback %s, copy %s, llms %j, layout %s, feed %s",
    (path, id, suffix, og, feedback, copy, llms, layout, feed) => {
      const s = sectionFor(path);
      expect(s.id).toBe(id);
      expect(s.titleSuffix).toBe(suffix);
      expect(s.ogLabel).toBe(og);
      expect(s.feedback).toBe(feedback);
      expect(s.copyMarkdown).toBe(copy);
      expect(s.llmsGroup).toBe(llms);
      expect(s.layout).toBe(layout);
      expect(feedPathOf(s)).toBe(feed);
    },
  );

  it("only the 404 page is noindex by section", () => {
    expect(SECTIONS.filter((s) => s.noindex).map((s) => s.prefix)).toEqual([
      "/404",
    ]);
  });

  it.each([
    ["/jp", "ja"],
    ["/kr", "ko"],
    ["/cn", "zh"],
    ["/docs", undefined],
    ["/about", undefined],
  ])("%s is written in %s", (path, lang) => {
    expect(sectionFor(path).lang).toBe(lang);
  });

  it("marks customer stories for the call to action", () => {
    expect(sectionFor("/customers/acme").storyCta).toBe(true);
    expect(sectionFor("/docs").storyCta).toBeUndefined();
  });

  it("has unique ids and prefixes", () => {
    expect(new Set(SECTIONS.map((s) => s.id)).size).toBe(SECTIONS.length);
    expect(
      new Set(SECTIONS.map((s) => `${s.prefix}${s.exact ? "!" : ""}`)).size,
    ).toBe(SECTIONS.length);
  });
});

describe("llms.txt groups", () => {
  it("are in registry order, once each, with Optional last", () => {
    expect(LLMS_GROUPS).toEqual([
      "Docs",
      "Integrations",
      "Guides and cookbook",
      "Self-hosting",
      "Security",
      "FAQ",
      "Library",
      "Changelog",
      "Blog",
      "Optional",
    ]);
  });
});

describe("layoutTheme", () => {
  it.each([
    ["docs", {}],
    [
      "raw",
      {
        layout: "raw",
        sidebar: false,
        toc: false,
        breadcrumb: false,
        pagination: false,
      },
    ],
    [
      "plain",
      { sidebar: false, toc: false, breadcrumb: false, pagination: false },
    ],
    [
      "article",
      {
        sidebar: false,
        breadcrumb: false,
        pagination: false,
        typesetting: "article",
      },
    ],
  ] as const)("%s -> %j", (layout, theme) => {
    expect(layoutTheme(layout)).toEqual(theme);
  });
});
