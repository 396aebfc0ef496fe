/**
 * Every figure of the pricing page (plan cards, comparison table, FAQ) and of the home page's
 * pricing teaser, in one typed module that the React components and the `.md` twins both read.
 *
 * Prices, included units, overage bands, support targets and the add-on price come from the plan
 * table of langfuse.com (`components/home/pricing/` in the langfuse-docs repository), compared
 * figure by figure on the date in PRICING_CHECKED. Plan limits, API rate limits and what each plan
 * includes are facts the docs state too, so they come from lib/facts (with their sources there):
 * the pricing page and the docs cannot disagree. When a price changes, change it here and move
 * PRICING_CHECKED; when a limit or a feature's plan changes, change lib/facts.
 */
// The topic modules, not lib/facts/index: the index builds every fact (rate limits, regions,
// server releases, ...) when loaded, and this module ships to the home and pricing pages.
import {
  CLOUD_PLAN_IDS,
  CLOUD_PLAN_NAMES,
  PLAN_FEATURES,
  PLAN_LIMITS,
  TEAMS_ADD_ON_NAME,
  availabilityPhrase,
  cloudAvailabilityPhrase,
  dataAccessSummary,
  type CloudPlanId,
  type Inclusion,
  type Limit,
  type PlanFeatureId,
} from "./facts/plans";
import {
  RATE_LIMIT_BUCKETS,
  type Rate,
  type RateLimitBucketId,
} from "./facts/rate-limits";
import { siteConfig, type SiteConfig } from "./site-config";

export { CLOUD_PLAN_IDS, CLOUD_PLAN_NAMES, type CloudPlanId, type Limit };

/** Plans for running Langfuse on your own infrastructure. */
export type SelfHostedPlanId = "open-source" | "self-hosted-enterprise";

/** The two views of the plan cards; the page's switch toggles between them. */
export type Deployment = "cloud" | "self-hosted";

/** Text with inline links, rendered by the page and written to the twin as Markdown. */
export type RichText = ReadonlyArray<string | { text: string; href: string }>;

export interface PlanCta {
  /** Visible label, e.g. `Sign up`. */
  label: string;
  /** Absolute URL (sign-up) or site path (`/talk-to-us`). */
  href: string;
}

export interface PlanAddOn {
  name: string;
  /** Monthly price in USD on top of the plan; none when it comes with a contract. */
  usdPerMonth?: number;
  features: readonly string[];
}

export interface Plan {
  id: CloudPlanId | SelfHostedPlanId;
  name: string;
  /** One sentence: who the plan is for. */
  summary: string;
  /** Monthly price in USD; `0` is free, `"custom"` is agreed per contract. */
  usdPerMonth: number | "custom";
  /** Small print under the price, e.g. "No credit card required". */
  priceNote?: string;
  features: readonly string[];
  addOn?: PlanAddOn;
  cta: PlanCta;
  /** Drawn with an accent border and this badge, e.g. `Unlimited users`. */
  badge?: string;
}

/** The numbers behind each Cloud plan. */
export interface CloudFigures {
  usdPerMonth: number;
  /** Billable units (traces + observations + scores) included per month. */
  includedUnits: number;
  /** How far back the UI and API show data, in days. */
  dataAccessDays: Limit;
  users: Limit;
  annotationQueues: Limit;
  /** Requests per minute to the ingestion endpoints (`/api/public/ingestion`, `/api/public/otel`). */
  ingestionPerMinute: Limit;
  /** Requests per minute to the trace, observation and session read endpoints. */
  deprecatedReadsPerMinute: Limit;
  /** Requests per minute to the other public API routes. */
  apiPerMinute: Limit;
  /** Requests per minute to the datasets API. */
  datasetsApiPerMinute: Limit;
  /** Requests per day to the metrics API (`GET /metrics`). */
  metricsApiPerDay: Limit;
}

/** Price and included units per Cloud plan (langfuse.com plan table). */
const PRICES: Readonly<
  Record<CloudPlanId, { usdPerMonth: number; includedUnits: number }>
