/**
 * Looks of the navbar's region button, shared by its link, its menu trigger and its placeholder
 * so all three occupy exactly the same box (no layout shift when the requests settle).
 *
 * 45 px wide on phones, 70 px from the `sm` breakpoint; the label stays on one line in both
 * ("Sign Up" is 38.9 px at 11 px semibold with tight tracking, so phones get 2 px padding: with
 * 4 px it wrapped to "Sign / Up", issue 24). The colours are the primary button's: slate-900 on white and white on slate-900,
 * both far above WCAG AA.
 */
export const REGION_BUTTON_BOX =
  "inline-flex h-9 w-[45px] shrink-0 items-center justify-center rounded-md sm:w-[70px]";

export const REGION_BUTTON_CLASS = `${REGION_BUTTON_BOX} whitespace-nowrap bg-slate-900 px-0.5 text-center text-[11px] font-semibold leading-tight tracking-tight text-white hover:bg-slate-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:bg-white dark:text-slate-900 dark:hover:bg-slate-200 dark:focus-visible:outline-blue-400 sm:px-1 sm:text-xs sm:tracking-normal`;

/** Shown until the region requests settle: same box, no text, hidden from assistive technology. */
export const REGION_BUTTON_PLACEHOLDER_CLASS = `${REGION_BUTTON_BOX} bg-slate-100 dark:bg-slate-800`;
