/** The element an island renders into: `display: contents` (styles/globals.css), so it adds no box. */
export const ISLAND_TAG = "lf-island";

/**
 * Dispatched on an `interaction` island to wake it without a reader's touch: the search box's
 * "Ask AI about ..." entry wakes the Ask AI button this way (components/assistant/assistant-launch.ts).
 */
export const WAKE_EVENT = "lf-wake";

/**
 * Set on an `<lf-island>` when its code starts to load: from then on the island is React's, and
 * the runtime's own scripts (components/navbar/region-link.ts) leave its markup alone.
 */
export const WAKING_ATTRIBUTE = "data-waking";
