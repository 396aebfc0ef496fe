import type { ReactNode } from "react";
import type { HomeFeatureId } from "@/lib/home-content";

/*
 * Drawings of the product for the home page's feature tabs, made of HTML and Tailwind classes so
 * they follow the light and dark theme (no fixed fills, no image requests). Each is one `role="img"`
 * with a description; the sample names and numbers inside are made up for the picture.
 */

/** What a screen reader hears for each drawing. */
export const ILLUSTRATION_LABELS: Readonly<Record<HomeFeatureId, string>> = {
  tracing:
    "Example trace of a chat request: a retrieval step with an embedding, an LLM generation and a tool call, each drawn on a timeline with its duration.",
  prompts:
    "Example prompt with three versions; version 7 carries the production and latest labels, version 6 the staging label, next to the prompt text with two variables.",
  evaluation:
    "Example scores for helpfulness, correctness and toxicity, and a chart of the average helpfulness score per day rising after a new prompt version.",
  datasets:
    "Example dataset of four support questions with expected answers, compared across two experiment runs with a score per item.",
  metrics:
    "Example dashboard with cost, p95 latency and trace count tiles above a chart of daily cost split by model.",
  playground:
    "Example playground comparing two prompt variants with different temperatures side by side, each with its output, token count and latency.",
};

const MUTED = "text-slate-600 dark:text-slate-400";
const STRONG = "text-slate-800 dark:text-slate-100";

function Frame({
  id,
  title,
  children,
}: {
  id: HomeFeatureId;
  title: string;
  children: ReactNode;
}) {
  return (
    <div
      role="img"
      aria-label={ILLUSTRATION_LABELS[id]}
      className="overflow-hidden rounded-xl border border-slate-200 bg-white text-xs shadow-lg shadow-slate-200/60 dark:border-neutral-700 dark:bg-neutral-900 dark:shadow-none"
    >
      <div className="flex items-center gap-1.5 border-b border-slate-200 bg-slate-50 px-4 py-2.5 dark:border-neutral-700 dark:bg-neutral-800">
        <span className="size-2.5 rounded-full bg-slate-300 dark:bg-neutral-600" />
        <span className="size-2.5 rounded-full bg-slate-300 dark:bg-neutral-600" />
        <span className="size-2.5 rounded-full bg-slate-300 dark:bg-neutral-600" />
        <span className={`ml-2 truncate font-mono ${MUTED}`}>{title}</span>
      </div>
      <div className="p-4 sm:p-5">{children}</div>
    </div>
  );
}

type Tone = "sky" | "emerald" | "violet" | "fuchsia" | "amber" | "slate";

const CHIP: Record<Tone, string> = {
  sky: "bg-sky-100 text-sky-800 dark:bg-sky-400/15 dark:text-sky-300",
  emerald:
    "bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-300",
  violet:
    "bg-violet-100 text-violet-800 dark:bg-violet-400/15 dark:text-violet-300",
  fuchsia:
    "bg-fuchsia-100 text-fuchsia-800 dark:bg-fuchsia-400/15 dark:text-fuchsia-300",
  amber: "bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-300",
  slate:
    "bg-slate-100 text-slate-800 dark:bg-neutral-700/60 dark:text-slate-200",
};

const BAR: Record<Tone, string> = {
  sky: "bg-sky-500 dark:bg-sky-400",
  emerald: "bg-emerald-500 dark:bg-emerald-400",
  violet: "bg-violet-500 dark:bg-violet-400",
  fuchsia: "bg-fuchsia-500 dark:bg-fuchsia-400",
  amber: "bg-amber-500 dark:bg-amber-400",
  slate: "bg-slate-400 dark:bg-neutral-500",
};

