import { useRouter } from "next/router";
import { normalisePath } from "@/lib/routes";
import { defineIsland } from "../islands/island";
import { PageContributors } from "./page-contributors";

// Empty in the HTML: the list and the map of all pages' contributors arrive when the page is idle.
const Contributors = defineIsland("contributors", "idle", PageContributors);

/** The table of contents' extra slot: the current page's contributors, as an island. */
export function TocContributors() {
  return <Contributors path={normalisePath(useRouter().asPath)} />;
}