> = {
  hobby: { usdPerMonth: 0, includedUnits: 50_000 },
  core: { usdPerMonth: 29, includedUnits: 100_000 },
  pro: { usdPerMonth: 199, includedUnits: 100_000 },
  enterprise: { usdPerMonth: 2_499, includedUnits: 100_000 },
};

/** A bucket's limit on a plan; Enterprise contracts agree their own. */
function rateLimit(bucket: RateLimitBucketId, plan: CloudPlanId): Limit {
  if (plan === "enterprise") return "custom";
  const rate: Rate | "unlimited" = RATE_LIMIT_BUCKETS[bucket].limits[plan];
  return rate === "unlimited" ? "unlimited" : rate.requests;
}

export const CLOUD_FIGURES: Readonly<Record<CloudPlanId, CloudFigures>> =
  Object.fromEntries(
    CLOUD_PLAN_IDS.map((plan) => [
      plan,
      {
        ...PRICES[plan],
        ...PLAN_LIMITS[plan],
        ingestionPerMinute: rateLimit("ingestion", plan),
        deprecatedReadsPerMinute: rateLimit("deprecatedRead", plan),
        apiPerMinute: rateLimit("general", plan),
        datasetsApiPerMinute: rateLimit("datasets", plan),
        metricsApiPerDay: rateLimit("metricsV1", plan),
      } satisfies CloudFigures,
    ]),
  ) as Record<CloudPlanId, CloudFigures>;

/** Price of additional units per 100,000, by volume band (graduated: each band at its own rate). */
export interface OverageTier {
  /** Units per month where the band starts. */
  fromUnits: number;
  /** Units per month where it ends; `null` for no upper bound. */
  toUnits: number | null;
  usdPer100k: number;
}

export const OVERAGE_TIERS: readonly OverageTier[] = [
  { fromUnits: 100_000, toUnits: 1_000_000, usdPer100k: 8 },
  { fromUnits: 1_000_000, toUnits: 10_000_000, usdPer100k: 7 },
  { fromUnits: 10_000_000, toUnits: 50_000_000, usdPer100k: 6.5 },
  { fromUnits: 50_000_000, toUnits: null, usdPer100k: 6 },
];

/** Names of the features (lib/facts) a plan or self-hosting gets in a given way, in the facts' order. */
function featuresVia(
  plan: CloudPlanId | "selfHosted",
  inclusion: Inclusion,
): string[] {
  return (Object.keys(PLAN_FEATURES) as PlanFeatureId[])
    .filter((id) => PLAN_FEATURES[id].availability[plan] === inclusion)
    .map((id) => PLAN_FEATURES[id].name);
}

/** The Pro plan's add-on for larger teams. */
export const TEAMS_ADD_ON = {
  name: TEAMS_ADD_ON_NAME,
  usdPerMonth: 300,
  features: [
    ...featuresVia("pro", "teams-add-on"),
    "Private Slack channel, 24 h support response target",
  ],
} as const satisfies PlanAddOn;

/** What an Enterprise yearly contract adds. */
export const YEARLY_COMMITMENT = {
  name: "With a yearly commitment",
  features: [
    "Custom volume pricing",
    // The standard DPA covers every plan (lib/facts/plans.ts); only a custom one is negotiated.
    "Custom terms and a custom DPA",
    "Billing via AWS Marketplace or invoice",
    "Vendor onboarding and InfoSec reviews",
  ],
} as const satisfies PlanAddOn;

/** Target time to a first answer from support, in hours. */
export const SUPPORT_RESPONSE_HOURS = { core: 48, pro: 48, teams: 24 } as const;

/** Discount for early-stage startups on Core and Pro, in percent. */
export const STARTUP_DISCOUNT_PERCENT = 50;

/** Shortest data retention a project can set, in days (the default keeps data forever). */
export const MIN_RETENTION_DAYS = 3;

// Formatting shared by the page, the twin and the home page, so all three print the same figure.

const usdWhole = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const usdCents = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
});
const integer = new Intl.NumberFormat("en-US");

/** `29` -> `$29`, `2499` -> `$2,499`, `6.5` -> `$6.50`. */
export function formatUsd(amount: number): string {
  return Number.isInteger(amount)
    ? usdWhole.format(amount)
    : usdCents.format(amount);
}

