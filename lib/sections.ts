import { isUnder, normalisePath } from "./routes";

/**
 * How a section's pages are laid out (Nextra theme options, applied through the `_meta` files):
 * - `docs`: sidebar, table of contents, breadcrumb and previous/next links;
 * - `article`: one readable column with its table of contents, no sidebar (posts, legal pages);
 * - `plain`: no sidebar, no table of contents (the 404 page);
 * - `raw`: full-bleed pages that draw their own layout (home, marketing).
 */
export type Layout = "docs" | "article" | "plain" | "raw";

/** A blog-like section: dated posts with roster authors and an RSS feed. */
export interface PostsConfig {
  /** Feed title after the brand, e.g. `Blog` gives "Langfuse Blog". */
  feedTitle: string;
  /** Feed description; `{brand}` is replaced. */
  feedDescription: string;
}

export interface Section {
  /** Stable id, used by tests and analytics. */
  id: string;
  /** Path prefix the section covers (itself and everything below it). */
  prefix: string;
  /** Match only the prefix itself, not the pages below it. */
  exact?: boolean;
  /** Word after the brand in `<title>` (`Blog` gives `Post - Langfuse Blog`); none by default. */
  titleSuffix?: string;
  /** Label on the page's generated social image; empty for none. */
  ogLabel: string;
  /** Whether pages show "Was this page helpful?". */
  feedback: boolean;
  /** Whether pages offer "Copy as Markdown" (and its assistant menu). */
  copyMarkdown: boolean;
  /** Heading the section's pages are listed under in `llms.txt`; `null` puts them under Optional. */
  llmsGroup: string | null;
  layout: Layout;
  /** Set for dated, authored sections (blog, changelog): their feed and post rules. */
  posts?: PostsConfig;
  /** Pages below the section index end with the customer-story call to action. */
  storyCta?: boolean;
  /** Pages are never indexed (the 404 page). */
  noindex?: boolean;
  /** Language of the pages (`<html lang>`), when not the default locale. */
  lang?: string;
  /**
   * Pages ship as islands (issue 20, lib/islands/build-island-pages.ts): no Next runtime, only the
   * interactive parts hydrate. Sections move over as their components become islands.
   */
  islands?: boolean;
}

/**
 * Every section of the site. The most specific match wins (exact, then longest prefix); paths
 * nothing else claims belong to `marketing`. Order here is the order of `llms.txt` groups.
 */
export const SECTIONS: readonly Section[] = [
  {
    id: "home",
    prefix: "/",
    exact: true,
    ogLabel: "",
    feedback: false,
    copyMarkdown: false,
    llmsGroup: null,
    layout: "raw",
    islands: true,
  },
  {
    id: "docs",
    prefix: "/docs",
    ogLabel: "Docs",
    feedback: true,
    copyMarkdown: true,
    llmsGroup: "Docs",
    layout: "docs",
    islands: true,
  },
  {
    id: "integrations",
    prefix: "/integrations",
    ogLabel: "Integrations",
    feedback: true,
    copyMarkdown: true,
    llmsGroup: "Integrations",
    layout: "docs",
    islands: true,
  },
  {
    id: "guides",
    prefix: "/guides",
    titleSuffix: "Guides",
    ogLabel: "Guides",
    feedback: true,
    copyMarkdown: true,
    llmsGroup: "Guides and cookbook",
    layout: "docs",
    islands: true,
  },
  {
    id: "cookbook",
    prefix: "/guides/cookbook",
    titleSuffix: "Guides",
    ogLabel: "Cookbook",
    feedback: true,
    copyMarkdown: true,
    llmsGroup: "Guides and cookbook",
    layout: "docs",
    islands: true,
  },
  {
    id: "self-hosting",
    prefix: "/self-hosting",
    ogLabel: "Self-hosting",
    feedback: true,
    copyMarkdown: true,
    llmsGroup: "Self-hosting",
    layout: "docs",
    islands: true,
  },
  {
    id: "security",
    prefix: "/security",
    ogLabel: "Security",
    feedback: true,
    copyMarkdown: true,
    llmsGroup: "Security",
    layout: "docs",
    islands: true,
  },
  {
    // One readable column: FAQ is not a navbar tab, and Nextra leaves the folders of hidden
    // top-level pages out of the sidebar, so a docs layout showed an empty sidebar. The index
    // groups the questions by topic; each answer links back to it (components/reading-path).
    id: "faq",
    prefix: "/faq",
    ogLabel: "FAQ",
    feedback: true,
    copyMarkdown: true,
    llmsGroup: "FAQ",
    layout: "article",
    islands: true,
  },
  {
    id: "library",
    prefix: "/library",
    ogLabel: "Library",
    feedback: true,
    copyMarkdown: true,
    llmsGroup: "Library",
    layout: "article",
    islands: true,
  },
  {
    id: "changelog",
    prefix: "/changelog",
    ogLabel: "Changelog",
    feedback: true,
    copyMarkdown: false,
    llmsGroup: "Changelog",
    layout: "article",
    islands: true,
    posts: {
      feedTitle: "Changelog",
      feedDescription: "What is new in {brand}.",
    },
  },
  {
    id: "blog",
    prefix: "/blog",
    titleSuffix: "Blog",
    ogLabel: "Blog",
    feedback: false,
    copyMarkdown: false,
    llmsGroup: "Blog",
    layout: "article",
    islands: true,
    posts: {
      feedTitle: "Blog",
      feedDescription: "News and deep dives from the {brand} team.",
    },
  },
  {
    id: "customers",
    prefix: "/customers",
    ogLabel: "Customers",
    feedback: false,
    copyMarkdown: false,
    llmsGroup: null,
    layout: "article",
    storyCta: true,
    islands: true,
  },
  ...["/imprint", "/terms", "/privacy", "/careers"].map((prefix): Section => ({
    id: prefix.slice(1),
    prefix,
    ogLabel: "",
    // The imprint is a legal notice and careers a job board: a "was this helpful?" there would
    // measure nothing we can act on. Terms and privacy are read to be understood, so they ask.
    feedback: prefix === "/terms" || prefix === "/privacy",
    copyMarkdown: false,
    llmsGroup: null,
    layout: "article",
    islands: true,
  })),
  ...(
    [
      ["/jp", "ja"],
      ["/kr", "ko"],
      ["/cn", "zh"],
    ] as const
  ).map(([prefix, lang]): Section => ({
    id: `lang-${lang}`,
    prefix,
    ogLabel: "",
    feedback: true,
    copyMarkdown: false,
    llmsGroup: null,
    layout: "article",
    lang,
    islands: true,
  })),
  {
    // Designed full-width like the home page.
    id: "pricing",
    prefix: "/pricing",
    ogLabel: "Pricing",
    feedback: true,
    copyMarkdown: false,
    llmsGroup: null,
    layout: "raw",
    islands: true,
  },
  {
    id: "contributing",
    prefix: "/contributing",
    ogLabel: "Docs",
    feedback: true,
    copyMarkdown: false,
    llmsGroup: null,
    layout: "docs",
    islands: true,
  },
  {
    id: "not-found",
    prefix: "/404",
    exact: true,
    ogLabel: "",
    feedback: false,
    copyMarkdown: false,
    llmsGroup: null,
    layout: "plain",
    noindex: true,
    islands: true,
  },
];

