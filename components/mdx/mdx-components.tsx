import { Callout, Cards, Steps } from "nextra/components";
import { AvailabilityBanner } from "../availability/availability-banner";
import { CodeBlock } from "../code/code-block";
import { GuideCards } from "../cookbook/guide-cards";
import { NotebookHtml } from "../cookbook/notebook-html";
import { NotebookNotice } from "../cookbook/notebook-notice";
import { CustomerStoryCta } from "../customers/customer-story-cta";
import { SupportButton } from "../support/support-button";
import { LangTabs } from "../tabs/lang-tabs";
import { Video } from "../video/video";
import { PageTitle } from "./page-title";
import { ZoomImage } from "./zoom-image";

/**
 * Components every MDX page can use without importing them, plus our overrides of Markdown
 * elements (h1, pre, img). Registered in theme.config.tsx. Each is small; heavy parts
 * (video player, dialogs) load lazily inside them.
 */
export const mdxComponents = {
  h1: PageTitle,
  pre: CodeBlock,
  img: ZoomImage,
  AvailabilityBanner,
  Callout,
  Cards,
  GuideCards,
  CustomerStoryCta,
  LangTabs,
  NotebookHtml,
  NotebookNotice,
  Steps,
  SupportButton,
  Video,
};
