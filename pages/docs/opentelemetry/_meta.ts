// Sidebar order of the OpenTelemetry section.
const meta = {
  "get-started": "Get started",
};

export default meta;
