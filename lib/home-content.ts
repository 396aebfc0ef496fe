/**
 * What the home page says, as data: components/home renders it and `homeMarkdown` writes the same
 * content to the page's `.md` twin (/index.md), so the two cannot drift apart.
 */
import { cloudAvailabilityPhrase } from "./facts/plans";
import { formatCompactNumber } from "./format-number";
import {
  CLOUD_FIGURES,
  CLOUD_PLAN_NAMES,
  SELF_HOSTED_PLANS,
  formatUnits,
  priceParts,
  signUpUrl,
} from "./pricing";
import { siteConfig, type SiteConfig } from "./site-config";

export interface HomeLink {
  label: string;
  /** Site path (`/docs`) or absolute URL. */
  href: string;
}

export const HOME_HERO = {
  eyebrow: "Open-source LLM engineering platform",
  title: "Debug, evaluate and improve your LLM application",
  /** Follows the brand name: "Langfuse gives teams ...". */
  body: "gives teams building with large language models one place for traces, prompts, evaluations and datasets. Use it in the cloud or run it on your own infrastructure; the core is MIT licensed.",
  primary: { label: "Interactive demo", href: "/demo" },
  secondary: { label: "Read the docs", href: "/docs" },
  /** Short facts under the buttons. */
  facts: [
    "Open source (MIT)",
    "Cloud or self-hosted",
    "Built on OpenTelemetry",
  ],
} as const satisfies {
  eyebrow: string;
  title: string;
  body: string;
  primary: HomeLink;
  secondary: HomeLink;
  facts: readonly string[];
};

export const HOME_FEATURES_SECTION = {
  /** Follows "What you can do with": the heading ends with the brand. */
  headingPrefix: "What you can do with",
  lead: "One platform for the loop from a production trace to a tested improvement.",
  tabListLabel: "Platform features",
} as const;

export type HomeFeatureId =
  "tracing" | "prompts" | "evaluation" | "datasets" | "metrics" | "playground";

export interface HomeFeature {
  id: HomeFeatureId;
  /** Tab label and list entry, e.g. `Tracing`. */
  title: string;
  /** Panel heading: what the feature does for you. */
  headline: string;
  body: string;
  points: readonly string[];
  /** Docs page the panel links to. */
  href: string;
}

/** The tabbed feature section, in tab order. */
export const HOME_FEATURES: readonly HomeFeature[] = [
  {
    id: "tracing",
    title: "Tracing",
    headline: "See every step of every request",
    body: "Record LLM calls, retrieval steps, tool calls and agent decisions as nested traces, with input, output, latency and cost on each step. Group traces into sessions and filter them by user, tag, release or environment.",
    points: [
      "Python and JS/TS SDKs built on OpenTelemetry",
      "Integrations for LangChain, LlamaIndex, the OpenAI Agents SDK and more",
      "Token usage and cost per generation",
    ],
    href: "/docs/tracing",
  },
  {
    id: "prompts",
    title: "Prompt management",
    headline: "Change prompts without a deploy",
    body: "Keep prompts in Langfuse, version every change and move labels such as production or staging to choose the version your application fetches. Each generation links back to the prompt version that produced it.",
    points: [
      "Immutable versions; roll back by moving a label",
      "Variables, config and reusable prompt snippets",
      "Cached in the SDKs, refreshed in the background",
    ],
    href: "/docs/prompts/get-started",
  },
  {
    id: "evaluation",
    title: "Evaluation",
    headline: "Measure quality, not only uptime",
    body: "Attach scores to traces from LLM-as-a-judge evaluators, user feedback, human annotation or your own checks, then follow them over time and compare them across prompt versions and models.",
    points: [
      "Managed LLM-as-a-judge evaluators with sampling and filters",
      "Annotation queues for human review",
      "Custom scores from the SDKs and the API",
    ],
    href: "/docs/scores/overview",
  },
  {
    id: "datasets",
    title: "Datasets",
    headline: "Test a change before users see it",
    body: "Collect inputs and expected outputs, including examples taken from production traces, and run experiments over them. Compare runs side by side to see whether a new prompt or model is better.",
    points: [
      "Add items from traces, a CSV upload or the SDK",
      "Run experiments from code, for example in CI, or from the UI",
      "Scores, latency and cost per run, item by item",
    ],
    href: "/docs/datasets/overview",
  },
  {
    id: "metrics",
    title: "Metrics",
    headline: "Know your cost, latency and quality",
    body: "Dashboards break down cost, latency, usage and scores by user, session, model, prompt version or any tag you add. Build your own dashboards, or pull the numbers into your tools with the Metrics API.",
    points: [
      "Custom dashboards and widgets per project",
      "Metrics API for your own reporting",
      "Usage dashboard for billable units",
    ],
    href: "/docs/analytics",
  },
  {
    id: "playground",
    title: "Playground",
    headline: "Iterate on prompts with real inputs",
    body: "Open a generation from a trace or a managed prompt in the playground, change the prompt, model or parameters and compare variants side by side. Save the winner as a new prompt version.",
    points: [
      "Side-by-side variants, each with its own model settings",
      "Tool calling and structured output schemas",
      "Uses the LLM connections you configure",
    ],
    href: "/docs/playground",
  },
];

