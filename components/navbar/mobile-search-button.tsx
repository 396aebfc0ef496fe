import { MOBILE_SEARCH_ATTRIBUTE } from "../search/search-shortcut";
import { StrokeIcon } from "../icons/stroke-icon";

/**
 * Search in the phone header (issue 24): the search box lives in the menu below 768 px, one tap
 * deeper than readers expect. A plain button: the island runtime's search shortcut
 * (components/search/search-shortcut.ts) focuses the menu's box on its click, which opens the menu
 * and wakes the box. Hidden from 768 px, where the header has the box itself. The same look as
 * the header's other icon links (social-links.tsx).
 */
export function MobileSearchButton() {
  return (
    <button
      type="button"
      aria-label="Search"
      {...{ [MOBILE_SEARCH_ATTRIBUTE]: "" }}
      className="inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white md:hidden"
    >
      <StrokeIcon size={18}>
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-4-4" />
      </StrokeIcon>
    </button>
  );
}
