import dynamic from "next/dynamic";
import { useRouter } from "next/router";
import { normalisePath } from "@/lib/routes";

// Rendered into every page's HTML at build time, but its code (the list, the roster and the map of
// all pages' contributors) is a chunk of its own: pages Next hydrates (home, pricing) have no table
// of contents and never fetch it, and island pages load no Next chunk at all.
const PageContributors = dynamic(() =>
  import("./page-contributors").then((m) => m.PageContributors),
);

/** The table of contents' extra slot: the current page's contributors. */
export function TocContributors() {
  return <PageContributors path={normalisePath(useRouter().asPath)} />;
}
