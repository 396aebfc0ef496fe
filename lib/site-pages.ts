import { readPageSources, type PageSource } from "./content-index";
import { twinPathFor } from "./page-links";
import { localisedPath } from "./page-meta";
import { siteConfig, type SiteConfig } from "./site-config";

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
  /** Site path of the Markdown twin, e.g. `/docs/tracing.md`, `/index.md` for the home page. */
  twinPath: string;
  /** Publication date from front matter (blog and changelog posts). */
  date?: string;
  authors: string[];
  body: string;
}

/** The title of a page: front matter, else its first H1, else the last path segment. */
export function titleOf(page: PageSource): string {
  if (typeof page.frontMatter.title === "string") return page.frontMatter.title;
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
    const canonicalPath = localisedPath(fm.canonical ?? page.route, config);
    const title = page.route === "/" ? config.brand : titleOf(page);
    return {
      route: page.route,
      sourceFile:
        typeof fm.generatedFrom === "string" ? fm.generatedFrom : page.file,
      title,
      description: fm.description ?? "",
      noindex: fm.noindex === true || page.route === "/404",
      canonicalUrl:
        canonicalPath === "/"
          ? config.siteUrl
          : `${config.siteUrl}${canonicalPath}`,
      isDuplicate: canonicalPath !== page.route,
      twinPath: twinPathFor(page.route),
      date:
        fm.date instanceof Date
          ? fm.date.toISOString()
          : typeof fm.date === "string"
            ? fm.date
            : undefined,
      authors: Array.isArray(fm.authors) ? fm.authors.map(String) : [],
      body: page.body,
    };
  });
}
