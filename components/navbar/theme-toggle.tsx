import { useSyncExternalStore } from "react";
import { THEME_ICONS } from "../theme/theme-icons";
import { applyThemeChoice } from "../theme/theme-store";
import { themeToggleLabel } from "./theme-toggle-label";

// The page's theme is the `dark` class on <html> (set before paint by the theme script, then by
// whichever control changes it): the toggle reads it there, so it agrees with the sidebar's
// theme switch without sharing React state with it (each is hydrated on its own).
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ["class"],
  });
  return () => observer.disconnect();
}
const isDarkNow = () => document.documentElement.classList.contains("dark");
// Unknown until hydration: the server renders the neutral label, which avoids a mismatch.
const unknownOnServer = () => null;

// The sidebar switch's sun and moon, drawn at the navbar's icon size (lucide's runtime for two
// glyphs was 1.6 kB of every page's first-load script).
function ThemeIcon({
  name,
  className,
}: {
  name: keyof typeof THEME_ICONS;
  className: string;
}) {
  const { viewBox, d } = THEME_ICONS[name];
  return (
    <svg
      fill="none"
      viewBox={viewBox}
      width={18}
      height={18}
      stroke="currentColor"
      aria-hidden="true"
      className={className}
    >
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeWidth={2}
        fill="currentColor"
        d={d}
      />
    </svg>
  );
}

/** Switches between light and dark, remembering the choice as the theme switch does. */
export function ThemeToggle() {
  const dark = useSyncExternalStore(subscribe, isDarkNow, unknownOnServer);
  const label = themeToggleLabel(dark);

  return (
    <button
      type="button"
      onClick={() => applyThemeChoice(isDarkNow() ? "light" : "dark")}
      aria-label={label}
      title={label}
      className="inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
    >
      {/* Both glyphs are in the HTML; CSS picks one, so the icon is right before hydration. */}
      <ThemeIcon name="moon" className="dark:hidden" />
      <ThemeIcon name="sun" className="hidden dark:block" />
    </button>
  );
}
