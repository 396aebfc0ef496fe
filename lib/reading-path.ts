import { listingFile, type ListingItem } from "./listings";
import { isUnder, normalisePath } from "./routes";

/**
 * Sections whose pages lead back to their index and on to other entries, with the link text of
 * the way back ("← Blog"). Not the library: its articles are a reference ordered by title, whose
 * alphabetical neighbours say nothing about each other, and its index groups them by topic.
 */
export const SECTION_INDEX_LABELS: Readonly<Record<string, string>> = {
  blog: "Blog",
  changelog: "Changelog",
  customers: "Customers",
  faq: "FAQ",
};

/** Headings of the FAQ topics, by front matter tag, in the order the FAQ index shows them. */
export const FAQ_TOPICS: Readonly<Record<string, string>> = {
  tracing: "Tracing",
  sdk: "SDKs",
  prompts: "Prompts",
  evaluation: "Evaluation",
  datasets: "Datasets",
  integrations: "Integrations",
  api: "API",
  "self-hosting": "Self-hosting",
  security: "Security",
  pricing: "Pricing",
};

/** At most this many answers under "More in <topic>" at the end of an FAQ answer. */
export const RELATED_ANSWERS_SHOWN = 5;

/** How a listed page leads back to its index and on to other entries. */
export interface ReadingPath {
  /** The section index: `/blog` and its label `Blog`. */
  back: { href: string; label: string };
  /** Whether the listing is dated, so its neighbours read "Newer" and "Older". */
  dated: boolean;
  /** The entry listed just before this one (newer, in a dated listing). */
  previous?: ListingItem;
  /** The entry listed just after this one (older, in a dated listing). */
  next?: ListingItem;
  /** Other entries of the page's first topic (FAQ answers), in listing order. */
  related?: { topic: string; entries: ListingItem[] };
}

/**
 * The section with reading paths whose index lists `route` (`blog` for `/blog/a-post`), if any.
 * The index itself belongs to none: it is where the way back leads.
 */
export function listingSectionOf(route: string): string | undefined {
  const path = normalisePath(route);
  return Object.keys(SECTION_INDEX_LABELS).find(
    (section) => path !== `/${section}` && isUnder(path, `/${section}`),
  );
}

/**
 * Files a page's render reads besides its own imports: its section's listing, whose neighbouring
 * titles and dates end the page. Part of the page's render key (lib/compiled-pages/render-cache.ts),
 * so a new post re-renders the post it now follows.
 */
export function readingPathFiles(route: string): string[] {
  const section = listingSectionOf(route);
  return section ? [listingFile(section)] : [];
}

/**
 * The reading path of `route` in its section's listing (newest first), or none for a page that
 * no listing shows (an index, a noindex draft, a page outside the listed sections). FAQ answers
 * get the other answers of their first topic instead of neighbours: alphabetical neighbours of
 * a question are rarely related to it.
 */
export function readingPathFor(
  route: string,
  listing: readonly ListingItem[],
): ReadingPath | undefined {
  const section = listingSectionOf(route);
  if (!section) return undefined;
  const path = normalisePath(route);
  const index = listing.findIndex((entry) => entry.route === path);
  if (index < 0) return undefined;
  const back = {
    href: `/${section}`,
    label: SECTION_INDEX_LABELS[section] ?? section,
  };
  // Only the FAQ groups by topic; a tagged post elsewhere keeps its Newer/Older neighbours.
  const topic = section === "faq" ? listing[index]!.tags?.[0] : undefined;
  if (topic) {
    return {
      back,
      dated: false,
      related: {
        topic: FAQ_TOPICS[topic] ?? topic,
        entries: listing
          .filter(
            (entry) => entry.route !== path && entry.tags?.includes(topic),
          )
          .slice(0, RELATED_ANSWERS_SHOWN),
      },
    };
  }
  return {
    back,
    dated: listing[index]!.date !== undefined,
    ...(index > 0 ? { previous: listing[index - 1] } : {}),
    ...(index < listing.length - 1 ? { next: listing[index + 1] } : {}),
  };
}

/** The entries of one FAQ topic, in listing order, for the FAQ index. */
export function entriesOfTopic(
  listing: readonly ListingItem[],
  topic: string,
): ListingItem[] {
  return listing.filter((entry) => entry.tags?.includes(topic));
}