/** Unit counts the way plans state them: `50000` -> `50k`, `1000000` -> `1M`. */
export function formatUnits(units: number): string {
  if (units >= 1_000_000) return `${units / 1_000_000}M`;
  if (units >= 1_000) return `${units / 1_000}k`;
  return String(units);
}

/** `1000` -> `1,000`; `"unlimited"` -> `Unlimited`; `"custom"` -> `Custom`. */
export function formatLimit(limit: Limit, unit = ""): string {
  if (limit === "unlimited") return "Unlimited";
  if (limit === "custom") return "Custom";
  return `${integer.format(limit)}${unit}`;
}

/** The price as a card shows it: amount and, for paid plans, the period. */
export function priceParts(usdPerMonth: Plan["usdPerMonth"]): {
  amount: string;
  period?: string;
} {
  if (usdPerMonth === "custom") return { amount: "Custom" };
  if (usdPerMonth === 0) return { amount: "Free" };
  return { amount: formatUsd(usdPerMonth), period: "per month" };
}

/** One line per overage band: `$8 per 100k units from 100k to 1M`. */
export function overageLines(
  tiers: readonly OverageTier[] = OVERAGE_TIERS,
): string[] {
  return tiers.map((t) =>
    t.toUnits === null
      ? `${formatUsd(t.usdPer100k)} per 100k units above ${formatUnits(t.fromUnits)}`
      : `${formatUsd(t.usdPer100k)} per 100k units from ${formatUnits(t.fromUnits)} to ${formatUnits(t.toUnits)}`,
  );
}

const firstTier = OVERAGE_TIERS[0]!;

/** The band of an overage tier: `100k-1M`, `50M+`. */
export function overageRange(tier: OverageTier): string {
  return tier.toUnits === null
    ? `${formatUnits(tier.fromUnits)}+`
    : `${formatUnits(tier.fromUnits)}–${formatUnits(tier.toUnits)}`;
}

/** The short form of the overage price used in cards and table cells. */
export const OVERAGE_SHORT = `${formatUsd(firstTier.usdPer100k)} per 100k units, lower with volume`;

/** Where the Hobby, Core and Pro buttons send a visitor: sign-up in the first (default) region. */
export function signUpUrl(config: Pick<SiteConfig, "regions"> = siteConfig) {
  const region = config.regions[0];
  if (!region) throw new Error("siteConfig.regions is empty: no sign-up URL");
  return `${region.url}/auth/sign-up`;
}

export const TALK_TO_US_PATH = "/talk-to-us";
export const SELF_HOSTING_PATH = "/self-hosting";

/** When the figures above were last compared with the published plan table, and where it is. */
export const PRICING_CHECKED = {
  date: "2026-11-25",
  source: "https://langfuse.com/pricing",
} as const;

/** `2026-11-25` -> `November 25, 2026` (UTC, so the build's time zone cannot shift the day). */
function longDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** The page's own words (headings, leads), shared by the page and its twin. */
export const PRICING_PAGE = {
  title: "Pricing",
  lead: `Start free on ${CLOUD_PLAN_NAMES.hobby}, no credit card required. Pay for usage as you grow, or self-host the open-source core at no cost.`,
  plansHeading: "Plans",
  /** Shown under the plan cards: currency, and when the figures were last checked. */
  figuresNote: `Prices in USD per month, before taxes. Last checked against the published Langfuse Cloud plans on ${longDate(PRICING_CHECKED.date)}; for an existing organization, its billing settings and order form apply.`,
  deploymentLabel: "Deployment",
  overageHeading: "Usage beyond the included units",
  overageBody:
    "Billable units are traces + observations + scores. On paid Cloud plans, units above the included amount are billed in graduated bands, each at its own price per 100k units:",
  selfHostedNote:
    "Both self-hosted plans run the same code. The license key only switches on the enterprise features; ",
  selfHostedNoteLink: {
    text: "see what it adds",
    href: "/self-hosting/license-key",
  },
  compareHeading: "Compare Cloud plans",
  compareLead:
    "Everything in Langfuse Cloud, plan by plan. Features marked Teams add-on are available on Pro with the add-on.",
  compareHint: "Scroll sideways to see all plans",
  /** Names the table and its scroll container: "Features by Cloud plan: Hobby, Core, ...". */
  compareCaption: "Features by Cloud plan",
  faqHeading: "Frequently asked questions",
  faqLead: "Billing, limits, self-hosting and compliance in short.",
  closingHeading: "Need custom terms or volume pricing?",
  closingBody:
    "Enterprise customers with a yearly commitment get custom volume pricing, custom terms and a custom DPA, billing by invoice or AWS Marketplace, and help with vendor onboarding and InfoSec reviews.",
  closingCta: { label: "Talk to us", href: TALK_TO_US_PATH },
} as const;

