// Top-level navigation: `type: "page"` entries become navbar tabs.
const meta = {
  index: {
    title: "Home",
    type: "page",
    display: "hidden",
    theme: {
      layout: "raw",
      sidebar: false,
      toc: false,
      breadcrumb: false,
      pagination: false,
    },
  },
  docs: { title: "Docs", type: "page" },
  integrations: { title: "Integrations", type: "page" },
  guides: { title: "Guides", type: "page" },
  contributing: { title: "Contributing", type: "page", display: "hidden" },
  "404": {
    display: "hidden",
    theme: { sidebar: false, toc: false, pagination: false, breadcrumb: false },
  },
};

export default meta;
