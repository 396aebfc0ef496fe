import { sectionFor } from "../sections";
import type { PagefindResultData } from "./pagefind-api";

/** How many pages a search shows (each costs a fragment fetch), and how many headings under each. */
export const MAX_PAGES = 6;
export const MAX_SUB_RESULTS = 5;

/** One heading of a page in the results. */
export interface SearchHit {
  title: string;
  /** Site path with its `#anchor`. */
  href: string;
  /** Excerpt as text segments; `mark` segments are the matched words. */
  excerpt: ExcerptPart[];
}

export interface ExcerptPart {
  text: string;
  mark: boolean;
}

/** A page in the results, with its best headings below it. */
export interface SearchGroup {
  title: string;
  href: string;
  /** Section label shown beside the title (Docs, Self-hosting, Blog, ...). */
  section: string;
  excerpt: ExcerptPart[];
  hits: SearchHit[];
}

/** The label of a route's section in the results; sections without a social label say "Langfuse". */
export function searchSectionLabel(route: string): string {
  return sectionFor(route).ogLabel || "Langfuse";
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  "#x27": "'",
  nbsp: " ",
};

const decode = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39|#x27|nbsp);/g,
    (_, e: string) => ENTITIES[e] ?? "",
  );

/**
 * Pagefind's excerpt (escaped text with `<mark>` around matches) as plain segments, so the
 * results render as text with highlighted words and never as HTML.
 */
export function parseExcerpt(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const re = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  for (let m = re.exec(excerpt); m; m = re.exec(excerpt)) {
    if (m.index > last)
      parts.push({ text: decode(excerpt.slice(last, m.index)), mark: false });
    parts.push({ text: decode(m[1] ?? ""), mark: true });
    last = m.index + m[0].length;
  }
  if (last < excerpt.length)
    parts.push({ text: decode(excerpt.slice(last)), mark: false });
  return parts.filter((p) => p.text !== "");
}

/** A result URL as a site path: no origin, no `.html`, no trailing slash. */
export function resultPath(url: string): string {
  const withoutOrigin = url.replace(/^[a-z]+:\/\/[^/]+/i, "");
  const [path = "/", hash] = withoutOrigin.split("#");
  const clean =
    path
      .replace(/\.html$/, "")
      .replace(/\/index$/, "")
      .replace(/(.)\/$/, "$1") || "/";
  return hash ? `${clean}#${hash}` : clean;
}

/**
 * Pagefind's page results as the search box lists them: the page (title, section, excerpt) and up
 * to MAX_SUB_RESULTS of its headings, skipping a heading that is just the page's own top.
 */
export function groupResults(
  pages: readonly PagefindResultData[],
): SearchGroup[] {
  return pages.slice(0, MAX_PAGES).map((page) => {
    const href = resultPath(page.url);
    const title = page.meta.title ?? href;
    return {
      title,
      href,
      section: searchSectionLabel(href),
      excerpt: parseExcerpt(page.excerpt),
      hits: page.sub_results
        .map((sub) => ({
          title: sub.title,
          href: resultPath(sub.url),
          excerpt: parseExcerpt(sub.excerpt),
        }))
        .filter((hit) => hit.href !== href && hit.href.includes("#"))
        .slice(0, MAX_SUB_RESULTS),
    };
  });
}
