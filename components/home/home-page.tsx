import Link from "next/link";
import { siteConfig } from "@/lib/site-config";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "../ui/button-classes";

interface Feature {
  title: string;
  body: string;
  href: string;
}

const FEATURES: readonly Feature[] = [
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

/** The landing page: what Langfuse is and where to start. */
export function HomePage() {
  return (
    <main id="main-content" className="mx-auto max-w-6xl px-6 pb-20 pt-16">
      <section className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-blue-700 dark:text-blue-300">
          Open-source LLM engineering platform
        </p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 dark:text-white sm:text-5xl">
          Debug, evaluate and improve your LLM application
        </h1>
        <p className="mt-5 text-lg text-slate-700 dark:text-slate-300">
          {siteConfig.brand} gives teams building with large language models one
          place for traces, prompts, evaluations and datasets. Use it in the
          cloud or run it on your own infrastructure; the core is MIT licensed.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href="/docs/get-started" className={PRIMARY_BUTTON}>
            Get started
          </Link>
          <Link href="/docs" className={SECONDARY_BUTTON}>
            Read the docs
          </Link>
        </div>
      </section>
      <section aria-labelledby="features-heading" className="mt-16">
        <h2
          id="features-heading"
          className="text-2xl font-semibold text-slate-900 dark:text-white"
        >
          What you can do with {siteConfig.brand}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li
              key={feature.href}
              className="rounded-lg border border-slate-200 p-5 dark:border-slate-700"
            >
              <h3 className="font-semibold text-slate-900 dark:text-white">
                <Link
                  href={feature.href}
                  prefetch={false}
                  className="hover:underline"
                >
                  {feature.title}
                </Link>
              </h3>
              <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
                {feature.body}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
