import type { ReactNode } from "react";
import Link from "next/link";

/** A grid of guide cards on the guides and cookbook indexes. */
export function GuideCards({ children }: { children: ReactNode }) {
  return (
    <ul className="not-prose mt-4 grid gap-3 sm:grid-cols-2">{children}</ul>
  );
}

export interface GuideCardProps {
  title: string;
  href: string;
  description: string;
}

/** One notebook: its full title (never truncated) and what it shows. */
export function GuideCard({ title, href, description }: GuideCardProps) {
  return (
    <li>
      <Link
        href={href}
        className="flex h-full flex-col rounded-lg border border-slate-200 p-4 hover:border-slate-400 hover:bg-slate-50 dark:border-neutral-800 dark:hover:border-neutral-600 dark:hover:bg-neutral-900"
      >
        <span className="font-semibold text-slate-900 dark:text-slate-100">
          {title}
        </span>
        <span className="mt-1 line-clamp-3 text-sm text-slate-600 dark:text-slate-400">
          {description}
        </span>
      </Link>
    </li>
  );
}
GuideCards.Card = GuideCard;