export type IntegrationCategory =
  | "model"
  | "framework"
  | "agents"
  | "structured"
  | "gateway"
  | "no-code"
  | "otel";

export const INTEGRATION_CATEGORY_LABELS: Readonly<
  Record<IntegrationCategory, string>
> = {
  model: "Model provider",
  framework: "Framework",
  agents: "Agent framework",
  structured: "Structured outputs",
  gateway: "Gateway",
  "no-code": "No-code builder",
  otel: "Any language",
};

export interface HomeIntegration {
  name: string;
  category: IntegrationCategory;
  href: string;
}

/** The integrations grid; a last card links to the full list. */
export const HOME_INTEGRATIONS: readonly HomeIntegration[] = [
  {
    name: "OpenAI SDK",
    category: "model",
    href: "/integrations/model-providers/openai-py",
  },
  {
    name: "Anthropic",
    category: "model",
    href: "/integrations/model-providers/anthropic",
  },
  {
    name: "LangChain",
    category: "framework",
    href: "/integrations/frameworks/langchain",
  },
  {
    name: "LlamaIndex",
    category: "framework",
    href: "/integrations/frameworks/llamaindex",
  },
  {
    name: "Vercel AI SDK",
    category: "framework",
    href: "/integrations/frameworks/vercel-ai-sdk",
  },
  {
    name: "OpenAI Agents SDK",
    category: "agents",
    href: "/integrations/frameworks/openai-agents",
  },
  {
    name: "CrewAI",
    category: "agents",
    href: "/integrations/frameworks/crewai",
  },
  {
    name: "Instructor",
    category: "structured",
    href: "/integrations/frameworks/instructor",
  },
  {
    name: "LiteLLM",
    category: "gateway",
    href: "/integrations/gateways/litellm",
  },
  { name: "Dify", category: "no-code", href: "/integrations/no-code/dify" },
  {
    name: "OpenTelemetry",
    category: "otel",
    href: "/integrations/other/opentelemetry",
  },
];

export const HOME_INTEGRATIONS_SECTION = {
  heading: "Works with your stack",
  body: "Most integrations take a few lines: a drop-in client, a callback handler or an OpenTelemetry exporter. Anything that speaks OpenTelemetry can send traces.",
  all: { label: "All integrations", href: "/integrations" },
} as const;

export const HOME_OPEN_SOURCE = {
  heading: "Open source, self-host anywhere",
  body: "The core is MIT licensed and developed in the open on GitHub. Self-host the same codebase that runs Langfuse Cloud, or use the cloud; your application code stays the same, the SDKs only need a different base URL.",
  points: [
    "MIT-licensed core with no usage limits",
    "Docker Compose, Kubernetes (Helm) or Terraform",
    "Enterprise features activated by license key",
  ],
  more: { label: "Why open source", href: "/open-source" },
} as const;

export interface HomeCard {
  title: string;
  body: string;
}

export const HOME_SECURITY = {
  heading: "Security and compliance",
  body: "Langfuse Cloud runs in isolated regional environments, encrypts data with TLS in transit and AES-256 at rest, and is audited every year.",
  items: [
    {
      title: "SOC 2 Type II",
      body: `Audited annually; customers on ${cloudAvailabilityPhrase("securityReports")} can request the report.`,
    },
    {
      title: "ISO 27001",
      body: "Information security management audited against ISO 27001 every year.",
    },
    {
      title: "GDPR",
      body: "A public data processing agreement that covers every plan, and an EU data region.",
    },
    {
      title: "HIPAA",
      body: `A separate HIPAA region with a Business Associate Agreement on ${cloudAvailabilityPhrase("hipaaBaa")}.`,
    },
  ],
  more: { label: "Visit the security center", href: "/security" },
} as const satisfies {
  heading: string;
  body: string;
  items: readonly HomeCard[];
  more: HomeLink;
};

export const HOME_USE_CASES = {
  heading: "How teams use Langfuse",
  body: "Wherever model output reaches users, teams need to see what happened and whether it was good.",
  items: [
    {
      title: "Support assistants",
      body: "Group each conversation into a session, find the turns where the assistant went wrong and add them to a dataset so the fix gets tested.",
    },
    {
      title: "Retrieval and search",
      body: "See which documents a retrieval step returned next to the answer, and score answers with an LLM-as-a-judge evaluator.",
    },
    {
      title: "Agents and workflows",
      body: "Follow tool calls and nested agent steps in one trace, with latency and cost per step, to see where time and money go.",
    },
    {
      title: "Internal copilots",
      body: "Let domain experts edit prompts in Langfuse and ship them by moving a label, while the application code stays unchanged.",
    },
  ],
  more: { label: "Read customer stories", href: "/customers" },
} as const satisfies {
  heading: string;
  body: string;
  items: readonly HomeCard[];
  more: HomeLink;
};

export interface PricingTeaserTile {
  name: string;
  amount: string;
  period?: string;
  detail: string;
}

