// Sidebar order of the docs section.
const meta = {
  index: "Overview",
  "get-started": "Get started",
};

export default meta;
