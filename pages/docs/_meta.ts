// Sidebar of the docs section, grouped under separators in the order a new user meets them.
const meta = {
  index: "Overview",
  "get-started": "Quickstart",
  demo: "Interactive demo",
  "ask-ai": "Ask AI",
  "docs-mcp": "Docs MCP server",
  roadmap: "Roadmap",
  "-- Observability": { type: "separator", title: "Observability" },
  tracing: "Tracing",
  "tracing-features": "Tracing features",
  sdk: "SDKs",
  opentelemetry: "OpenTelemetry",
  "-- Prompt management": { type: "separator", title: "Prompt management" },
  prompts: "Prompts",
  playground: "Playground",
  "-- Evaluation": { type: "separator", title: "Evaluation" },
  scores: "Scores and evaluation",
  datasets: "Datasets and experiments",
  "-- Metrics": { type: "separator", title: "Metrics" },
  analytics: "Metrics and dashboards",
  "-- Platform": { type: "separator", title: "Platform" },
  api: "Public API",
  administration: "Administration",
};

export default meta;
