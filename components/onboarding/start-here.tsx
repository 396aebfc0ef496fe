import type { ComponentType, SVGProps } from "react";
import BookOpen from "lucide-react/icons/book-open";
import Plug from "lucide-react/icons/plug";
import Rocket from "lucide-react/icons/rocket";
import Server from "lucide-react/icons/server";
import { START_HERE_PATHS, type StartHerePath } from "@/lib/start-here-paths";

const ICONS: Record<
  StartHerePath["id"],
  ComponentType<SVGProps<SVGSVGElement>>
> = {
  quickstart: Rocket,
  integrations: Plug,
  "self-host": Server,
  concepts: BookOpen,
};

/** The attribute tests find the cards by. */
export const START_HERE_ATTRIBUTE = "data-start-here";

/**
 * The `/docs` landing page's first block: four path cards (icon, title, one sentence), each card
 * one link. Plain HTML and CSS, no script; two columns from small screens up, one on a phone.
 */
export function StartHere() {
  return (
    <nav
      aria-label="Start here"
      {...{ [START_HERE_ATTRIBUTE]: "" }}
      className="not-prose mt-6"
    >
      <ul className="grid gap-3 sm:grid-cols-2">
        {START_HERE_PATHS.map((path) => {
          const Icon = ICONS[path.id];
          return (
            <li key={path.id} className="flex">
              <a
                href={path.href}
                className="flex w-full gap-3 rounded-xl border border-slate-200 bg-white p-4 transition-colors hover:border-blue-400 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-neutral-800 dark:bg-neutral-900 dark:hover:border-blue-500 dark:hover:bg-neutral-800"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700 dark:bg-blue-950 dark:text-blue-300">
                  <Icon aria-hidden="true" width={20} height={20} />
                </span>
                <span className="flex flex-col gap-1">
                  <span className="font-semibold text-slate-900 dark:text-slate-100">
                    {path.title}
                  </span>
                  <span className="text-sm leading-5 text-slate-600 dark:text-slate-400">
                    {path.description}
                  </span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
