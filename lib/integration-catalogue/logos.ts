import {
  siAnthropic,
  siCrewai,
  siDeepseek,
  siDify,
  siGoogle,
  siGooglecloud,
  siGooglegemini,
  siGradio,
  siHaystack,
  siHuggingface,
  siLangchain,
  siLangflow,
  siLanggraph,
  siMistralai,
  siN8n,
  siOllama,
  siOpenrouter,
  siOpentelemetry,
  siPydantic,
  siTemporal,
  siVercel,
  type SimpleIcon,
} from "simple-icons";

/**
 * A generic icon for an integration whose brand has no icon in simple-icons (OpenAI, LlamaIndex,
 * Cohere, Groq, AWS, Microsoft, ...): what kind of thing it is. We never draw a brand ourselves.
 */
export type GenericLogo =
  | "model"
  | "framework"
  | "agent"
  | "structured"
  | "gateway"
  | "no-code"
  | "tool";

export type IntegrationLogo =
  { kind: "brand"; icon: SimpleIcon } | { kind: "generic"; key: GenericLogo };

/**
 * Each integration page -> its logo. A product of a company whose own icon is in simple-icons uses
 * that icon (Vertex AI: Google Cloud, Google ADK: Google, LangServe: LangChain, Pydantic AI:
 * Pydantic, smolagents: Hugging Face).
 */
const LOGOS: Readonly<Record<string, SimpleIcon | GenericLogo>> = {
  "/integrations/model-providers/openai-py": "model",
  "/integrations/model-providers/openai-js": "model",
  "/integrations/model-providers/openai-assistants-api": "model",
  "/integrations/model-providers/anthropic": siAnthropic,
  "/integrations/model-providers/amazon-bedrock": "model",
  "/integrations/model-providers/google-gemini": siGooglegemini,
  "/integrations/model-providers/google-vertex-ai": siGooglecloud,
  "/integrations/model-providers/mistral-sdk": siMistralai,
  "/integrations/model-providers/cohere": "model",
  "/integrations/model-providers/ollama": siOllama,
  "/integrations/model-providers/huggingface": siHuggingface,
  "/integrations/model-providers/deepseek": siDeepseek,
  "/integrations/model-providers/groq": "model",
  "/integrations/model-providers/togetherai": "model",
  "/integrations/model-providers/xai-grok": "model",
  "/integrations/model-providers/fireworks-ai": "model",
  "/integrations/model-providers/novitaai": "model",
  "/integrations/model-providers/byteplus": "model",
  "/integrations/model-providers/cometapi": "gateway",
  "/integrations/model-providers/cleanlab": "tool",
  "/integrations/frameworks/langchain": siLangchain,
  "/integrations/frameworks/langgraph": siLanggraph,
  "/integrations/frameworks/vercel-ai-sdk": siVercel,
  "/integrations/frameworks/langserve": siLangchain,
  "/integrations/frameworks/llamaindex": "framework",
  "/integrations/frameworks/llamaindex-workflows": "framework",
  "/integrations/frameworks/openai-agents": "agent",
  "/integrations/frameworks/pydantic-ai": siPydantic,
  "/integrations/frameworks/crewai": siCrewai,
  "/integrations/frameworks/autogen": "agent",
  "/integrations/frameworks/microsoft-agent-framework": "agent",
  "/integrations/frameworks/semantic-kernel": "framework",
  "/integrations/frameworks/google-adk": siGoogle,
  "/integrations/frameworks/strands-agents": "agent",
  "/integrations/frameworks/agno-agents": "agent",
  "/integrations/frameworks/smolagents": siHuggingface,
  "/integrations/frameworks/beeai": "agent",
  "/integrations/frameworks/dspy": "framework",
  "/integrations/frameworks/haystack": siHaystack,
  "/integrations/frameworks/instructor": "structured",
  "/integrations/frameworks/litellm-sdk": "gateway",
  "/integrations/frameworks/temporal": siTemporal,
  "/integrations/gateways/litellm": "gateway",
  "/integrations/gateways/openrouter": siOpenrouter,
  "/integrations/gateways/portkey": "gateway",
  "/integrations/gateways/truefoundry": "gateway",
  "/integrations/no-code/dify": siDify,
  "/integrations/no-code/flowise": "no-code",
  "/integrations/no-code/langflow": siLangflow,
  "/integrations/no-code/n8n": siN8n,
  "/integrations/other/opentelemetry": siOpentelemetry,
  "/integrations/other/gradio": siGradio,
  "/integrations/other/firecrawl": "tool",
  "/integrations/other/parallel-ai": "tool",
};

/** The logo of the integration at `href`, or undefined for a page this map does not know. */
export function integrationLogo(href: string): IntegrationLogo | undefined {
  const logo = LOGOS[href];
  if (logo === undefined) return undefined;
  return typeof logo === "string"
    ? { kind: "generic", key: logo }
    : { kind: "brand", icon: logo };
}
