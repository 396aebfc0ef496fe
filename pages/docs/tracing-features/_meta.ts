// Sidebar order of the tracing features: grouping first, then data you attach,
// then control over what is sent, then working with traces in the UI.
const meta = {
  sessions: "Sessions",
  users: "Users",
  metadata: "Metadata",
  tags: "Tags",
  environments: "Environments",
  "releases-and-versioning": "Releases and versioning",
  "trace-ids": "Trace IDs and distributed tracing",
  "observation-types": "Observation types",
  "token-and-cost-tracking": "Token and cost tracking",
  "multi-modality": "Multi-modality and attachments",
  "log-levels": "Log levels",
  masking: "Masking",
  sampling: "Sampling",
  "agent-graphs": "Agent graphs",
  comments: "Comments",
  url: "URLs and sharing",
};

export default meta;