// Plans.

const days = (limit: Limit) =>
  limit === "unlimited" ? "Unlimited" : `${formatLimit(limit)} days`;

/** The four Cloud plans as cards show them. */
export function cloudPlans(config: Pick<SiteConfig, "regions"> = siteConfig) {
  const signUp = signUpUrl(config);
  const f = CLOUD_FIGURES;
  const included = (id: CloudPlanId) =>
    `${formatUnits(f[id].includedUnits)} units per month included`;
  const plans: readonly Plan[] = [
    {
      id: "hobby",
      name: CLOUD_PLAN_NAMES.hobby,
      summary: "For side projects and proofs of concept.",
      usdPerMonth: f.hobby.usdPerMonth,
      priceNote: "No credit card required",
      features: [
        "All platform features, with limits",
        included("hobby"),
        `${days(f.hobby.dataAccessDays)} data access`,
        `${formatLimit(f.hobby.users)} users`,
        "Community support on GitHub",
      ],
      cta: { label: "Sign up", href: signUp },
    },
    {
      id: "core",
      name: CLOUD_PLAN_NAMES.core,
      summary: "For production projects that need more history and seats.",
      usdPerMonth: f.core.usdPerMonth,
      priceNote: `${STARTUP_DISCOUNT_PERCENT}% off for early-stage startups`,
      features: [
        "Everything in Hobby",
        `${included("core")}, then ${OVERAGE_SHORT}`,
        `${days(f.core.dataAccessDays)} data access`,
        "Unlimited users",
        `In-app support, ${SUPPORT_RESPONSE_HOURS.core} h response target`,
      ],
      cta: { label: "Sign up", href: signUp },
      badge: "Unlimited users",
    },
    {
      id: "pro",
      name: CLOUD_PLAN_NAMES.pro,
      summary: "For scaling teams: full history, higher limits, compliance.",
      usdPerMonth: f.pro.usdPerMonth,
      priceNote: `${STARTUP_DISCOUNT_PERCENT}% off for early-stage startups`,
      features: [
        "Everything in Core",
        `${included("pro")}, then ${OVERAGE_SHORT}`,
        `${days(f.pro.dataAccessDays)} data access`,
        `${formatLimit(f.pro.annotationQueues)} annotation queues`,
        `${formatLimit(f.pro.ingestionPerMinute)} ingestion requests per minute`,
        ...featuresVia("pro", "included").filter(
          (name) => !featuresVia("core", "included").includes(name),
        ),
        "Prioritized in-app support",
      ],
      addOn: TEAMS_ADD_ON,
      cta: { label: "Sign up", href: signUp },
    },
    {
      id: "enterprise",
      name: CLOUD_PLAN_NAMES.enterprise,
      summary: "For large organizations with security and support needs.",
      usdPerMonth: f.enterprise.usdPerMonth,
      priceNote: "Custom volume pricing with a yearly commitment",
      features: [
        `Everything in Pro and the ${TEAMS_ADD_ON.name}`,
        `${included("enterprise")}, then ${OVERAGE_SHORT}`,
        "Custom rate limits",
        "Uptime SLA and support SLA",
        "Dedicated support engineer",
      ],
      addOn: YEARLY_COMMITMENT,
      cta: { label: "Talk to us", href: TALK_TO_US_PATH },
    },
  ];
  return plans;
}

