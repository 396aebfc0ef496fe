import { createContext, useContext } from "react";
import type { TocEntry } from "@/lib/compiled-pages/run-page";

/**
 * The page's headings, as the compiled page's `useTOC` returns them (pages/[...slug].tsx provides
 * them), for parts of the page other than the theme's TOC column, such as the phone's
 * "On this page" menu under the title.
 */
export const TocContext = createContext<readonly TocEntry[]>([]);

export const useToc = (): readonly TocEntry[] => useContext(TocContext);
