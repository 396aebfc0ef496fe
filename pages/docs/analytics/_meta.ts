// Sidebar order of the metrics and analytics section.
const meta = {
  index: "Overview",
  "custom-dashboards": "Custom dashboards",
  "metrics-api": "Metrics API",
};

export default meta;
