import { ISLAND_TAG, WAKING_ATTRIBUTE } from "../islands/island-tag";

/** The toggle's name: what a press does, once the page's theme is known. */
export function themeToggleLabel(dark: boolean | null): string {
  if (dark === null) return "Toggle theme";
  return dark ? "Switch to light theme" : "Switch to dark theme";
}

const TOGGLE_SELECTOR = `${ISLAND_TAG}[data-island="theme-toggle"]`;

/**
 * Names the navbar's theme toggle before React wakes it (with the reader's first hover, touch or
 * focus): the static HTML can only say "Toggle theme", since the server does not know the theme.
 * Follows the `dark` class on <html>, as the component does, until the island starts waking.
 * Returns a cleanup that stops following it.
 */
export function labelThemeToggle(doc: Document = document): () => void {
  const label = () => {
    const text = themeToggleLabel(
      doc.documentElement.classList.contains("dark"),
    );
    for (const island of doc.querySelectorAll(TOGGLE_SELECTOR)) {
      const button = island.querySelector("button");
      if (!button || island.hasAttribute(WAKING_ATTRIBUTE)) continue;
      button.setAttribute("aria-label", text);
      button.title = text;
    }
  };
  label();
  const observer = new MutationObserver(label);
  observer.observe(doc.documentElement, {
    attributes: true,
    attributeFilter: ["class"],
  });
  return () => observer.disconnect();
}