/** The self-hosted plans the switch shows instead of the Cloud plans. */
export const SELF_HOSTED_PLANS: readonly Plan[] = [
  {
    id: "open-source",
    name: "Open Source",
    summary: "Run the MIT-licensed core wherever you run containers.",
    usdPerMonth: 0,
    priceNote: "You only pay for your infrastructure",
    features: [
      "Tracing, prompt management, evaluation, datasets, metrics and playground",
      "No usage limits",
      "Same codebase as Langfuse Cloud",
      "Docker Compose, Kubernetes (Helm) or Terraform",
      "Community support on GitHub",
    ],
    cta: { label: "Self-host Langfuse", href: SELF_HOSTING_PATH },
    badge: "MIT licensed",
  },
  {
    id: "self-hosted-enterprise",
    name: "Enterprise",
    summary: "Enterprise features for self-hosted deployments, by license key.",
    usdPerMonth: "custom",
    priceNote: "Quote on request",
    features: [
      "Everything in Open Source",
      ...featuresVia("selfHosted", "license-key"),
      "UI customization",
      "Activated with a license key, no separate build",
    ],
    cta: { label: "Talk to us", href: TALK_TO_US_PATH },
  },
];

/** Plans of a deployment, in display order. */
export function plansFor(
  deployment: Deployment,
  config: Pick<SiteConfig, "regions"> = siteConfig,
): readonly Plan[] {
  return deployment === "cloud" ? cloudPlans(config) : SELF_HOSTED_PLANS;
}

export const DEPLOYMENT_LABELS: Readonly<Record<Deployment, string>> = {
  cloud: "Langfuse Cloud",
  "self-hosted": "Self-hosted",
};

// Comparison table (Cloud plans).

export type Cell =
  { kind: "included" } | { kind: "excluded" } | { kind: "text"; text: string };

/** What a screen reader and the twin say for an icon cell. */
export const CELL_LABELS = {
  included: "Included",
  excluded: "Not included",
} as const;

export interface ComparisonRow {
  feature: string;
  cells: Readonly<Record<CloudPlanId, Cell>>;
}

export interface ComparisonSection {
  title: string;
  rows: readonly ComparisonRow[];
}

const yes: Cell = { kind: "included" };
const no: Cell = { kind: "excluded" };
const text = (value: string): Cell => ({ kind: "text", text: value });
const teams = text(TEAMS_ADD_ON.name);

function perPlan(cell: (id: CloudPlanId) => Cell) {
  return Object.fromEntries(
    CLOUD_PLAN_IDS.map((id) => [id, cell(id)]),
  ) as Record<CloudPlanId, Cell>;
}

const everyPlan = (cell: Cell) => perPlan(() => cell);

const INCLUSION_CELLS: Readonly<Record<Inclusion, Cell>> = {
  included: yes,
  "teams-add-on": teams,
  "license-key": no,
  excluded: no,
};

/** A row for a feature of lib/facts: its name and its availability on each Cloud plan. */
const featureRow = (id: PlanFeatureId): ComparisonRow => ({
  feature: PLAN_FEATURES[id].name,
  cells: perPlan(
    (plan) => INCLUSION_CELLS[PLAN_FEATURES[id].availability[plan]],
  ),
});
const limitCell = (key: keyof CloudFigures, unit: string) =>
  perPlan((id) => text(formatLimit(CLOUD_FIGURES[id][key], unit)));

