import type { FC } from "react";
import type { DocsThemeConfig } from "nextra-theme-docs";
import { TocContributors } from "./components/contributors/toc-contributors";
import { EditLink } from "./components/layout/edit-link";
import { PageMain } from "./components/layout/page-main";
import { PageTimestamp } from "./components/layout/page-timestamp";
import { SiteSearch } from "./components/search/site-search";
import { ThemeFooter } from "./components/layout/theme-footer";
import { mdxComponents } from "./components/mdx/mdx-components";
import { NavbarExtra } from "./components/navbar/navbar-extra";
import { SiteLogo } from "./components/navbar/site-logo";
import { defineIsland } from "./components/islands/island";
import { usePageHead } from "./components/page-head";
import { sectionFor } from "./lib/sections";
import { siteConfig } from "./lib/site-config";

// Islands (components/islands): on island pages only these parts of the chrome hydrate.
const Logo = defineIsland("site-logo", "interaction", SiteLogo);
// Wakes on first interaction; until then the island runtime's shortcut (`/`, Ctrl/Cmd+K) focuses it
// (components/search/search-shortcut.ts), and the focus wakes it.
const Search = defineIsland("site-search", "interaction", SiteSearch);

// `staticMenu` is ours (patches/nextra-theme-docs+3.3.1.patch): island pages are never hydrated,
// so their HTML carries the mobile menu and every sidebar folder's items.
const sidebar = {
  defaultMenuCollapseLevel: 1,
  toggleButton: true,
  staticMenu: (route: string) => sectionFor(route).islands === true,
};

const config: DocsThemeConfig = {
  // Our logo renders its own link so the right-click dialog is not nested inside Nextra's anchor.
  logo: Logo,
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
  sidebar,
  toc: {
    backToTop: "Back to top",
    float: true,
    extraContent: TocContributors,
  },
  navigation: { prev: true, next: true },
  // A page's own last change; posts and the 404 page show none (see PageTimestamp).
  gitTimestamp: PageTimestamp,
  // Pagefind's static index (scripts/build-search-index.ts) behind our own search box; Nextra's
  // FlexSearch index is off (`search: false` in next.config.mjs).
  search: { component: Search },
  footer: { component: ThemeFooter },
  darkMode: true,
  themeSwitch: {
    useOptions: { light: "Light", dark: "Dark", system: "System" },
  },
  nextThemes: { defaultTheme: "system", storageKey: "theme" },
  color: { hue: 212, saturation: 100, lightness: { light: 40, dark: 60 } },
};

export default config;
