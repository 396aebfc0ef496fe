import type { FC } from "react";
import type { DocsThemeConfig } from "nextra-theme-docs";
import { PageContributors } from "./components/contributors/page-contributors";
import { EditLink } from "./components/layout/edit-link";
import { PageMain } from "./components/layout/page-main";
import { PageTimestamp } from "./components/layout/page-timestamp";
import { SiteSearch } from "./components/search/site-search";
import { ThemeFooter } from "./components/layout/theme-footer";
import { mdxComponents } from "./components/mdx/mdx-components";
import { NavbarExtra } from "./components/navbar/navbar-extra";
import { SiteLogo } from "./components/navbar/site-logo";
import { usePageHead } from "./components/page-head";
import { siteConfig } from "./lib/site-config";

const config: DocsThemeConfig = {
  // Our logo renders its own link so the right-click dialog is not nested inside Nextra's anchor.
  logo: SiteLogo,
  logoLink: false,
  // The GitHub badge, chat and social icons live in NavbarExtra; Nextra's own icons stay off.
  project: { link: undefined },
  chat: { link: undefined },
  navbar: { extraContent: NavbarExtra },
  docsRepositoryBase: `${siteConfig.docsRepository}/blob/${siteConfig.docsBranch}`,
  // Our link points generated pages at their notebook instead of the ignored MDX file.
  editLink: { content: "Edit this page on GitHub", component: EditLink },
  // Our FeedbackFooter replaces Nextra's "open an issue" link.
  feedback: { content: null },
  head: usePageHead,
  // Nextra types this as FC<{}> per entry; MDX passes each component its own props at runtime.
  components: mdxComponents as unknown as Record<string, FC>,
  main: PageMain,
  sidebar: { defaultMenuCollapseLevel: 1, toggleButton: true },
  toc: {
    backToTop: "Back to top",
    float: true,
    extraContent: PageContributors,
  },
  navigation: { prev: true, next: true },
  // A page's own last change; posts and the 404 page show none (see PageTimestamp).
  gitTimestamp: PageTimestamp,
  // Pagefind's static index (scripts/build-search-index.ts) behind our own search box; Nextra's
  // FlexSearch index is off (`search: false` in next.config.mjs).
  search: { component: SiteSearch },
  footer: { component: ThemeFooter },
  darkMode: true,
  themeSwitch: {
    useOptions: { light: "Light", dark: "Dark", system: "System" },
  },
  nextThemes: { defaultTheme: "system", storageKey: "theme" },
  color: { hue: 212, saturation: 100, lightness: { light: 40, dark: 60 } },
};

export default config;