/** The comparison table: one section per area, one row per feature. */
export const COMPARISON: readonly ComparisonSection[] = [
  {
    title: "Tracing",
    rows: [
      {
        feature: "Included units per month",
        cells: perPlan((id) =>
          text(formatUnits(CLOUD_FIGURES[id].includedUnits)),
        ),
      },
      {
        feature: "Additional units",
        cells: perPlan((id) => (id === "hobby" ? no : text(OVERAGE_SHORT))),
      },
      {
        feature: "Data access",
        cells: perPlan((id) => text(days(CLOUD_FIGURES[id].dataAccessDays))),
      },
      {
        feature: "Ingestion throughput",
        cells: limitCell("ingestionPerMinute", " requests/min"),
      },
      { feature: "Traces, sessions and users", cells: everyPlan(yes) },
      { feature: "Token and cost tracking", cells: everyPlan(yes) },
      { feature: "SDKs and OpenTelemetry", cells: everyPlan(yes) },
    ],
  },
  {
    title: "Platform features",
    rows: [
      {
        feature: "Prompt management, unlimited prompt fetches",
        cells: everyPlan(yes),
      },
      { feature: "Playground", cells: everyPlan(yes) },
      { feature: "Datasets and experiments", cells: everyPlan(yes) },
      { feature: "LLM-as-a-judge evaluators", cells: everyPlan(yes) },
      { feature: "Human annotation", cells: everyPlan(yes) },
      { feature: "Batch export in the UI", cells: everyPlan(yes) },
      featureRow("protectedPromptLabels"),
      featureRow("scheduledBlobExports"),
    ],
  },
  {
    title: "Collaboration",
    rows: [
      { feature: "Users", cells: limitCell("users", "") },
      {
        feature: "Annotation queues",
        cells: limitCell("annotationQueues", ""),
      },
      { feature: "Organization-level roles", cells: everyPlan(yes) },
      featureRow("projectRoles"),
    ],
  },
  {
    title: "API",
    rows: [
      { feature: "Public API", cells: everyPlan(yes) },
      {
        feature: "Rate limit, reading traces, observations and sessions",
        cells: limitCell("deprecatedReadsPerMinute", " requests/min"),
      },
      {
        feature: "Rate limit, general API routes",
        cells: limitCell("apiPerMinute", " requests/min"),
      },
      {
        feature: "Rate limit, datasets API",
        cells: limitCell("datasetsApiPerMinute", " requests/min"),
      },
      {
        feature: "Rate limit, metrics API",
        cells: limitCell("metricsApiPerDay", " requests/day"),
      },
      featureRow("organizationApi"),
    ],
  },
  {
    title: "Support",
    rows: [
      { feature: "Community support on GitHub", cells: everyPlan(yes) },
      {
        feature: "In-app support",
        cells: perPlan((id) => (id === "hobby" ? no : yes)),
      },
      {
        feature: "Response time target",
        cells: {
          hobby: no,
          core: text(`${SUPPORT_RESPONSE_HOURS.core} h`),
          pro: text(
            `${SUPPORT_RESPONSE_HOURS.pro} h (${TEAMS_ADD_ON.name}: ${SUPPORT_RESPONSE_HOURS.teams} h)`,
          ),
          enterprise: text("Support SLA"),
        },
      },
      {
        feature: "Private Slack channel",
        cells: perPlan((id) =>
          id === "pro" ? teams : id === "enterprise" ? yes : no,
        ),
      },
      {
        feature: "Dedicated support engineer",
        cells: perPlan((id) => (id === "enterprise" ? yes : no)),
      },
      {
        feature: "Uptime SLA",
        cells: perPlan((id) => (id === "enterprise" ? yes : no)),
      },
    ],
  },
  {
    title: "Security",
    rows: [
      featureRow("socialSso"),
      featureRow("enterpriseSso"),
      { feature: "Data masking", cells: everyPlan(yes) },
      featureRow("dataRetention"),
      featureRow("auditLogs"),
      featureRow("dpa"),
      featureRow("securityReports"),
      featureRow("hipaaBaa"),
    ],
  },
];

/** What a cell says in words (screen readers, the twin). */
export function cellText(cell: Cell): string {
  return cell.kind === "text" ? cell.text : CELL_LABELS[cell.kind];
}

// FAQ.

export interface FaqEntry {
  /** Stable fragment id, e.g. `billable-units`. */
  id: string;
  question: string;
  answer: readonly RichText[];
}

const hobby = CLOUD_FIGURES.hobby;
const paidPlans = `${CLOUD_PLAN_NAMES.core}, ${CLOUD_PLAN_NAMES.pro} and ${CLOUD_PLAN_NAMES.enterprise}`;

