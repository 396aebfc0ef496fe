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

const EXPLICIT: Record<string, CookbookTopic> = {
  datasets: "datasets",
  example_multi_modal_traces: "multi-modal",
  example_data_migration: "data-migration",
  example_synthetic_datasets: "synthetic-data",
  python_decorators: "sdk",
  python_sdk_low_level: "sdk",
  js_langfuse_sdk: "sdk",
  langfuse_sdk_performance_test: "sdk",
  example_query_data_via_sdk: "sdk",
  example_decorator_openai_langchain: "sdk",
};

/** The topic of a notebook, by explicit choice or by its file-name prefix. */
export function topicOf(notebook: string): CookbookTopic {
  const slug = notebook.replace(/\.ipynb$/, "");
  const explicit = EXPLICIT[slug];
  if (explicit) return explicit;
  if (slug.startsWith("otel_")) return "opentelemetry";
  if (/^(js_)?prompt_management/.test(slug)) return "prompt-management";
  if (/^(js_)?integration_/.test(slug)) return "integrations";
  if (/^(evaluation_|example_)/.test(slug)) return "evaluation";
  return "sdk";
}