/** The pricing teaser, computed from lib/pricing.ts so the home page never quotes a stale figure. */
export function homePricingTeaser() {
  const hobby = priceParts(CLOUD_FIGURES.hobby.usdPerMonth);
  const core = priceParts(CLOUD_FIGURES.core.usdPerMonth);
  const oss = SELF_HOSTED_PLANS[0]!;
  const tiles: readonly PricingTeaserTile[] = [
    {
      name: CLOUD_PLAN_NAMES.hobby,
      ...hobby,
      detail: `${formatUnits(CLOUD_FIGURES.hobby.includedUnits)} units per month, no credit card`,
    },
    {
      name: CLOUD_PLAN_NAMES.core,
      ...core,
      detail: `${formatUnits(CLOUD_FIGURES.core.includedUnits)} units per month included, unlimited users`,
    },
    {
      name: "Self-hosted",
      ...priceParts(oss.usdPerMonth),
      detail: `${oss.name}: MIT licensed, no usage limits`,
    },
  ];
  return {
    heading: "Start free, pay as you grow",
    body: `${CLOUD_PLAN_NAMES.hobby} is free. Paid Cloud plans start at ${core.amount} ${core.period ?? ""} and bill additional usage in units: traces, observations and scores.`,
    tiles,
    more: { label: "See pricing", href: "/pricing" },
  };
}

/** The closing call to action; the sign-up link goes to the first (default) cloud region. */
export function homeClosing(config: Pick<SiteConfig, "regions"> = siteConfig) {
  return {
    heading: "See what your LLM application is doing",
    body: "Create a free account, send a first trace with an SDK or an integration, and open it in Langfuse.",
    primary: { label: "Sign up for free", href: signUpUrl(config) },
    secondary: { label: "Read the quickstart", href: "/docs/get-started" },
  } satisfies {
    heading: string;
    body: string;
    primary: HomeLink;
    secondary: HomeLink;
  };
}

/** The GitHub badge's label: `15.3K`. */
export function starCount(config: Pick<SiteConfig, "githubStars">): string {
  return formatCompactNumber(config.githubStars);
}

/**
 * The home page as Markdown (its `.md` twin body, after the header lib/machine-files.ts writes):
 * every section of the page, in page order, from the same data.
 */
export function homeMarkdown(
  brand: string,
  siteUrl: string,
  config: Pick<
    SiteConfig,
    "githubStars" | "sourceRepository" | "regions"
  > = siteConfig,
): string {
  const abs = (href: string) =>
    href.startsWith("/") ? `${siteUrl}${href}` : href;
  const md = (l: HomeLink) => `[${l.label}](${abs(l.href)})`;
  const cards = (items: readonly HomeCard[]) =>
    items.map((i) => `- **${i.title}**: ${i.body}`).join("\n");
  const pricing = homePricingTeaser();
  const closing = homeClosing(config);

  const features = HOME_FEATURES.map((f) =>
    [
      `- [${f.title}](${abs(f.href)}): ${f.headline}. ${f.body}`,
      ...f.points.map((p) => `  - ${p}`),
    ].join("\n"),
  ).join("\n");
  const integrations = HOME_INTEGRATIONS.map(
    (i) =>
      `- [${i.name}](${abs(i.href)}): ${INTEGRATION_CATEGORY_LABELS[i.category]}`,
  ).join("\n");
  const tiles = pricing.tiles
    .map(
      (t) =>
        `- **${t.name}**: ${t.amount}${t.period ? ` ${t.period}` : ""}, ${t.detail}`,
    )
    .join("\n");

  return [
    `**${HOME_HERO.eyebrow}.** ${HOME_HERO.title}.`,
    `${brand} ${HOME_HERO.body}`,
    `${md(HOME_HERO.primary)} · ${md(HOME_HERO.secondary)}`,
    HOME_HERO.facts.join(" · "),
    `## ${HOME_FEATURES_SECTION.headingPrefix} ${brand}`,
    HOME_FEATURES_SECTION.lead,
    features,
    `## ${HOME_INTEGRATIONS_SECTION.heading}`,
    HOME_INTEGRATIONS_SECTION.body,
    integrations,
    md(HOME_INTEGRATIONS_SECTION.all),
    `## ${HOME_OPEN_SOURCE.heading}`,
    HOME_OPEN_SOURCE.body,
    HOME_OPEN_SOURCE.points.map((p) => `- ${p}`).join("\n"),
    `[${brand} on GitHub](${config.sourceRepository}) (${starCount(config)} stars) · ${md(HOME_OPEN_SOURCE.more)}`,
    `## ${HOME_SECURITY.heading}`,
    HOME_SECURITY.body,
    cards(HOME_SECURITY.items),
    md(HOME_SECURITY.more),
    `## ${HOME_USE_CASES.heading}`,
    HOME_USE_CASES.body,
    cards(HOME_USE_CASES.items),
    md(HOME_USE_CASES.more),
    `## ${pricing.heading}`,
    pricing.body,
    tiles,
    md(pricing.more),
    `## ${closing.heading}`,
    closing.body,
    `${md(closing.primary)} · ${md(closing.secondary)}`,
  ]
    .join("\n\n")
    .concat("\n");
}
