/**
 * The sun and moon of the theme's own switch (nextra/icons' `SunIcon` and `MoonIcon`, whose
 * shapes these are): the sidebar's switch (components/theme/theme-switch.ts) and the navbar's
 * toggle (components/navbar/theme-toggle.tsx) draw the same two, without an icon library's
 * runtime on a page's first load.
 */
export const THEME_ICONS = {
  sun: {
    viewBox: "3 3 18 18",
    d: "M12 3v1m0 16v1m9-9h-1M4 12H3m15.364 6.364l-.707-.707M6.343 6.343l-.707-.707m12.728 0l-.707.707M6.343 17.657l-.707.707M16 12a4 4 0 11-8 0 4 4 0 018 0z",
  },
  moon: {
    viewBox: "2 2 20 20",
    d: "M20.354 15.354A9 9 0 018.646 3.646 9.003 9.003 0 0012 21a9.003 9.003 0 008.354-5.646z",
  },
} as const;

/** An icon as the theme switch's markup: 12 px, stroked and filled with the text colour. */
export function themeIconMarkup(name: keyof typeof THEME_ICONS): string {
  const { viewBox, d } = THEME_ICONS[name];
  return `<svg fill="none" viewBox="${viewBox}" width="12" height="12" stroke="currentColor"><path stroke-linecap="round" stroke-linejoin="round" stroke-width="2" fill="currentColor" d="${d}"></path></svg>`;
}
