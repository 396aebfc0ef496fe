import { themeFor } from "../lib/sections";

// Top-level navigation. `type: "page"` entries without `display: "hidden"` are the navbar tabs, in
// this order; every other top-level page is reached from the footer or from links. Layouts
// (sidebar, article column, raw) come from the section registry in lib/sections.ts.
const tab = (title: string, path: string) => ({
  title,
  type: "page",
  theme: themeFor(path),
});
const hidden = (title: string, path: string) => ({
  ...tab(title, path),
  display: "hidden",
});

const meta = {
  index: hidden("Home", "/"),
  docs: tab("Docs", "/docs"),
  "self-hosting": tab("Self-hosting", "/self-hosting"),
  integrations: tab("Integrations", "/integrations"),
  guides: tab("Guides", "/guides"),
  pricing: tab("Pricing", "/pricing"),
  blog: tab("Blog", "/blog"),
  changelog: tab("Changelog", "/changelog"),
  security: hidden("Security", "/security"),
  faq: hidden("FAQ", "/faq"),
  library: hidden("Library", "/library"),
  customers: hidden("Customers", "/customers"),
  about: hidden("About", "/about"),
  careers: hidden("Careers", "/careers"),
  why: hidden("Why Langfuse", "/why"),
  enterprise: hidden("Enterprise", "/enterprise"),
  "open-source": hidden("Open source", "/open-source"),
  "oss-friends": hidden("OSS friends", "/oss-friends"),
  demo: hidden("Demo", "/demo"),
  "watch-demo": hidden("Watch the demo", "/watch-demo"),
  "talk-to-us": hidden("Talk to us", "/talk-to-us"),
  support: hidden("Support", "/support"),
  imprint: hidden("Imprint", "/imprint"),
  terms: hidden("Terms", "/terms"),
  privacy: hidden("Privacy", "/privacy"),
  jp: hidden("日本語", "/jp"),
  kr: hidden("한국어", "/kr"),
  cn: hidden("中文", "/cn"),
  contributing: hidden("Contributing", "/contributing"),
  "404": hidden("Page not found", "/404"),
};

export default meta;
