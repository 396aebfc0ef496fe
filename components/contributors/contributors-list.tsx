import { useState } from "react";
import {
  CONTRIBUTORS_VISIBLE,
  contributorsFor,
  toContributorDisplay,
  type ContributorsMap,
} from "@/lib/contributors";
import { ContributorAvatar } from "./contributor-avatar";

export interface ContributorsListProps {
  /** Current page path; a change collapses the list again. */
  path: string;
  map: ContributorsMap;
}

/** The people who edited this page: the first three, then a button to show the rest. */
export function ContributorsList({ path, map }: ContributorsListProps) {
  // Expansion belongs to one path; deriving it avoids an effect that resets on navigation.
  const [expandedFor, setExpandedFor] = useState<string | null>(null);
  const handles = contributorsFor(map, path);
  if (handles.length === 0) return null;

  const expanded = expandedFor === path;
  const visible = expanded ? handles : handles.slice(0, CONTRIBUTORS_VISIBLE);
  const hidden = handles.length - visible.length;

  return (
    <section aria-labelledby="contributors-heading" className="mt-6 text-xs">
      <h2
        id="contributors-heading"
        className="font-semibold text-slate-900 dark:text-slate-100"
      >
        Contributors
      </h2>
      <ul className="mt-2 space-y-2">
        {visible.map((handle) => {
          const person = toContributorDisplay(handle);
          const body = (
            <>
              <ContributorAvatar
                src={person.image}
                initials={person.initials}
              />
              <span className="flex flex-col">
                <span className="font-medium text-slate-800 dark:text-slate-100">
                  {person.name}
                </span>
                <span className="text-slate-600 dark:text-slate-400">
                  {person.title}
                </span>
              </span>
            </>
          );
          return (
            <li key={handle}>
              {person.href ? (
                <a
                  href={person.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex items-center gap-2 rounded hover:opacity-80"
                >
                  {body}
                </a>
              ) : (
                <span className="flex items-center gap-2">{body}</span>
              )}
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
