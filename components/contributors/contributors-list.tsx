import { useState } from "react";
import {
  CONTRIBUTORS_VISIBLE,
  toContributorDisplay,
  type ContributorEntry,
} from "@/lib/contributors";
import { XIcon } from "../icons/brand-icons";
import { ContributorAvatar } from "./contributor-avatar";

export interface ContributorsListProps {
  /** Current page path; a change collapses the list again. */
  path: string;
  /** The page's contributors (its entries of data/contributors.json), in order. */
  entries: readonly ContributorEntry[];
}

/** The people who edited this page: the first three, then a button to show the rest. */
export function ContributorsList({ path, entries }: ContributorsListProps) {
  // Expansion belongs to one path; deriving it avoids an effect that resets on navigation.
  const [expandedFor, setExpandedFor] = useState<string | null>(null);
  if (entries.length === 0) return null;

  const expanded = expandedFor === path;
  const visible = expanded ? entries : entries.slice(0, CONTRIBUTORS_VISIBLE);
  const hidden = entries.length - visible.length;

  return (
    <section aria-labelledby="contributors-heading" className="mt-6 text-xs">
      <h2
        id="contributors-heading"
        className="font-semibold text-slate-900 dark:text-slate-100"
      >
        Contributors
      </h2>
      <ul className="mt-2 space-y-2">
        {visible.map((entry) => {
          const person = toContributorDisplay(entry);
          return (
            <li key={person.handle} className="flex items-center gap-2">
              <ContributorAvatar
                src={person.image}
                initials={person.initials}
              />
              <span className="flex min-w-0 flex-col">
                {person.href ? (
                  <a
                    href={person.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium text-slate-800 underline-offset-2 hover:underline dark:text-slate-100"
                  >
                    {person.name}
                  </a>
                ) : (
                  <span className="font-medium text-slate-800 dark:text-slate-100">
                    {person.name}
                  </span>
                )}
                <span className="text-slate-600 dark:text-slate-400">
                  {person.title}
                </span>
              </span>
              {person.twitter ? (
                <a
                  href={`https://x.com/${encodeURIComponent(person.twitter)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${person.name} on X (@${person.twitter})`}
                  className="ml-auto rounded p-1 text-slate-500 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100"
                >
                  <XIcon width={12} height={12} aria-hidden="true" />
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
      {hidden > 0 ? (
        <button
          type="button"
          onClick={() => setExpandedFor(path)}
          className="mt-2 text-slate-600 underline-offset-2 hover:underline dark:text-slate-400"
        >
          ... and {hidden} more
        </button>
      ) : null}
    </section>
  );
}
