import { HOME_FEATURES, HOME_FEATURES_SECTION } from "@/lib/home-content";
import { defineIsland } from "../islands/island";
import { FeatureTabs } from "./feature-tabs";

/** The home page's feature tabs with the home page's features (no props to serialize). */
export function HomeFeatureTabs() {
  return (
    <FeatureTabs
      features={HOME_FEATURES}
      label={HOME_FEATURES_SECTION.tabListLabel}
    />
  );
}

/**
 * The tabs as an island: static HTML (the first tab open) until a reader points at, touches or
 * focuses them; the click that woke them is replayed. Woken when in view, they brought React to
 * the home page's first load on any screen tall enough to show them (Lighthouse TBT 633 ms).
 */
export const HomeFeatureTabsIsland = defineIsland(
  "feature-tabs",
  "interaction",
  HomeFeatureTabs,
);
