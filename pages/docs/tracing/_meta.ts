// Sidebar order of the tracing section.
const meta = {
  index: "Overview",
  "data-model": "Data model",
};

export default meta;
