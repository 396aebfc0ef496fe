import { ISLAND_TAG } from "../islands/island-tag";

const FIELDS = new Set(["input", "select", "button", "textarea"]);

/**
 * Whether a key press asks for the search box: `/` or Ctrl/Cmd+K, from anywhere but another field
 * (where `/` is just a character). Shared by the box itself and the island runtime, which focuses
 * the box before it has woken (the box wakes on first interaction, issue 20).
 */
export function isSearchShortcut(
  event: Pick<KeyboardEvent, "key" | "metaKey" | "ctrlKey">,
  active: Element | null,
): boolean {
  const tag = active?.tagName.toLowerCase();
  if (
    (tag && FIELDS.has(tag)) ||
    (active as HTMLElement | null)?.isContentEditable
  )
    return false;
  return (
    event.key === "/" || (event.key === "k" && (event.metaKey || event.ctrlKey))
  );
}

/** Marks the phone header's search button (components/navbar/mobile-search-button.tsx). */
export const MOBILE_SEARCH_ATTRIBUTE = "data-mobile-search";

/**
 * The search shortcut on an island page: focuses the first search box the reader can see, which
 * wakes its island (a focus is an interaction) and is given again once it has hydrated. The phone
 * header's search button does the same; there the box is in the menu, which opens when something
 * in it takes focus (components/theme/mobile-menu.ts).
 */
export function wireSearchShortcut(root: Document = document): () => void {
  const focusBox = (event: Event) => {
    const box = Array.from(
      root.querySelectorAll<HTMLInputElement>(
        `${ISLAND_TAG}[data-island="site-search"] input[type="search"]`,
      ),
    ).find((input) => input.getClientRects().length > 0);
    if (!box) return;
    event.preventDefault();
    box.focus({ preventScroll: true });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (isSearchShortcut(event, root.activeElement)) focusBox(event);
  };
  const onClick = (event: MouseEvent) => {
    if (
      event.target instanceof Element &&
      event.target.closest(`[${MOBILE_SEARCH_ATTRIBUTE}]`)
    )
      focusBox(event);
  };
  root.addEventListener("keydown", onKeyDown);
  root.addEventListener("click", onClick);
  return () => {
    root.removeEventListener("keydown", onKeyDown);
    root.removeEventListener("click", onClick);
  };
}