function Chip({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded px-1.5 py-0.5 font-medium ${CHIP[tone]}`}
    >
      {children}
    </span>
  );
}

// Tracing: a waterfall. Offsets and widths are literal classes so Tailwind generates them.
const TRACE_ROWS: ReadonlyArray<{
  name: string;
  type: string;
  tone: Tone;
  indent: string;
  bar: string;
  duration: string;
}> = [
  {
    name: "chat-request",
    type: "trace",
    tone: "slate",
    indent: "",
    bar: "ml-0 w-full",
    duration: "2.41 s",
  },
  {
    name: "retrieve-context",
    type: "retriever",
    tone: "emerald",
    indent: "pl-3",
    bar: "ml-[2%] w-[20%]",
    duration: "0.48 s",
  },
  {
    name: "embed-query",
    type: "embedding",
    tone: "violet",
    indent: "pl-6",
    bar: "ml-[2%] w-[7%]",
    duration: "0.16 s",
  },
  {
    name: "answer",
    type: "generation",
    tone: "fuchsia",
    indent: "pl-3",
    bar: "ml-[23%] w-[62%]",
    duration: "1.49 s",
  },
  {
    name: "lookup-order",
    type: "tool",
    tone: "amber",
    indent: "pl-3",
    bar: "ml-[86%] w-[13%]",
    duration: "0.31 s",
  },
];

function TracingIllustration() {
  return (
    <Frame id="tracing" title="Traces / chat-request">
      <ul className="space-y-2.5">
        {TRACE_ROWS.map((row) => (
          <li key={row.name} className="flex items-center gap-3">
            <div
              className={`flex w-32 shrink-0 flex-col items-start gap-1 sm:w-56 sm:flex-row sm:items-center ${row.indent}`}
            >
              <span className={`truncate font-mono ${STRONG}`}>{row.name}</span>
              <Chip tone={row.tone}>{row.type}</Chip>
            </div>
            <div className="h-2 min-w-0 flex-1 rounded-full bg-slate-100 dark:bg-neutral-800">
              <div className={`h-2 rounded-full ${row.bar} ${BAR[row.tone]}`} />
            </div>
            <span className={`w-10 shrink-0 text-right tabular-nums ${MUTED}`}>
              {row.duration}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-4 grid grid-cols-3 gap-2 rounded-lg border border-slate-200 p-3 dark:border-neutral-700">
        {[
          ["Input", "1,204 tokens"],
          ["Output", "310 tokens"],
          ["Cost", "$0.0041"],
        ].map(([label, value]) => (
          <div key={label}>
            <div className={MUTED}>{label}</div>
            <div className={`mt-0.5 font-semibold tabular-nums ${STRONG}`}>
              {value}
            </div>
          </div>
        ))}
      </div>
    </Frame>
  );
}

const VERSIONS: ReadonlyArray<{
  version: string;
  note: string;
  labels: ReadonlyArray<{ text: string; tone: Tone }>;
  active?: boolean;
}> = [
  {
    version: "v7",
    note: "Shorter answers",
    labels: [
      { text: "production", tone: "emerald" },
      { text: "latest", tone: "slate" },
    ],
    active: true,
  },
  {
    version: "v6",
    note: "Add tone guide",
    labels: [{ text: "staging", tone: "amber" }],
  },
  { version: "v5", note: "First version", labels: [] },
];

function PromptsIllustration() {
  return (
    <Frame id="prompts" title="Prompts / support-answer">
      <div className="grid gap-4 sm:grid-cols-[11rem_1fr]">
        <ul className="space-y-2">
          {VERSIONS.map((v) => (
            <li
              key={v.version}
              className={`rounded-lg border p-2.5 ${
                v.active
                  ? "border-blue-500 bg-blue-50 dark:border-blue-400 dark:bg-blue-400/10"
                  : "border-slate-200 dark:border-neutral-700"
              }`}
            >
              <div className="flex items-center justify-between gap-2">
                <span className={`font-mono font-semibold ${STRONG}`}>
                  {v.version}
                </span>
                <span className={`truncate ${MUTED}`}>{v.note}</span>
              </div>
              {v.labels.length > 0 ? (
                <div className="mt-2 flex flex-wrap gap-1">
                  {v.labels.map((l) => (
                    <Chip key={l.text} tone={l.tone}>
                      {l.text}
                    </Chip>
                  ))}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
        <div className="min-w-0 rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono leading-5 dark:border-neutral-700 dark:bg-neutral-950">
          <div className={MUTED}>system</div>
          <p className={`mt-1 break-words ${STRONG}`}>
            You are the support assistant of{" "}
            <span className="rounded bg-sky-100 px-1 text-sky-800 dark:bg-sky-400/15 dark:text-sky-300">
              {"{{product}}"}
            </span>
            . Answer in at most{" "}
            <span className="rounded bg-sky-100 px-1 text-sky-800 dark:bg-sky-400/15 dark:text-sky-300">
              {"{{max_sentences}}"}
            </span>{" "}
            sentences and link the help article you used.
          </p>
          <div className={`mt-3 ${MUTED}`}>config</div>
          <p className={`mt-1 break-words ${STRONG}`}>
            {'{ "model": "chat-model", "temperature": 0.2 }'}
          </p>
        </div>
      </div>
    </Frame>
  );
}

// Evaluation: the average score per day; the last days follow a new prompt version.
const SCORE_BARS = [
  "h-[58%]",
  "h-[61%]",
  "h-[55%]",
  "h-[63%]",
  "h-[60%]",
  "h-[64%]",
  "h-[59%]",
  "h-[78%]",
  "h-[84%]",
  "h-[81%]",
  "h-[88%]",
  "h-[86%]",
] as const;
const NEW_VERSION_FROM = 7;

function EvaluationIllustration() {
  return (
    <Frame id="evaluation" title="Scores / last 12 days">
      <div className="grid grid-cols-3 gap-2">
        {[
          ["helpfulness", "0.86", "emerald"],
          ["correctness", "0.91", "emerald"],
          ["toxicity", "0.00", "slate"],
        ].map(([name, value, tone]) => (
          <div
            key={name}
            className="rounded-lg border border-slate-200 p-2.5 dark:border-neutral-700"
          >
            <div className={`truncate ${MUTED}`}>{name}</div>
            <div className="mt-1 flex items-baseline gap-1.5">
              <span
                className={`text-base font-semibold tabular-nums ${STRONG}`}
              >
                {value}
              </span>
              <Chip tone={tone as Tone}>avg</Chip>
            </div>
          </div>
        ))}
      </div>
      <div className="mt-4 rounded-lg border border-slate-200 p-3 dark:border-neutral-700">
        <div className={`flex flex-wrap justify-between gap-2 ${MUTED}`}>
          <span>helpfulness per day</span>
          <span className="flex items-center gap-3">
            <span className="flex items-center gap-1">
              <span className={`size-2 rounded-sm ${BAR.slate}`} /> v6
            </span>
            <span className="flex items-center gap-1">
              <span className={`size-2 rounded-sm ${BAR.emerald}`} /> v7
            </span>
          </span>
        </div>
        <div className="mt-3 flex h-24 items-end gap-1.5">
          {SCORE_BARS.map((height, i) => (
            <div
              key={i}
              className={`flex-1 rounded-t ${height} ${
                i >= NEW_VERSION_FROM ? BAR.emerald : BAR.slate
              }`}
            />
          ))}
        </div>
      </div>
      <div className={`mt-3 flex flex-wrap gap-2 ${MUTED}`}>
        <Chip tone="violet">LLM-as-a-judge</Chip>
        <Chip tone="sky">user feedback</Chip>
        <Chip tone="amber">annotation queue</Chip>
      </div>
    </Frame>
  );
}

const DATASET_ROWS: ReadonlyArray<
  readonly [input: string, expected: string, a: number, b: number]
> = [
  ["How do I reset my password?", "Link to reset page", 0.6, 1],
  ["Can I change my plan?", "Yes, in Billing", 1, 1],
  ["Where is my invoice?", "Billing > Invoices", 0.4, 0.9],
  ["Do you support SSO?", "Yes, list providers", 0.7, 0.9],
];

function ScorePill({ value }: { value: number }) {
  const good = value >= 0.8;
  return (
    <span
      className={`inline-block w-10 rounded px-1.5 py-0.5 text-center font-semibold tabular-nums ${
        good ? CHIP.emerald : CHIP.amber
      }`}
    >
      {value.toFixed(1)}
    </span>
  );
}

function DatasetsIllustration() {
  return (
    <Frame id="datasets" title="Datasets / support-faq / 2 runs">
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,0.8fr)_auto_auto] items-center gap-x-3 gap-y-2">
        <span className={`font-medium ${MUTED}`}>Input</span>
        <span className={`font-medium ${MUTED}`}>Expected</span>
        <span className={`w-10 text-center font-medium ${MUTED}`}>run-a</span>
        <span className={`w-10 text-center font-medium ${MUTED}`}>run-b</span>
        {DATASET_ROWS.map(([input, expected, a, b]) => (
          <div key={input} className="contents">
            <span
              className={`truncate border-t border-slate-200 pt-2 dark:border-neutral-700 ${STRONG}`}
            >
              {input}
            </span>
            <span
              className={`truncate border-t border-slate-200 pt-2 dark:border-neutral-700 ${MUTED}`}
            >
              {expected}
            </span>
            <span className="border-t border-slate-200 pt-2 dark:border-neutral-700">
              <ScorePill value={a} />
            </span>
            <span className="border-t border-slate-200 pt-2 dark:border-neutral-700">
              <ScorePill value={b} />
            </span>
          </div>
        ))}
      </div>
      <div className="mt-4 grid grid-cols-2 gap-2">
        {[
          ["run-a", "avg 0.68", "1.9 s"],
          ["run-b", "avg 0.95", "1.6 s"],
        ].map(([run, score, latency]) => (
          <div
            key={run}
            className="rounded-lg border border-slate-200 p-2.5 dark:border-neutral-700"
          >
            <div className={`font-mono font-semibold ${STRONG}`}>{run}</div>
            <div className={`mt-1 ${MUTED}`}>
              {score} · {latency}
            </div>
          </div>
        ))}
      </div>
    </Frame>
  );
}

// Metrics: daily cost split into two models; pairs of literal height classes.
const COST_BARS: ReadonlyArray<readonly [string, string]> = [
  ["h-[30%]", "h-[18%]"],
  ["h-[34%]", "h-[20%]"],
  ["h-[28%]", "h-[22%]"],
  ["h-[40%]", "h-[24%]"],
  ["h-[44%]", "h-[26%]"],
  ["h-[22%]", "h-[12%]"],
  ["h-[20%]", "h-[10%]"],
  ["h-[46%]", "h-[28%]"],
  ["h-[50%]", "h-[30%]"],
  ["h-[48%]", "h-[34%]"],
];

function MetricsIllustration() {
  return (
    <Frame id="metrics" title="Dashboards / production">
      <div className="grid grid-cols-3 gap-2">
        {[
          ["Cost, 7 days", "$412.80"],
          ["p95 latency", "2.3 s"],
          ["Traces", "128k"],
        ].map(([label, value]) => (
          <div
            key={label}
            className="rounded-lg border border-slate-200 p-2.5 dark:border-neutral-700"
          >
            <div className={`truncate ${MUTED}`}>{label}</div>
            <div
              className={`mt-1 text-base font-semibold tabular-nums ${STRONG}`}
            >
              {value}
            </div>
          </div>
        ))}
      </div>
      <div className="mt-4 rounded-lg border border-slate-200 p-3 dark:border-neutral-700">
        <div className={`flex flex-wrap justify-between gap-2 ${MUTED}`}>
          <span>cost per day by model</span>
          <span className="flex items-center gap-3">
            <span className="flex items-center gap-1">
              <span className={`size-2 rounded-sm ${BAR.sky}`} /> large
            </span>
            <span className="flex items-center gap-1">
              <span className={`size-2 rounded-sm ${BAR.violet}`} /> small
            </span>
          </span>
        </div>
        <div className="mt-3 flex h-28 items-end gap-2">
          {COST_BARS.map(([large, small], i) => (
            <div key={i} className="flex h-full flex-1 flex-col justify-end">
              <div className={`rounded-t ${large} ${BAR.sky}`} />
              <div className={`${small} ${BAR.violet}`} />
            </div>
          ))}
        </div>
      </div>
    </Frame>
  );
}

const VARIANTS = [
  {
    name: "Variant A",
    settings: "temperature 0.2",
    output:
      "Go to Settings > Security and choose Reset password. The link in the email is valid for one hour.",
    stats: "58 tokens · 1.1 s",
  },
  {
    name: "Variant B",
    settings: "temperature 0.8",
    output:
      "No worries! Head over to your security settings, where you will find a reset option, and follow the steps from there.",
    stats: "71 tokens · 1.4 s",
  },
] as const;

function PlaygroundIllustration() {
  return (
    <Frame id="playground" title="Playground / 2 variants">
      <div className="rounded-lg border border-slate-200 bg-slate-50 p-3 dark:border-neutral-700 dark:bg-neutral-950">
        <span className={MUTED}>user</span>
        <p className={`mt-1 ${STRONG}`}>How do I reset my password?</p>
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {VARIANTS.map((v) => (
          <div
            key={v.name}
            className="flex flex-col rounded-lg border border-slate-200 p-3 dark:border-neutral-700"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className={`font-semibold ${STRONG}`}>{v.name}</span>
              <Chip tone="sky">{v.settings}</Chip>
            </div>
            <p className={`mt-2 flex-1 leading-5 ${STRONG}`}>{v.output}</p>
            <div className={`mt-2 tabular-nums ${MUTED}`}>{v.stats}</div>
          </div>
        ))}
      </div>
    </Frame>
  );
}

const ILLUSTRATIONS: Readonly<Record<HomeFeatureId, () => ReactNode>> = {
  tracing: TracingIllustration,
  prompts: PromptsIllustration,
  evaluation: EvaluationIllustration,
  datasets: DatasetsIllustration,
  metrics: MetricsIllustration,
  playground: PlaygroundIllustration,
};

/** The drawing of one home page feature. */
export function FeatureIllustration({ id }: { id: HomeFeatureId }) {
  const Illustration = ILLUSTRATIONS[id];
  return <Illustration />;
}
