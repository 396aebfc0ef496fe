/**
 * Class lists shared by the designed marketing pages (home, pricing), so headings, cards and text
 * links look the same on both and every colour pair is checked once for WCAG AA in both themes:
 * slate-600 on white/#fafafa (7:1) and slate-300/400 on #111 / neutral-900 (>= 6:1).
 */

/** Page-width wrapper of a section. */
export const SECTION_INNER = "mx-auto w-full max-w-6xl px-4 sm:px-6";

/** Vertical rhythm between sections. */
export const SECTION_SPACING = "py-16 sm:py-24";

export const EYEBROW =
  "text-sm font-semibold uppercase tracking-wider text-blue-700 dark:text-blue-300";

export const H2 =
  "text-3xl font-bold tracking-tight text-slate-900 dark:text-white sm:text-4xl";

export const H3 = "text-lg font-semibold text-slate-900 dark:text-white";

export const LEAD = "text-lg leading-8 text-slate-600 dark:text-slate-300";

export const BODY = "text-base leading-7 text-slate-600 dark:text-slate-300";

export const SMALL = "text-sm leading-6 text-slate-600 dark:text-slate-400";

/** A raised surface on the page background. */
export const CARD =
  "rounded-2xl border border-slate-200 bg-white dark:border-neutral-800 dark:bg-neutral-900";

/** Visible keyboard focus for links and buttons that draw no outline of their own. */
export const FOCUS_RING =
  "focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400";

/** An inline or standalone text link ("Read the tracing docs ->"). */
export const TEXT_LINK = `inline-flex items-center gap-1 rounded-sm font-semibold text-blue-700 underline-offset-4 hover:underline dark:text-blue-300 ${FOCUS_RING}`;

/** A card that is one link as a whole (never containing another interactive element). */
export const LINK_CARD = `${CARD} block transition-colors hover:border-blue-400 hover:bg-slate-50 dark:hover:border-blue-500 dark:hover:bg-neutral-800 ${FOCUS_RING}`;
