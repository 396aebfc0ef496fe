/**
 * Langfuse Cloud plans, their limits, and what each plan and deployment includes. The pricing
 * page (lib/pricing.ts), the availability banners and the docs' plan tables all read these
 * records, so a change of packaging is made here once.
 *
 * Sources are named per record as `repo@tag:path` (LF = langfuse/langfuse, LD = langfuse-docs).
 * Where the server enforces a feature, its entitlement list is the source
 * (LF@v3.225.4:web/src/features/entitlements/constants/entitlements.ts, "entitlements" below);
 * documents and contracts that no code enforces come from the published pages.
 */

/** Langfuse Cloud plans, in display order. */
export type CloudPlanId = "hobby" | "core" | "pro" | "enterprise";

export const CLOUD_PLAN_IDS: readonly CloudPlanId[] = [
  "hobby",
  "core",
  "pro",
  "enterprise",
];

export const CLOUD_PLAN_NAMES: Readonly<Record<CloudPlanId, string>> = {
  hobby: "Hobby",
  core: "Core",
  pro: "Pro",
  enterprise: "Enterprise",
};

/** The Pro plan's add-on; the server calls Pro with it the plan `cloud:team`. */
export const TEAMS_ADD_ON_NAME = "Teams add-on";

/** A limit that is a number, has no cap, or is agreed per contract. */
export type Limit = number | "unlimited" | "custom";

export interface PlanLimits {
  /** How far back the UI and API show data, in days. */
  dataAccessDays: Limit;
  /** Members of the organization. */
  users: Limit;
  annotationQueues: Limit;
}

/**
 * Enforced per plan by the server's entitlement limits (`data-access-days`,
 * `organization-member-count`, `annotation-queue-count`; `false` there means no limit).
 * Source: LF@v3.225.4:web/src/features/entitlements/constants/entitlements.ts (entitlementLimits).
 */
export const PLAN_LIMITS: Readonly<Record<CloudPlanId, PlanLimits>> = {
  hobby: { dataAccessDays: 30, users: 2, annotationQueues: 1 },
  core: { dataAccessDays: 90, users: "unlimited", annotationQueues: 3 },
  pro: {
    dataAccessDays: "unlimited",
    users: "unlimited",
    annotationQueues: "unlimited",
  },
  enterprise: {
    dataAccessDays: "unlimited",
    users: "unlimited",
    annotationQueues: "unlimited",
  },
};

/**
 * How far back each plan shows data, grouping plans with the same limit:
 * "30 days on Hobby, 90 days on Core and unlimited on Pro and Enterprise".
 */
export function dataAccessSummary(): string {
  const groups: { text: string; plans: string[] }[] = [];
  for (const plan of CLOUD_PLAN_IDS) {
    const days = PLAN_LIMITS[plan].dataAccessDays;
    const text = typeof days === "number" ? `${days} days` : days;
    const last = groups.at(-1);
    if (last?.text === text) last.plans.push(CLOUD_PLAN_NAMES[plan]);
    else groups.push({ text, plans: [CLOUD_PLAN_NAMES[plan]] });
  }
  return listPhrase(
    groups.map((g) => `${g.text} on ${listPhrase(g.plans)}`),
  ).replace(/ and ([^,]*) and /, ", and $1 and ");
}

/**
 * How a plan or deployment gets a feature: included, with the Pro plan's Teams add-on, with an
 * Enterprise license key (self-hosted), or not at all.
 */
export type Inclusion =
  "included" | "teams-add-on" | "license-key" | "excluded";

/**
 * A feature's availability on each Cloud plan and, where the question applies, on a self-hosted
 * deployment. `selfHosted` is absent for what only Langfuse Cloud can offer (a contract or audit
 * report about Langfuse's own hosting).
 */
export type FeatureAvailability = Readonly<Record<CloudPlanId, Inclusion>> & {
  readonly selfHosted?: Inclusion;
};

export interface PlanFeature {
  /** Name as a table row or a pricing card lists it. */
  name: string;
  availability: FeatureAvailability;
}

const on = (
  plans: Partial<Record<CloudPlanId, Inclusion>>,
  selfHosted?: Inclusion,
): FeatureAvailability => ({
  hobby: plans.hobby ?? "excluded",
  core: plans.core ?? "excluded",
  pro: plans.pro ?? "excluded",
  enterprise: plans.enterprise ?? "excluded",
  ...(selfHosted ? { selfHosted } : {}),
});

const everyCloudPlan = {
  hobby: "included",
  core: "included",
  pro: "included",
  enterprise: "included",
} as const;

/** The Teams add-on on Pro, included in Enterprise: the entitlements of `cloud:team`. */
const teams = { pro: "teams-add-on", enterprise: "included" } as const;

