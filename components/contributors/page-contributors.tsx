import contributors from "@/data/contributors.json";
import { contributorsFor, type ContributorsMap } from "@/lib/contributors";
import { defineIsland } from "../islands/island";
import { ContributorsList } from "./contributors-list";

// The list is in the HTML; only its "... and N more" button needs React, so it wakes when touched,
// with the page's own entries as props (not the map of every page).
const Contributors = defineIsland(
  "contributors",
  "interaction",
  ContributorsList,
);

/** Contributors of the page at `path`, from data/contributors.json; nothing when it has none. */
export function PageContributors({ path }: { path: string }) {
  const entries = contributorsFor(contributors as ContributorsMap, path);
  if (entries.length === 0) return null;
  return <Contributors key={path} path={path} entries={entries} />;
}
