// Sidebar order of the public API section.
const meta = {
  index: "Overview",
  "query-via-sdk": "Query via SDK",
  export: "Export data",
};

export default meta;