/** What each plan and deployment includes, one record per feature that pages state. */
export const PLAN_FEATURES = {
  // The published DPA's applicability notice names every plan, Hobby included, and it takes
  // effect with the Terms: LD:content/security/dpa.mdx (Applicability Notice, section 1);
  // pages/terms.mdx section 1.3. Self-hosted: Langfuse does not process your data.
  dpa: {
    name: "Data Processing Agreement (GDPR)",
    availability: on(everyCloudPlan),
  },
  // LF@v3.225.4:web/src/ee/features/billing/utils/stripeCatalogue.ts (Pro: "SOC2, ISO27001
  // reports"; Enterprise: everything in Pro).
  securityReports: {
    name: "SOC 2 Type II and ISO 27001 reports",
    availability: on({ pro: "included", enterprise: "included" }),
  },
  // No code gates the contract; LD:content/security/hipaa.mdx (Pro plan or higher) and the
  // region list in LF@v3.225.4:web/src/features/organizations/cloudRegions.ts.
  hipaaBaa: {
    name: "HIPAA region with a Business Associate Agreement (BAA)",
    availability: on({ pro: "included", enterprise: "included" }),
  },
  // Not an entitlement: sign-in providers are configured per deployment
  // (LF@v3.225.4:web/src/server/auth.ts, AUTH_GOOGLE_*, AUTH_GITHUB_*, AUTH_AZURE_AD_*).
  socialSso: {
    name: "Sign-in with Google, GitHub or Azure AD",
    availability: on(everyCloudPlan, "included"),
  },
  // Entitlement `cloud-multi-tenant-sso` (cloud:team, cloud:enterprise). Self-hosted, SSO
  // providers and AUTH_DOMAINS_WITH_SSO_ENFORCEMENT are plain configuration, not gated
  // (LF@v3.225.4:web/src/env.mjs, web/src/server/auth.ts).
  enterpriseSso: {
    name: "Enterprise SSO (e.g. Okta) and SSO enforcement",
    availability: on(teams, "included"),
  },
  // Entitlement `rbac-project-roles` (cloud:team, cloud:enterprise, self-hosted:enterprise).
  projectRoles: {
    name: "Project-level roles (fine-grained RBAC)",
    availability: on(teams, "license-key"),
  },
  // Entitlement `data-retention` (cloud:pro since v3.132.0, commit 9feba3dfc2 "enable data
  // retention on pro plans"; cloud:team, cloud:enterprise, self-hosted:enterprise).
  dataRetention: {
    name: "Data retention management",
    availability: on(
      { pro: "included", enterprise: "included" },
      "license-key",
    ),
  },
  // Entitlement `audit-logs` (cloud:team, cloud:enterprise, self-hosted:enterprise).
  auditLogs: {
    name: "Audit logs",
    availability: on(teams, "license-key"),
  },
  // Entitlement `prompt-protected-labels` (cloud:team, cloud:enterprise, self-hosted:enterprise).
  protectedPromptLabels: {
    name: "Protected prompt labels",
    availability: on(teams, "license-key"),
  },
  // Entitlement `scheduled-blob-exports` (cloud:team, cloud:enterprise; every self-hosted plan
  // through selfHostedAllPlansEntitlements).
  scheduledBlobExports: {
    name: "Scheduled exports to blob storage",
    availability: on(teams, "included"),
  },
  // Entitlement `admin-api`, which gates the organization API (projects, API keys, memberships)
  // and SCIM (LF@v3.225.4:web/src/pages/api/public/scim/Users/index.ts): cloud:team,
  // cloud:enterprise, self-hosted:enterprise.
  organizationApi: {
    name: "Organization management API and SCIM",
    availability: on(teams, "license-key"),
  },
} as const satisfies Readonly<Record<string, PlanFeature>>;

export type PlanFeatureId = keyof typeof PLAN_FEATURES;

export const PLAN_FEATURE_IDS = Object.keys(PLAN_FEATURES) as PlanFeatureId[];

/** Whether a string (an MDX attribute) names a plan feature. */
export function isPlanFeatureId(id: string): id is PlanFeatureId {
  return Object.hasOwn(PLAN_FEATURES, id);
}

/** The availability of a feature, typed for lookups by id. */
export function featureAvailability(id: PlanFeatureId): FeatureAvailability {
  return PLAN_FEATURES[id].availability;
}

/** "a", "a and b", "a, b and c". */
export function listPhrase(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * The Cloud plans that have a feature, as a sentence fragment: "every Cloud plan",
 * "Pro and Enterprise", "Pro with the Teams add-on and Enterprise", or "no Cloud plan".
 */
export function cloudAvailabilityPhrase(id: PlanFeatureId): string {
  const availability = featureAvailability(id);
  const plans = CLOUD_PLAN_IDS.filter((p) => availability[p] !== "excluded");
  if (plans.length === 0) return "no Cloud plan";
  if (plans.every((p) => availability[p] === "included")) {
    if (plans.length === CLOUD_PLAN_IDS.length) return "every Cloud plan";
  }
  return listPhrase(
    plans.map((p) =>
      availability[p] === "teams-add-on"
        ? `${CLOUD_PLAN_NAMES[p]} with the ${TEAMS_ADD_ON_NAME}`
        : CLOUD_PLAN_NAMES[p],
    ),
  );
}

/** How a self-hosted deployment gets a feature, as a sentence fragment; `""` where it does not apply. */
export function selfHostedAvailabilityPhrase(id: PlanFeatureId): string {
  switch (featureAvailability(id).selfHosted) {
    case "included":
      return "every self-hosted deployment";
    case "license-key":
      return "self-hosted deployments with an Enterprise license key";
    case "excluded":
      return "no self-hosted deployment";
    default:
      return "";
  }
}

/**
 * Both deployments in one fragment that follows "available on": "Pro with the Teams add-on and
 * Enterprise on Langfuse Cloud, and in self-hosted deployments with an Enterprise license key".
 */
export function availabilityPhrase(id: PlanFeatureId): string {
  const selfHosted = selfHostedAvailabilityPhrase(id);
  const cloud = `${cloudAvailabilityPhrase(id)} on Langfuse Cloud`;
  return selfHosted ? `${cloud}, and in ${selfHosted}` : cloud;
}