/** Pages no section claims: company and language pages, in one readable column. */
export const MARKETING_SECTION: Section = {
  id: "marketing",
  prefix: "/",
  ogLabel: "",
  feedback: true,
  copyMarkdown: false,
  llmsGroup: null,
  layout: "article",
  islands: true,
};

/** The section a path belongs to (most specific match; `marketing` when none). */
export function sectionFor(path: string): Section {
  const p = normalisePath(path);
  let best: Section | undefined;
  for (const section of SECTIONS) {
    const matches = section.exact
      ? p === section.prefix
      : isUnder(p, section.prefix);
    if (!matches) continue;
    if (
      !best ||
      (section.exact && !best.exact) ||
      (section.exact === best.exact &&
        section.prefix.length > best.prefix.length)
    )
      best = section;
  }
  return best ?? MARKETING_SECTION;
}

/** Site path of a section's RSS feed (`/blog/rss.xml`), for sections with posts. */
export function feedPathOf(section: Section): string | undefined {
  return section.posts ? `${section.prefix}/rss.xml` : undefined;
}

/** `llms.txt` groups in display order (the last, `Optional`, holds pages without a group). */
export const LLMS_GROUPS: readonly string[] = [
  ...new Set(SECTIONS.flatMap((s) => (s.llmsGroup ? [s.llmsGroup] : []))),
  "Optional",
];

/** The Nextra `theme` options of a layout, for `_meta` files. */
export function layoutTheme(layout: Layout) {
  switch (layout) {
    case "docs":
      return {};
    case "article":
      return {
        sidebar: false,
        breadcrumb: false,
        pagination: false,
        typesetting: "article",
      } as const;
    case "plain":
      return {
        sidebar: false,
        toc: false,
        breadcrumb: false,
        pagination: false,
      } as const;
    case "raw":
      return {
        layout: "raw",
        sidebar: false,
        toc: false,
        breadcrumb: false,
        pagination: false,
      } as const;
  }
}

/**
 * The Nextra `theme` options of an index page whose content is one generated list (`/blog`,
 * `/changelog`, `/customers`), for its folder's `_meta` file: without headings its table of
 * contents column held nothing but "Edit this page on GitHub". The column stays (empty) so the
 * list stays centred between it and the sidebar's placeholder.
 */
export const LIST_INDEX_THEME = { toc: false } as const;

/** The Nextra `theme` options of the section a path belongs to, for `_meta` entries. */
export function themeFor(path: string) {
  return layoutTheme(sectionFor(path).layout);
}
