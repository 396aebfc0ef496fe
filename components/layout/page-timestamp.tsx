import { sectionFor } from "@/lib/sections";
import { usePageRoute } from "./use-page-route";

export interface PageTimestampProps {
  /** The last commit that changed the page's source file (Nextra reads it from git at build time). */
  timestamp: Date;
}

/** The label before the date, shared with the tests. */
export const LAST_UPDATED_LABEL = "Last updated on";

/**
 * "Last updated on ..." under a page: the date of the last change to the page's own source file.
 * Posts (blog, changelog) show their publish date under the title instead, where a reader looks
 * for it, and the 404 page is not content, so neither shows a date here.
 */
export function PageTimestamp({ timestamp }: PageTimestampProps) {
  // The page's own route: the 404 page is served at any unknown address.
  const path = usePageRoute();
  const section = sectionFor(path);
  const isPost = section.posts !== undefined && path !== section.prefix;
  if (isPost || section.id === "not-found") return null;
  return (
    <span data-pagefind-ignore>
      {LAST_UPDATED_LABEL}{" "}
      <time dateTime={timestamp.toISOString()}>
        {timestamp.toLocaleDateString("en-US", {
          day: "numeric",
          month: "long",
          year: "numeric",
          // Rendered at build time (island pages are never hydrated): the same date for everyone.
          timeZone: "UTC",
        })}
      </time>
    </span>
  );
}
