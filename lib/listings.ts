import { isUnder } from "./routes";

/** One entry of a section index (blog, changelog, customers, library). */
export interface ListingItem {
  route: string;
  title: string;
  description: string;
  /** `YYYY-MM-DD`, for dated sections. */
  date?: string;
  authors: string[];
  /** Topic tags (FAQ answers), when the page has any. */
  tags?: string[];
}

/** What a listing needs of a page (SitePage satisfies it). */
export interface ListingSource extends ListingItem {
  noindex: boolean;
}

/** Sections with an index page built from their pages, and where each index's data is written. */
export const LISTING_SECTIONS = [
  "blog",
  "changelog",
  "customers",
  "library",
  "faq",
];

/** Site-relative path of the JSON a section index imports (written before every build). */
export function listingFile(section: string): string {
  return `.generated/listings/${section}.json`;
}

/**
 * The pages below a section, for its index: newest first when dated (then by title), without
 * the index itself or noindex pages.
 */
export function listingFor(
  pages: readonly ListingSource[],
  section: string,
): ListingItem[] {
  const prefix = `/${section}`;
  return pages
    .filter((p) => p.route !== prefix && isUnder(p.route, prefix) && !p.noindex)
    .map(({ route, title, description, date, authors, tags }) => ({
      route,
      title,
      description,
      ...(date ? { date } : {}),
      authors,
      ...(tags && tags.length > 0 ? { tags } : {}),
    }))
    .sort(
      (a, b) =>
        (b.date ?? "").localeCompare(a.date ?? "") ||
        a.title.localeCompare(b.title),
    );
}

/** `2025-06-05` -> `June 5, 2025` (UTC, so the build machine's zone never shifts a day). */
export function formatListingDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}
