import type { FrontMatter } from "./front-matter-schema";
import { normalisePath } from "./routes";
import { sectionFor } from "./sections";
import { siteConfig, type SiteConfig } from "./site-config";

export type { FrontMatter };

/** The `<title>` of a page: the brand alone on the home page, else `{title} - {brand}[ {suffix}]`. */
export function pageTitle(
  path: string,
  title: string | undefined,
  config: SiteConfig = siteConfig,
): string {
  const p = normalisePath(path);
  if (p === "/" || !title) return config.brand;
  const suffix = sectionFor(p).titleSuffix;
  return `${title} - ${config.brand}${suffix ? ` ${suffix}` : ""}`;
}

/** The section label the social image shows for a path. */
export function ogSection(path: string): string {
  return sectionFor(path).ogLabel;
}

/** Absolute URL of the generated social image for a page. */
export function ogImageUrl(
  input: { title: string; description?: string; section: string },
  config: SiteConfig = siteConfig,
): string {
  const params = new URLSearchParams({
    title: input.title,
    description: input.description ?? "",
    section: input.section,
  });
  return `${config.siteUrl}/api/og?${params.toString()}`;
}

/** Makes a site path or absolute URL absolute against the site URL. */
export function absoluteUrl(
  pathOrUrl: string,
  config: SiteConfig = siteConfig,
): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const p = pathOrUrl.startsWith("/") ? pathOrUrl : `/${pathOrUrl}`;
  return p === "/" ? config.siteUrl : `${config.siteUrl}${p}`;
}

/**
 * The locale of a path: its first segment when that is a configured locale, else the default.
 * `pathWithoutLocale` is the path with that prefix removed.
 */
export function resolveLocale(
  path: string,
  config: SiteConfig = siteConfig,
): { locale: string; isDefault: boolean; pathWithoutLocale: string } {
  const p = normalisePath(path);
  const [defaultLocale = "en"] = config.locales;
  const first = p.split("/")[1] ?? "";
  if (first && config.locales.includes(first) && first !== defaultLocale) {
    const rest = p.slice(first.length + 1) || "/";
    return { locale: first, isDefault: false, pathWithoutLocale: rest };
  }
  if (first === defaultLocale) {
    return {
      locale: defaultLocale,
      isDefault: true,
      pathWithoutLocale: p.slice(first.length + 1) || "/",
    };
  }
  return { locale: defaultLocale, isDefault: true, pathWithoutLocale: p };
}

/** A path as it appears in metadata URLs: the locale prefix is kept only for non-default locales. */
export function localisedPath(
  path: string,
  config: SiteConfig = siteConfig,
): string {
  const { locale, isDefault, pathWithoutLocale } = resolveLocale(path, config);
  if (isDefault) return pathWithoutLocale;
  return pathWithoutLocale === "/"
    ? `/${locale}`
    : `/${locale}${pathWithoutLocale}`;
}

export interface PageMetadata {
  /** The `<title>`: the page title with the brand (and section suffix). */
  title: string;
  /** The page's own title, as its H1 and `.md` twin show it (the brand on the home page). */
  heading: string;
  description: string;
  locale: string;
  canonicalUrl: string;
  ogTitle: string;
  ogImage: string;
  ogVideo?: string;
  noindex: boolean;
  /** Site path the canonical URL names (another page's for a duplicate). */
  canonicalPath: string;
  /** The page duplicates another one (its canonical points elsewhere). */
  isDuplicate: boolean;
}

/** Everything the page head needs, derived from the route and the front matter. */
export function buildPageMetadata(
  input: { path: string; title?: string; frontMatter: FrontMatter },
  config: SiteConfig = siteConfig,
): PageMetadata {
  const fm = input.frontMatter;
  const path = normalisePath(input.path);
  const rawTitle = fm.title ?? input.title;
  const section = sectionFor(path);
  const title = pageTitle(path, rawTitle, config);
  const description = fm.description ?? config.tagline;
  const canonicalPath = localisedPath(fm.canonical ?? path, config);
  const ogImage = fm.ogImage
    ? absoluteUrl(fm.ogImage, config)
    : ogImageUrl(
        {
          title: rawTitle ?? config.brand,
          description: fm.description,
          section: section.ogLabel,
        },
        config,
      );
  return {
    title,
    heading: path === "/" ? config.brand : (rawTitle ?? config.brand),
    description,
    locale: resolveLocale(path, config).locale,
    canonicalUrl: absoluteUrl(canonicalPath, config),
    ogTitle: title,
    ogImage,
    ogVideo: fm.ogVideo ? absoluteUrl(fm.ogVideo, config) : undefined,
    noindex: fm.noindex === true || section.noindex === true,
    canonicalPath,
    isDuplicate: canonicalPath !== localisedPath(path, config),
  };
}
