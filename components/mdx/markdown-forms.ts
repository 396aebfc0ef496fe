import type { MarkdownForms } from "@/lib/markdown/markdown-form";
import { askAiPageMarkdown } from "../assistant/ask-ai-page-markdown";
import { availabilityMarkdown } from "../availability/availability-markdown";
import { teamGridMarkdown } from "../company/team-grid-markdown";
import { cardsMarkdown } from "../cookbook/cards-markdown";
import {
  notebookHtmlMarkdown,
  notebookNoticeMarkdown,
} from "../cookbook/notebook-notice-markdown";
import {
  cloudRegionTableMarkdown,
  factMarkdown,
  planFeatureTableMarkdown,
  rateLimitTableMarkdown,
} from "../facts/facts-markdown";
import { faqTopicAnswersMarkdown } from "../faq/faq-topic-answers-markdown";
import { cloudSignUpLinkMarkdown } from "../onboarding/cloud-sign-up-link-markdown";
import { homePageMarkdown } from "../home/home-markdown";
import {
  integrationFilterMarkdown,
  integrationGroupMarkdown,
} from "../integration-catalogue/integration-catalogue-markdown";
import { customerStoryCtaMarkdown } from "../customers/customer-story-cta-markdown";
import { postListMarkdown } from "../posts/post-list-markdown";
import { pricingPageMarkdown } from "../pricing/pricing-markdown";
import { startHereMarkdown } from "../onboarding/start-here-markdown";
import { supportButtonMarkdown } from "../support/support-button-markdown";
import { langTabsMarkdown } from "../tabs/lang-tabs-markdown";
import { sdkVersionNoticeMarkdown } from "../versions/sdk-version-notice-markdown";
import { videoMarkdown } from "../video/video-markdown";
import { calloutMarkdown, childrenMarkdown } from "./callout-markdown";

/**
 * The Markdown form of every component in mdx-components.tsx (same names), which the `.md` twin
 * generator composes. Pure functions without React, so build scripts load them cheaply.
 */
export const markdownForms: MarkdownForms = {
  AvailabilityBanner: availabilityMarkdown,
  Callout: calloutMarkdown,
  Cards: cardsMarkdown,
  CloudRegionTable: cloudRegionTableMarkdown,
  CloudSignUpLink: cloudSignUpLinkMarkdown,
  Fact: factMarkdown,
  GuideCards: cardsMarkdown,
  CustomerStoryCta: customerStoryCtaMarkdown,
  LangTabs: langTabsMarkdown,
  NotebookHtml: notebookHtmlMarkdown,
  NotebookNotice: notebookNoticeMarkdown,
  PlanFeatureTable: planFeatureTableMarkdown,
  RateLimitTable: rateLimitTableMarkdown,
  StartHere: startHereMarkdown,
  SdkVersionNotice: sdkVersionNoticeMarkdown,
  // Page-level components, imported by the pages that use them rather than registered globally:
  AskAiPage: askAiPageMarkdown,
  FaqTopicAnswers: faqTopicAnswersMarkdown,
  HomePage: homePageMarkdown,
  IntegrationFilter: integrationFilterMarkdown,
  IntegrationGroup: integrationGroupMarkdown,
  PostList: postListMarkdown,
  PricingPage: pricingPageMarkdown,
  Steps: childrenMarkdown,
  SupportButton: supportButtonMarkdown,
  TeamGrid: teamGridMarkdown,
  Video: videoMarkdown,
};
