/**
 * The modules compiled pages may import, for pages/[...slug].tsx to hand them over when a page
 * runs. Webpack bundles what is named here; a page's `import` of anything else fails the build
 * with the page and the module named (tests/unit/compiled-pages.test.ts checks every page first).
 * JSON files need no entry: they are read when the page runs.
 */
import * as jsxRuntime from "react/jsx-runtime";
import * as nextraIcons from "nextra/icons";
import * as nextraMdx from "nextra/mdx";
import * as askAiPageIsland from "../assistant/ask-ai-page-island";
import * as teamGrid from "../company/team-grid";
import * as integrationFilter from "../integration-catalogue/integration-filter";
import * as integrationGroup from "../integration-catalogue/integration-group";
import * as faqTopicAnswers from "../faq/faq-topic-answers";
import * as postList from "../posts/post-list";
import * as pricingPage from "../pricing/pricing-page";

/** Package imports by name; our own modules by repo-relative path without extension. */
export const PAGE_MODULES: Readonly<Record<string, unknown>> = {
  "react/jsx-runtime": jsxRuntime,
  "nextra/icons": nextraIcons,
  "nextra/mdx": nextraMdx,
  "components/assistant/ask-ai-page-island": askAiPageIsland,
  "components/company/team-grid": teamGrid,
  "components/integration-catalogue/integration-filter": integrationFilter,
  "components/integration-catalogue/integration-group": integrationGroup,
  "components/faq/faq-topic-answers": faqTopicAnswers,
  "components/posts/post-list": postList,
  "components/pricing/pricing-page": pricingPage,
};
