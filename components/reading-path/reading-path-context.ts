import { createContext, useContext } from "react";
import type { ReadingPath } from "@/lib/reading-path";

/**
 * The reading path of the page being rendered, worked out at build time from its section's
 * listing (pages/[...slug].tsx). A context rather than a prop: the theme renders our page chrome
 * (components/layout/page-main.tsx) deep inside its own layout. Absent in `next dev`, where MDX
 * files are their own pages, and on pages no listing shows.
 */
export const ReadingPathContext = createContext<ReadingPath | undefined>(
  undefined,
);

export const useReadingPath = () => useContext(ReadingPathContext);
