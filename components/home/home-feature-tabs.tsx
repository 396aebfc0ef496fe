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

/** The tabs as an island: static HTML until they near the viewport, then React. */
export const HomeFeatureTabsIsland = defineIsland(
  "feature-tabs",
  "visible",
  HomeFeatureTabs,
);
