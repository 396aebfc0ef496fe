// Sidebar order of the FAQ questions, grouped by theme (the same groups as the overview page):
// tracing and SDKs, prompts, evaluation and datasets, integrations and API, self-hosting,
// security, pricing. Labels are short forms of each page's question.
const meta = {
  // Tracing and SDKs
  "missing-traces-serverless": "Traces missing in serverless?",
  "empty-trace-input-output": "Empty trace input or output?",
  "filter-unwanted-spans": "Unwanted HTTP and database spans?",
  "tracing-streaming-responses": "Tracing streaming responses",
  "trace-ids-from-my-app": "Using my own trace IDs",
  "sampling-traces": "Sampling traces",
  "multi-project-setup": "Several projects from one app",
  "dev-staging-production": "Separating dev, staging, production",
  "performance-impact": "Does Langfuse add latency?",
  "which-sdk-version": "Which SDK version?",
  "how-are-costs-calculated": "How are costs calculated?",
  // Prompts
  "prompt-caching-latency": "Prompt fetch latency and caching",
  "prompt-rollback": "Deploying and rolling back prompts",
  "link-prompts-to-traces": "Which prompt produced a trace?",
  // Evaluation and datasets
  "user-feedback": "Capturing user feedback",
  "evaluate-rag": "Evaluating a RAG pipeline",
  "evaluate-conversations": "Evaluating conversations",
  "llm-as-a-judge-models": "Models for LLM-as-a-judge",
  "dataset-from-production-traces": "Datasets from production traces",
  "run-evals-in-ci": "Evaluations in CI",
  // Integrations and API
  "langfuse-without-sdk": "Using Langfuse without the SDKs",
  "existing-opentelemetry-setup": "Existing OpenTelemetry or APM setup",
  "openai-compatible-providers": "OpenAI-compatible providers",
  "langchain-langgraph": "LangChain and LangGraph",
  "export-data": "Exporting data",
  "api-rate-limits": "API rate limits",
  // Self-hosting
  "self-hosting-vs-cloud": "Self-hosting or Cloud?",
  "open-source-license": "Open source license",
  "self-hosting-requirements": "Self-hosting infrastructure",
  "air-gapped-self-hosting": "Air-gapped use and telemetry",
  // Security and compliance
  "data-residency": "Data regions and residency",
  "compliance-certifications": "SOC 2, ISO 27001, GDPR, HIPAA",
  "mask-sensitive-data": "Keeping PII out of Langfuse",
  "single-sign-on": "Single sign-on (SSO)",
  "delete-data": "Deleting data",
  "data-retention": "Data retention",
  // Pricing
  "reduce-tracing-costs": "Reducing your bill",
};

export default meta;
