import type { ComponentType } from "react";

/**
 * Every island's code, by name: what the browser's island runtime imports to wake one. Each entry
 * is its own chunk of the islands bundle (lib/islands/build-island-pages.ts), fetched only on a page that
 * has the island and only at its moment. `defineIsland` names must be keys here (a unit test
 * checks both directions).
 */
// The components take different props; the runtime passes each the props serialized beside it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a heterogeneous registry
type AnyComponent = ComponentType<any>;

export const ISLAND_LOADERS = {
  "ask-ai": () =>
    import("../assistant/ask-ai-button").then((m) => m.AskAiButton),
  "ask-ai-page": () =>
    import("../assistant/ask-ai-page").then((m) => m.AskAiPage),
  contributors: () =>
    import("../contributors/contributors-list").then((m) => m.ContributorsList),
  "copy-markdown": () =>
    import("../copy-markdown/copy-markdown-button").then(
      (m) => m.CopyMarkdownButton,
    ),
  "feature-tabs": () =>
    import("../home/home-feature-tabs").then((m) => m.HomeFeatureTabs),
  feedback: () =>
    import("../feedback/feedback-footer").then((m) => m.FeedbackFooter),
  "region-button": () =>
    import("../navbar/region-button").then((m) => m.RegionButton),
  "site-logo": () => import("../navbar/site-logo").then((m) => m.SiteLogo),
  "site-search": () =>
    import("../search/site-search").then((m) => m.SiteSearch),
  "zoom-image": () => import("../mdx/zoom-image").then((m) => m.ZoomImage),
  video: () => import("../video/video").then((m) => m.Video),
  "support-button": () =>
    import("../support/support-button").then((m) => m.SupportButton),
  "theme-toggle": () =>
    import("../navbar/theme-toggle").then((m) => m.ThemeToggle),
} satisfies Record<string, () => Promise<AnyComponent>>;

export type IslandName = keyof typeof ISLAND_LOADERS;

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(ISLAND_LOADERS, name);
}
