import type { ReactNode } from "react";
import ChevronDown from "lucide-react/icons/chevron-down";
import { useToc } from "./toc-context";

/** The phone's TOC lists what the theme's TOC column lists: second- and third-level headings. */
const LISTED_DEPTHS = new Set([2, 3]);
/** A page with a single heading has nothing to jump between. */
const MIN_ENTRIES = 2;

/**
 * "On this page" for screens without the TOC column (below 1280 px, where the theme hides it): a
 * disclosure that sticks under the navbar while the page scrolls, its summary naming the section
 * in view (components/theme/toc-highlight.ts fills it in), and a link per heading. Plain HTML: it
 * opens and its links work without script; components/theme/mobile-toc.ts closes it after a jump.
 */
export function MobileToc() {
  const entries = useToc().filter((entry) => LISTED_DEPTHS.has(entry.depth));
  if (entries.length < MIN_ENTRIES) return null;
  return (
    <details
      data-mobile-toc=""
      data-pagefind-ignore=""
      className="mobile-toc not-prose sticky z-10 -mx-6 mt-4 border-y border-slate-200 px-6 text-sm md:-mx-12 md:px-12 xl:hidden dark:border-neutral-800"
    >
      <summary className="flex cursor-pointer list-none items-center gap-2 py-2.5 font-medium text-slate-700 dark:text-slate-200 [&::-webkit-details-marker]:hidden">
        <span className="shrink-0">On this page</span>
        <span
          data-mobile-toc-current=""
          aria-hidden="true"
          className="min-w-0 truncate font-normal text-slate-500 dark:text-slate-400"
        />
        <ChevronDown
          aria-hidden="true"
          className="mobile-toc-chevron ml-auto size-4 shrink-0 transition-transform"
        />
      </summary>
      <nav aria-label="On this page">
        <ul className="max-h-[60vh] overflow-y-auto overscroll-contain pb-3">
          {entries.map((entry) => (
            <li key={entry.id}>
              <a
                href={`#${entry.id}`}
                className={`block rounded py-1.5 text-slate-600 hover:text-slate-900 aria-[current=location]:font-semibold aria-[current=location]:text-blue-700 dark:text-slate-400 dark:hover:text-slate-100 dark:aria-[current=location]:text-blue-400 ${entry.depth === 3 ? "pl-4" : ""}`}
              >
                {entry.value as ReactNode}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
