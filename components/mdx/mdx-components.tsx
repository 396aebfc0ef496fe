import dynamic from "next/dynamic";
import { Callout, Cards, Steps } from "nextra/components";
import { CodeBlock } from "../code/code-block";
import { LangTabs } from "../tabs/lang-tabs";
import { PageTitle } from "./page-title";
import { ScrollableTable } from "./scrollable-table";
import { defineIsland } from "../islands/island";
import { ZoomImage } from "./zoom-image";
import { contentFigure } from "./content-figure";

// A content image is HTML until a reader points at, focuses or taps it; then its zoom wakes.
const ZoomableImage = defineIsland("zoom-image", "interaction", ZoomImage);
// Diagrams also get a phone-only link to the full-size file, outside the island's markup.
const MarkdownImage = contentFigure(ZoomableImage);

// Components only some pages use are split into their own chunks. They still render into the
// static HTML (ssr), and Next adds their chunk to exactly the pages that render them, so a page
// without a video or a notebook notice never downloads that code.
const AvailabilityBanner = dynamic(() =>
  import("../availability/availability-banner").then(
    (m) => m.AvailabilityBanner,
  ),
);
// `GuideCards.Card` is used as a member, so both parts load as one split chunk.
const GuideCards = Object.assign(
  dynamic(() => import("../cookbook/guide-cards").then((m) => m.GuideCards)),
  {
    Card: dynamic(() =>
      import("../cookbook/guide-cards").then((m) => m.GuideCard),
    ),
  },
);
const NotebookHtml = dynamic(() =>
  import("../cookbook/notebook-html").then((m) => m.NotebookHtml),
);
const NotebookNotice = dynamic(() =>
  import("../cookbook/notebook-notice").then((m) => m.NotebookNotice),
);
const CloudSignUpLink = dynamic(() =>
  import("../onboarding/cloud-sign-up-link").then((m) => m.CloudSignUpLink),
);
const CustomerStoryCta = dynamic(() =>
  import("../customers/customer-story-cta").then((m) => m.CustomerStoryCta),
);
// Under the title of every docs page with SDK code (lib/mdx/remark-sdk-version-notice.ts).
const SdkVersionNotice = dynamic(() =>
  import("../versions/sdk-version-notice").then((m) => m.SdkVersionNotice),
);
const StartHere = dynamic(() =>
  import("../onboarding/start-here").then((m) => m.StartHere),
);
const SupportButton = dynamic(() =>
  import("../support/support-button-island").then((m) => m.SupportButtonIsland),
);
const Video = dynamic(() =>
  import("../video/video-island").then((m) => m.VideoIsland),
);
// The fact tables of lib/facts. A single fact in a sentence, <Fact id="...">, is no component:
// lib/mdx/remark-facts.ts turns it into text while the page compiles.
const RateLimitTable = dynamic(() =>
  import("../facts/rate-limit-table").then((m) => m.RateLimitTable),
);
const PlanFeatureTable = dynamic(() =>
  import("../facts/plan-feature-table").then((m) => m.PlanFeatureTable),
);
const CloudRegionTable = dynamic(() =>
  import("../facts/cloud-region-table").then((m) => m.CloudRegionTable),
);

/**
 * Components every MDX page can use without importing them, plus our overrides of Markdown
 * elements (h1, pre, img, table). Registered in theme.config.tsx. Components used by one page only
 * (TeamGrid, PostList, PricingPage) are imported by that page instead.
 */
export const mdxComponents = {
  h1: PageTitle,
  pre: CodeBlock,
  img: MarkdownImage,
  table: ScrollableTable,
  AvailabilityBanner,
  Callout,
  Cards,
  CloudRegionTable,
  CloudSignUpLink,
  GuideCards,
  CustomerStoryCta,
  LangTabs,
  NotebookHtml,
  NotebookNotice,
  PlanFeatureTable,
  RateLimitTable,
  SdkVersionNotice,
  StartHere,
  Steps,
  SupportButton,
  Video,
};
