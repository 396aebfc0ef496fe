/**
 * Every integration that /integrations lists, by category: the one source of the catalogue's
 * cards, its filter chips and its `.md` twin. The descriptions say in one line what each page
 * covers (the pages' own front matter descriptions are a paragraph long); backticks mark code.
 */

/** The catalogue's categories, in page order; each is one heading and card grid. */
export const INTEGRATION_CATEGORIES = [
  "model-providers",
  "frameworks",
  "gateways",
  "no-code",
  "other",
] as const;

export type IntegrationCatalogueCategory =
  (typeof INTEGRATION_CATEGORIES)[number];

/** A category's name on its filter chip and in the text the filter matches. */
export const CATEGORY_LABELS: Readonly<
  Record<IntegrationCatalogueCategory, string>
> = {
  "model-providers": "Model providers",
  frameworks: "Frameworks",
  gateways: "Gateways",
  "no-code": "No-code builders",
  other: "Other",
};

export interface CatalogueIntegration {
  name: string;
  /** The integration's page, a site path. */
  href: string;
  /** One line; `backticks` mark code. */
  description: string;
}

export const INTEGRATION_CATALOGUE: Readonly<
  Record<IntegrationCatalogueCategory, readonly CatalogueIntegration[]>
> = {
  "model-providers": [
    {
      name: "OpenAI (Python)",
      href: "/integrations/model-providers/openai-py",
      description:
        "Drop-in `langfuse.openai` import for chat, embeddings, Responses API and streaming",
    },
    {
      name: "OpenAI (JS/TS)",
      href: "/integrations/model-providers/openai-js",
      description: "`observeOpenAI` wrapper for the Node.js client",
    },
    {
      name: "OpenAI Assistants API",
      href: "/integrations/model-providers/openai-assistants-api",
      description: "Threads and runs traced with `@observe` (notebook)",
    },
    {
      name: "Anthropic",
      href: "/integrations/model-providers/anthropic",
      description:
        "Claude messages, streaming and tool use via OpenInference (notebook)",
    },
    {
      name: "Amazon Bedrock",
      href: "/integrations/model-providers/amazon-bedrock",
      description: "Converse API calls with usage and streaming (notebook)",
    },
    {
      name: "Google Gemini",
      href: "/integrations/model-providers/google-gemini",
      description: "`google-genai` SDK calls via OpenInference (notebook)",
    },
    {
      name: "Google Vertex AI",
      href: "/integrations/model-providers/google-vertex-ai",
      description: "Gemini on Vertex AI via OpenTelemetry (notebook)",
    },
    {
      name: "Mistral SDK",
      href: "/integrations/model-providers/mistral-sdk",
      description:
        "Mistral chat completions and streams as generations (notebook)",
    },
    {
      name: "Cohere",
      href: "/integrations/model-providers/cohere",
      description:
        "Command models through Cohere's OpenAI-compatible API (notebook)",
    },
    {
      name: "Ollama",
      href: "/integrations/model-providers/ollama",
      description:
        "Local models through Ollama's OpenAI-compatible endpoint (notebook)",
    },
    {
      name: "Hugging Face",
      href: "/integrations/model-providers/huggingface",
      description: "Inference Providers through the OpenAI drop-in (notebook)",
    },
    {
      name: "DeepSeek",
      href: "/integrations/model-providers/deepseek",
      description:
        "Chat and reasoning models through the OpenAI drop-in (notebook)",
    },
    {
      name: "Groq",
      href: "/integrations/model-providers/groq",
      description: "Groq SDK or OpenAI drop-in with Groq's endpoint (notebook)",
    },
    {
      name: "Together AI",
      href: "/integrations/model-providers/togetherai",
      description: "Open models with streaming and tool calling (notebook)",
    },
    {
      name: "xAI Grok",
      href: "/integrations/model-providers/xai-grok",
      description: "Grok models including a function-calling loop (notebook)",
    },
    {
      name: "Fireworks AI",
      href: "/integrations/model-providers/fireworks-ai",
      description:
        "Open models on Fireworks through the OpenAI drop-in (notebook)",
    },
    {
      name: "Novita AI",
      href: "/integrations/model-providers/novitaai",
      description: "Open models on Novita AI, compared in one trace (notebook)",
    },
    {
      name: "BytePlus",
      href: "/integrations/model-providers/byteplus",
      description: "ModelArk models with managed prompts (notebook)",
    },
    {
      name: "CometAPI",
      href: "/integrations/model-providers/cometapi",
      description:
        "Many providers through CometAPI's OpenAI-compatible endpoint (notebook)",
    },
    {
      name: "Cleanlab",
      href: "/integrations/model-providers/cleanlab",
      description:
        "Trustworthiness scores for traced responses with Cleanlab TLM (notebook)",
    },
  ],
  frameworks: [
    {
      name: "LangChain",
      href: "/integrations/frameworks/langchain",
      description:
        "Callback handler for chains, agents, retrievers and tools, Python and JS/TS",
    },
    {
      name: "LangGraph",
      href: "/integrations/frameworks/langgraph",
      description: "Node-by-node traces of LangGraph agents, Python and JS/TS",
    },
    {
      name: "Vercel AI SDK",
      href: "/integrations/frameworks/vercel-ai-sdk",
      description:
        "AI SDK telemetry exported with the Langfuse span processor, incl. Next.js",
    },
    {
      name: "LangServe",
      href: "/integrations/frameworks/langserve",
      description: "LangChain chains served as REST APIs (notebook)",
    },
    {
      name: "LlamaIndex",
      href: "/integrations/frameworks/llamaindex",
      description:
        "Indexing, queries and chat engines via OpenInference (notebook)",
    },
    {
      name: "LlamaIndex Workflows",
      href: "/integrations/frameworks/llamaindex-workflows",
      description: "Event-driven workflows with one span per step (notebook)",
    },
    {
      name: "OpenAI Agents SDK",
      href: "/integrations/frameworks/openai-agents",
      description:
        "Agent runs, tools and handoffs via OpenInference (notebook)",
    },
    {
      name: "Pydantic AI",
      href: "/integrations/frameworks/pydantic-ai",
      description:
        "Agents and tool calls via built-in OpenTelemetry (notebook)",
    },
    {
      name: "CrewAI",
      href: "/integrations/frameworks/crewai",
      description: "Crews, tasks and agents via OpenInference (notebook)",
    },
    {
      name: "AutoGen",
      href: "/integrations/frameworks/autogen",
      description: "AgentChat agents and multi-agent teams (notebook)",
    },
    {
      name: "Microsoft Agent Framework",
      href: "/integrations/frameworks/microsoft-agent-framework",
      description:
        "Built-in OpenTelemetry traces of agents and tools (notebook)",
    },
    {
      name: "Semantic Kernel",
      href: "/integrations/frameworks/semantic-kernel",
      description:
        "Prompts, plugins and function calling via OpenTelemetry (notebook)",
    },
    {
      name: "Google ADK",
      href: "/integrations/frameworks/google-adk",
      description: "Agent Development Kit agents and tools (notebook)",
    },
    {
      name: "Strands Agents",
      href: "/integrations/frameworks/strands-agents",
      description:
        "AWS Strands agents with native OpenTelemetry spans (notebook)",
    },
    {
      name: "Agno",
      href: "/integrations/frameworks/agno-agents",
      description: "Agno agents and tools via OpenInference (notebook)",
    },
    {
      name: "smolagents",
      href: "/integrations/frameworks/smolagents",
      description: "Hugging Face code agents and multi-agent setups (notebook)",
    },
    {
      name: "BeeAI",
      href: "/integrations/frameworks/beeai",
      description: "BeeAI Framework agents via OpenTelemetry (notebook)",
    },
    {
      name: "DSPy",
      href: "/integrations/frameworks/dspy",
      description: "DSPy modules, programs and ReAct agents (notebook)",
    },
    {
      name: "Haystack",
      href: "/integrations/frameworks/haystack",
      description:
        "Haystack pipelines with retriever and generator spans (notebook)",
    },
    {
      name: "Instructor",
      href: "/integrations/frameworks/instructor",
      description: "Structured outputs and validation retries (notebook)",
    },
    {
      name: "LiteLLM SDK",
      href: "/integrations/frameworks/litellm-sdk",
      description:
        "LiteLLM Python library via its OpenTelemetry callback (notebook)",
    },
    {
      name: "Temporal",
      href: "/integrations/frameworks/temporal",
      description:
        "Temporal workflows and activities that call LLMs (notebook)",
    },
  ],
  gateways: [
    {
      name: "LiteLLM Proxy",
      href: "/integrations/gateways/litellm",
      description: "All proxy traffic via the `langfuse_otel` callback",
    },
    {
      name: "OpenRouter",
      href: "/integrations/gateways/openrouter",
      description:
        "No-code Broadcast or the OpenAI drop-in pointed at OpenRouter",
    },
    {
      name: "Portkey",
      href: "/integrations/gateways/portkey",
      description:
        "Portkey AI Gateway requests through the OpenAI drop-in (notebook)",
    },
    {
      name: "TrueFoundry",
      href: "/integrations/gateways/truefoundry",
      description:
        "TrueFoundry AI Gateway through its OpenAI-compatible endpoint (notebook)",
    },
  ],
  "no-code": [
    {
      name: "Dify",
      href: "/integrations/no-code/dify",
      description: "Native integration in each app's Monitoring settings",
    },
    {
      name: "Flowise",
      href: "/integrations/no-code/flowise",
      description: "Langfuse analytics provider per chatflow or agentflow",
    },
    {
      name: "Langflow",
      href: "/integrations/no-code/langflow",
      description: "Native integration enabled by environment variables",
    },
    {
      name: "n8n",
      href: "/integrations/no-code/n8n",
      description: "Prompt management node and tracing workarounds",
    },
  ],
  other: [
    {
      name: "OpenTelemetry",
      href: "/integrations/other/opentelemetry",
      description:
        "Any OpenTelemetry-instrumented app or library, in any language",
    },
    {
      name: "Gradio",
      href: "/integrations/other/gradio",
      description:
        "Chat app with per-turn traces, sessions and user feedback (notebook)",
    },
    {
      name: "Firecrawl",
      href: "/integrations/other/firecrawl",
      description: "Scrape-and-summarize pipelines (notebook)",
    },
    {
      name: "Parallel",
      href: "/integrations/other/parallel-ai",
      description: "Parallel's web research APIs (notebook)",
    },
  ],
};

/** A piece of a description: plain text, or code where the description has backticks. */
export interface DescriptionPart {
  text: string;
  code: boolean;
}

/** Splits a description at its backticks (`a \`b\` c` -> a, b as code, c); empty parts dropped. */
export function descriptionParts(description: string): DescriptionPart[] {
  return description
    .split("`")
    .map((text, index) => ({ text, code: index % 2 === 1 }))
    .filter((part) => part.text !== "");
}

/** The description as a reader sees it, without backticks (what the filter matches). */
export function plainDescription(description: string): string {
  return description.replaceAll("`", "");
}

/** Every integration with its category, in page order. */
export function allCatalogueIntegrations(): Array<
  CatalogueIntegration & { category: IntegrationCatalogueCategory }
> {
  return INTEGRATION_CATEGORIES.flatMap((category) =>
    INTEGRATION_CATALOGUE[category].map((i) => ({ ...i, category })),
  );
}
