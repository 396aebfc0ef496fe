import type { PageType } from "../page-budgets";

/** A page the bench measures. */
export interface BenchPage {
  /** Short name in tables. */
  label: string;
  route: string;
  type: PageType;
}

/**
 * The representative pages of the issue: one per page type (home, a docs page, a page generated
 * from a notebook, a blog post, pricing). Changing one breaks comparison with earlier results and
 * with bench/baseline.json: record a new baseline when you do.
 */
export const REPRESENTATIVE_PAGES: readonly BenchPage[] = [
  { label: "home", route: "/", type: "home" },
  { label: "docs", route: "/docs/get-started", type: "docs" },
  {
    label: "notebook",
    route: "/integrations/frameworks/instructor",
    type: "notebook",
  },
  {
    label: "blog post",
    route: "/blog/2025-10-15-prompt-caching-off-the-hot-path",
    type: "article",
  },
  { label: "pricing", route: "/pricing", type: "marketing" },
];

/** The docs page of both sites: the bare site has the same get-started content. */
export const DOCS_ROUTE = "/docs/get-started";

/** Pages of the bare Nextra site (bench/bare-nextra) that the bench measures. */
export const BARE_PAGES: readonly BenchPage[] = [
  { label: "bare home", route: "/", type: "docs" },
  { label: "bare docs", route: DOCS_ROUTE, type: "docs" },
];
