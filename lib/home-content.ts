/** What the home page says, as data: rendered by components/home and written to /index.md. */
export interface HomeFeature {
  title: string;
  body: string;
  href: string;
}

export const HOME_HERO = {
  eyebrow: "Open-source LLM engineering platform",
  title: "Debug, evaluate and improve your LLM application",
  body: "gives teams building with large language models one place for traces, prompts, evaluations and datasets. Use it in the cloud or run it on your own infrastructure; the core is MIT licensed.",
} as const;

export const HOME_FEATURES: readonly HomeFeature[] = [
  {
    title: "Tracing",
    body: "Record every LLM call, retrieval step and tool invocation as a nested trace with inputs, outputs, latency and cost.",
    href: "/docs/tracing",
  },
  {
    title: "Prompt management",
    body: "Version prompts outside your code, deploy them with labels and link each generation to the prompt version that produced it.",
    href: "/docs/prompts/get-started",
  },
  {
    title: "Evaluation",
    body: "Score traces with LLM-as-a-judge, user feedback, human annotation or your own checks, and track quality over time.",
    href: "/docs/scores/overview",
  },
  {
    title: "Datasets",
    body: "Collect test cases from production traces and run experiments against them before you ship a change.",
    href: "/docs/datasets/overview",
  },
  {
    title: "Metrics",
    body: "Break down cost, latency and quality by user, session, model, prompt version or any tag you add.",
    href: "/docs/analytics",
  },
  {
    title: "Playground",
    body: "Replay a generation with a different prompt or model and compare the results side by side.",
    href: "/docs/playground",
  },
];

/** The home page as Markdown (its `.md` twin body). */
export function homeMarkdown(brand: string, siteUrl: string): string {
  const features = HOME_FEATURES.map(
    (f) => `- [${f.title}](${siteUrl}${f.href}): ${f.body}`,
  ).join("\n");
  return `${HOME_HERO.title}.\n\n${brand} ${HOME_HERO.body}\n\n## What you can do with ${brand}\n\n${features}\n\n[Get started](${siteUrl}/docs/get-started) · [Read the docs](${siteUrl}/docs)\n`;
}