/** The pricing FAQ; each answer is one or more paragraphs. */
export const PRICING_FAQ: readonly FaqEntry[] = [
  {
    id: "billable-units",
    question: "What is a billable unit?",
    answer: [
      [
        "Every trace, every observation (a span, a generation, an event) and every score you send to Langfuse Cloud counts as one unit (a reviewer's `CORRECTION` of an output excepted): units = traces + observations + scores. A request that creates one trace with five observations and receives one score from an evaluator uses seven units.",
      ],
      [
        {
          text: "Billing and usage",
          href: "/docs/administration/billing-and-usage",
        },
        " explains where to watch your units and how to send fewer.",
      ],
    ],
  },
  {
    id: "over-the-limit",
    question: "What happens when I go over the included units?",
    answer: [
      [
        `On ${paidPlans}, additional units are billed at graduated rates, so each volume band has its own price: ${overageLines().join("; ")}. The plan fee is charged at the start of the month and usage at the end of the month.`,
      ],
      [
        `${CLOUD_PLAN_NAMES.hobby} has no paid usage: it includes ${formatUnits(hobby.includedUnits)} units per month. When a project needs more, move to ${CLOUD_PLAN_NAMES.core}. To avoid surprises on a paid plan, set spend alerts under Organization Settings > Billing.`,
      ],
    ],
  },
  {
    id: "self-hosting-cost",
    question: "What does self-hosting cost?",
    answer: [
      [
        "The open-source core is MIT licensed and free to run with no usage limits. You pay for the infrastructure it runs on: the Langfuse web and worker containers, PostgreSQL, ClickHouse, Redis and blob storage. ",
        { text: "Self-hosting", href: SELF_HOSTING_PATH },
        " explains the architecture and the deployment options.",
      ],
      [
        "Enterprise features such as project-level roles, data retention policies and audit logs are activated with a license key; ",
        { text: "talk to us", href: TALK_TO_US_PATH },
        " for a quote.",
      ],
    ],
  },
  {
    id: "data-retention",
    question: "How long is my data kept?",
    answer: [
      [
        `Each Cloud plan limits how far back you can access data: ${dataAccessSummary()}.`,
      ],
      [
        `Separately, you can have Langfuse delete data automatically after a number of days you choose per project (at least ${MIN_RETENTION_DAYS}); without a policy, data is kept. Retention management is available on ${availabilityPhrase("dataRetention")}. See `,
        {
          text: "data retention",
          href: "/docs/administration/data-retention",
        },
        ".",
      ],
    ],
  },
  {
    id: "changing-plans",
    question: "Can I change my plan later?",
    answer: [
      [
        `Yes. Start on ${CLOUD_PLAN_NAMES.hobby} and upgrade when you need more units, seats or history. The organization's Owner manages the plan and payment details under Organization Settings > Billing.`,
      ],
      [
        `For ${CLOUD_PLAN_NAMES.enterprise} with a yearly commitment (custom volume pricing, invoicing or AWS Marketplace), `,
        { text: "talk to us", href: TALK_TO_US_PATH },
        ".",
      ],
    ],
  },
  {
    id: "discounts",
    question: "Are there discounts?",
    answer: [
      [
        `Early-stage startups get ${STARTUP_DISCOUNT_PERCENT}% off ${CLOUD_PLAN_NAMES.core} and ${CLOUD_PLAN_NAMES.pro}. Large volumes can get custom pricing with an ${CLOUD_PLAN_NAMES.enterprise} yearly commitment. `,
        { text: "Talk to us", href: TALK_TO_US_PATH },
        " to apply.",
      ],
    ],
  },
  {
    id: "compliance",
    question: "Which plan do I need for compliance?",
    answer: [
      [
        `The data processing agreement (GDPR) is public and part of the Terms, so it applies on ${cloudAvailabilityPhrase("dpa")}. SOC 2 Type II and ISO 27001 reports are available on ${cloudAvailabilityPhrase("securityReports")}, and a Business Associate Agreement for the HIPAA region on ${cloudAvailabilityPhrase("hipaaBaa")}. The `,
        { text: "security center", href: "/security" },
        " has the details.",
      ],
    ],
  },
];
