import type { DocsThemeConfig } from "nextra-theme-docs";
import { SiteFooter } from "./components/footer/site-footer";
import { NavbarExtra } from "./components/navbar/navbar-extra";
import { SiteLogo } from "./components/navbar/site-logo";
import { usePageHead } from "./components/page-head";
import { siteConfig } from "./lib/site-config";

// Nextra passes `{ menu }` to its footer; ours has no locale or theme menu, so it ignores it.
function ThemeFooter() {
  return <SiteFooter />;
}

const config: DocsThemeConfig = {
  // Our logo renders its own link so the right-click dialog is not nested inside Nextra's anchor.
  logo: SiteLogo,
  logoLink: false,
  // The GitHub badge, chat and social icons live in NavbarExtra; Nextra's own icons stay off.
  project: { link: undefined },
  chat: { link: undefined },
  navbar: { extraContent: NavbarExtra },
  docsRepositoryBase: `${siteConfig.docsRepository}/blob/${siteConfig.docsBranch}`,
  editLink: { content: "Edit this page on GitHub" },
  // Feedback gets its own component (components issue); Nextra's "open an issue" link is off.
  feedback: { content: null },
  head: usePageHead,
  sidebar: { defaultMenuCollapseLevel: 1, toggleButton: true },
  toc: { backToTop: "Back to top", float: true },
  navigation: { prev: true, next: true },
  search: { placeholder: "Search documentation…" },
  footer: { component: ThemeFooter },
  darkMode: true,
  themeSwitch: {
    useOptions: { light: "Light", dark: "Dark", system: "System" },
  },
  nextThemes: { defaultTheme: "system", storageKey: "theme" },
  color: { hue: 212, saturation: 100, lightness: { light: 40, dark: 60 } },
};

export default config;
