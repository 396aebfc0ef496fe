import { readPageSources, type PageSource } from "./content-index";
import { buildPageMetadata } from "./page-meta";
import { twinPathFor } from "./routes";
import { siteConfig, type SiteConfig } from "./site-config";
import type { Verified } from "./verified";

/** One page of the site as the machine-readable generators see it. */
export interface SitePage {
  route: string;
  /** Source file (MDX page or, for generated pages, the notebook it came from). */
  sourceFile: string;
  title: string;
  description: string;
  noindex: boolean;
  /** Absolute canonical URL. */
  canonicalUrl: string;
  /** True when this route is a duplicate of another page (its canonical points elsewhere). */
  isDuplicate: boolean;
  /** Whether site search lists the page: not a duplicate, not noindex, not `searchable: false`. */
  searchable: boolean;
  /** Site path of the Markdown twin, e.g. `/docs/tracing.md`, `/index.md` for the home page. */
  twinPath: string;
  /** Publication date from front matter (blog and changelog posts), `YYYY-MM-DD`. */
  date?: string;
  authors: string[];
  /** Topic tags from front matter (FAQ answers). */
  tags?: string[];
  /** What the page's claims were checked against (front matter `verified`). */
  verified?: Verified;
  body: string;
}

/**
 * The title Nextra gives a page without a `title` in front matter: its first H1, else the last
 * path segment. (With front matter, buildPageMetadata prefers that.)
 */
export function fallbackTitle(page: PageSource): string {
  const h1 = /^#\s+(.+)$/m.exec(page.body);
  return h1?.[1]?.trim() ?? page.route.split("/").pop() ?? page.route;
}

/** Every page, read once from `pages/` (hand-written and generated), with its derived metadata. */
export function sitePages(
  root = process.cwd(),
  config: SiteConfig = siteConfig,
): SitePage[] {
  return readPageSources(root).map((page) => {
    const fm = page.frontMatter;
    const meta = buildPageMetadata(
      { path: page.route, title: fallbackTitle(page), frontMatter: fm },
      config,
    );
    return {
      route: page.route,
      sourceFile: page.sourceFile,
      title: meta.heading,
      description: fm.description ?? "",
      noindex: meta.noindex,
      canonicalUrl: meta.canonicalUrl,
      isDuplicate: meta.isDuplicate,
      searchable: fm.searchable !== false && !meta.isDuplicate && !meta.noindex,
      twinPath: twinPathFor(page.route),
      date: fm.date,
      authors: fm.authors ?? [],
      ...(fm.tags ? { tags: fm.tags } : {}),
      ...(fm.verified ? { verified: fm.verified } : {}),
      body: page.body,
    };
  });
}
