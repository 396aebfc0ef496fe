import Link from "next/link";
import { formatListingDate, type ListingItem } from "@/lib/listings";
import { useReadingPath } from "./reading-path-context";

/** Labels of a listing's neighbours: dated listings run newest first. */
const NEIGHBOUR_LABELS = {
  dated: { previous: "Newer", next: "Older" },
  undated: { previous: "Previous", next: "Next" },
} as const;

function Neighbour({
  entry,
  label,
  rel,
}: {
  entry: ListingItem;
  label: string;
  rel: "prev" | "next";
}) {
  return (
    <Link
      href={entry.route}
      rel={rel}
      className={`flex flex-col rounded-lg border p-4 hover:border-slate-400 dark:border-neutral-800${rel === "next" ? " sm:col-start-2 sm:text-right" : ""}`}
    >
      {/* One string each: the page weight budget counts every byte of these cards. */}
      <span className="text-sm text-slate-600 dark:text-slate-400">
        {rel === "prev" ? `← ${label}` : `${label} →`}
      </span>
      <span className="font-semibold">{entry.title}</span>
      {entry.date ? (
        <time
          dateTime={entry.date}
          className="text-sm text-slate-600 dark:text-slate-400"
        >
          {formatListingDate(entry.date)}
        </time>
      ) : null}
    </Link>
  );
}

/**
 * The end of a listed page: its neighbours in the section's listing (blog, changelog, customer
 * stories), or more answers of the same topic (FAQ). Static HTML; out of the search index, whose
 * entry for this page should hold its own words, not its neighbours' titles.
 */
export function ReadingPathNav() {
  const path = useReadingPath();
  if (!path) return null;
  if (path.related) {
    const { topic, entries } = path.related;
    if (entries.length === 0) return null;
    return (
      <nav
        aria-label={`More in ${topic}`}
        className="reading-path-related not-prose mt-12 border-t border-slate-200 pt-6 dark:border-neutral-800"
        data-pagefind-ignore
      >
        <p className="font-semibold text-slate-900 dark:text-slate-100">
          More in {topic}
        </p>
        <ul className="mt-3 space-y-2">
          {entries.map((entry) => (
            <li key={entry.route}>
              <Link
                href={entry.route}
                className="_text-primary-600 hover:underline"
              >
                {entry.title}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm">
          <Link
            href={path.back.href}
            className="text-slate-600 hover:underline dark:text-slate-400"
          >
            All questions by topic
          </Link>
        </p>
      </nav>
    );
  }
  if (!path.previous && !path.next) return null;
  const labels = NEIGHBOUR_LABELS[path.dated ? "dated" : "undated"];
  return (
    <nav
      aria-label={
        path.dated ? "Newer and older entries" : "Previous and next entries"
      }
      className="reading-path-neighbours not-prose mt-12 grid gap-4 sm:grid-cols-2"
      data-pagefind-ignore
    >
      {path.previous ? (
        <Neighbour entry={path.previous} label={labels.previous} rel="prev" />
      ) : null}
      {path.next ? (
        <Neighbour entry={path.next} label={labels.next} rel="next" />
      ) : null}
    </nav>
  );
}
