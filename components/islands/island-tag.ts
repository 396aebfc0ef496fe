/** The element an island renders into: `display: contents` (styles/globals.css), so it adds no box. */
export const ISLAND_TAG = "lf-island";
