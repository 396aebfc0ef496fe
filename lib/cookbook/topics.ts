/** Topics the guides and cookbook indexes group notebooks by, in display order. */
export const COOKBOOK_TOPICS = [
  {
    id: "integrations",
    title: "Integrations",
    blurb: "Trace model providers, frameworks, gateways and agent SDKs.",
  },
  {
    id: "sdk",
    title: "SDK examples",
    blurb:
      "Use the Python and JS/TS SDKs directly: decorators, manual spans, queries.",
  },
  {
    id: "prompt-management",
    title: "Prompt management",
    blurb: "Version prompts in Langfuse and use them from your code.",
  },
  {
    id: "evaluation",
    title: "Evaluation",
    blurb: "Score traces with LLM judges, external pipelines and simulations.",
  },
  {
    id: "datasets",
    title: "Datasets",
    blurb: "Run experiments on curated inputs and compare runs.",
  },
  {
    id: "multi-modal",
    title: "Multi-modal",
    blurb: "Trace images, audio and files alongside text.",
  },
  {
    id: "data-migration",
    title: "Data migration",
    blurb: "Move traces, prompts and datasets between projects.",
  },
  {
    id: "synthetic-data",
    title: "Synthetic data",
    blurb: "Generate test cases when production data is scarce.",
  },
  {
    id: "opentelemetry",
    title: "OpenTelemetry",
    blurb: "Send spans from any OpenTelemetry instrumentation.",
  },
] as const;

export type CookbookTopic = (typeof COOKBOOK_TOPICS)[number]["id"];

/** Topic ids, for the catalogue schema. */
export const TOPIC_IDS = COOKBOOK_TOPICS.map((t) => t.id) as [
  CookbookTopic,
  ...CookbookTopic[],
];
