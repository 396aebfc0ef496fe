import { ISLAND_TAG } from "../islands/island-tag";

/** The word-wrap button that Nextra's `Pre` renders on code blocks with `data-word-wrap`. */
export const WORD_WRAP_BUTTON_SELECTOR =
  '.nextra-code button[title="Toggle word wrap"]';

const wired = new WeakSet<ParentNode>();

/** `Pre`'s toggleWordWrap: one flag on <html> (`data-nextra-word-wrap`) wraps every code block. */
function toggleWordWrap(): void {
  const dataset = document.documentElement.dataset;
  if ("nextraWordWrap" in dataset) delete dataset.nextraWordWrap;
  else dataset.nextraWordWrap = "";
}

/**
 * Nextra's code block word-wrap toggle on a page that React does not hydrate, from one delegated
 * click listener on `root`. Returns a cleanup.
 */
export function wireWordWrap(root: ParentNode = document): () => void {
  if (wired.has(root)) return () => undefined;
  wired.add(root);
  const onClick = (event: Event) => {
    const button =
      event.target instanceof Element
        ? event.target.closest(WORD_WRAP_BUTTON_SELECTOR)
        : null;
    // Inside a hydrated island React's own handler flips the flag; twice would undo it.
    if (button && !button.closest(ISLAND_TAG)) toggleWordWrap();
  };
  root.addEventListener("click", onClick);
  return () => {
    root.removeEventListener("click", onClick);
    wired.delete(root);
  };
}
