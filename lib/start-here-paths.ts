/**
 * The four ways into the docs that the `/docs` landing page offers first (issue 24): a new
 * visitor picks a path instead of reading an overview to find one. The page's `<StartHere />`
 * cards and its `.md` twin both list these.
 */
export interface StartHerePath {
  /** Stable id; the cards pick their icon by it. */
  id: "quickstart" | "integrations" | "self-host" | "concepts";
  title: string;
  /** One sentence saying what the reader gets there. */
  description: string;
  href: string;
}

export const START_HERE_PATHS: readonly StartHerePath[] = [
  {
    id: "quickstart",
    title: "Quickstart",
    description:
      "Create API keys, install the Python or JS/TS SDK and send your first trace in a few minutes.",
    href: "/docs/get-started",
  },
  {
    id: "integrations",
    title: "Integrate your framework",
    description:
      "Trace LangChain, the Vercel AI SDK, LiteLLM, the OpenAI SDK and more through a ready-made integration.",
    href: "/integrations",
  },
  {
    id: "self-host",
    title: "Self-host",
    description:
      "Run Langfuse on your own infrastructure with Docker Compose, Kubernetes or your cloud provider.",
    href: "/self-hosting",
  },
  {
    id: "concepts",
    title: "Concepts and data model",
    description:
      "How traces, observations, sessions and scores relate, and which attribute belongs where.",
    href: "/docs/tracing/data-model",
  },
];
