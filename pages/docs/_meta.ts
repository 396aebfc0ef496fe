// Sidebar order of the docs section.
const meta = {
  index: "Overview",
  "get-started": "Get started",
  sdk: "SDKs",
};

export default meta;
