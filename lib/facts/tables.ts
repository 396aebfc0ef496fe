/**
 * The fact tables pages show (rate limits, plan features, Cloud regions) as plain rows of fact
 * values, so the React tables and the `.md` twin print the same cells from one function each.
 */
import type { FactSegment, FactValue } from "./index";
import {
  CLOUD_PLAN_IDS,
  CLOUD_PLAN_NAMES,
  PLAN_FEATURES,
  TEAMS_ADD_ON_NAME,
  type Inclusion,
  type PlanFeatureId,
} from "./plans";
import {
  RATE_LIMIT_BUCKET_IDS,
  RATE_LIMIT_TIERS,
  RATE_LIMIT_TIER_NAMES,
  formatRateShort,
  rateLimitBucket,
  type RateLimitBucketId,
} from "./rate-limits";
import { CLOUD_REGIONS, CLOUD_REGION_IDS } from "./regions";

export interface FactTable {
  /** Column headings. */
  header: readonly string[];
  /** One array of cells per row; the first cell names the row. */
  rows: ReadonlyArray<readonly FactValue[]>;
}

const code = (value: string): FactSegment => ({ code: value });

/** `a`, `b` and `c` as inline code joined by commas and "and". */
function codeList(items: readonly string[]): FactSegment[] {
  return items.flatMap((item, i) => {
    const separator =
      i === 0 ? [] : i === items.length - 1 ? [" and "] : [", "];
    return [...separator, code(item)];
  });
}

export interface RateLimitTableOptions {
  /** Buckets to list, in this order; every bucket by default. */
  buckets?: readonly RateLimitBucketId[];
  /** Whether to list each bucket's endpoints (default `true`). */
  endpoints?: boolean;
}

/** Rate limits per bucket and plan: `Bucket | Endpoints | Hobby | Core | Pro and Enterprise`. */
export function rateLimitTable({
  buckets = RATE_LIMIT_BUCKET_IDS,
  endpoints = true,
}: RateLimitTableOptions = {}): FactTable {
  const tiers = RATE_LIMIT_TIERS.map((t) => RATE_LIMIT_TIER_NAMES[t]);
  return {
    header: ["Bucket", ...(endpoints ? ["Endpoints"] : []), ...tiers],
    rows: buckets.map((id) => {
      const bucket = rateLimitBucket(id);
      const lead = bucket.endpointsLead ? [`${bucket.endpointsLead} `] : [];
      return [
        [bucket.name],
        ...(endpoints ? [[...lead, ...codeList(bucket.endpoints)]] : []),
        ...RATE_LIMIT_TIERS.map((tier) => [
          formatRateShort(bucket.limits[tier]),
        ]),
      ];
    }),
  };
}

/** What a plan-feature cell says. */
export const INCLUSION_LABELS: Readonly<Record<Inclusion, string>> = {
  included: "Included",
  "teams-add-on": TEAMS_ADD_ON_NAME,
  "license-key": "Enterprise license key",
  excluded: "Not included",
};

/** Said in the self-hosted column of a feature that only Langfuse Cloud can offer. */
export const NOT_APPLICABLE_LABEL = "Not applicable";

export interface PlanFeatureTableOptions {
  /** Features to list, in this order. */
  features: readonly PlanFeatureId[];
  /** Whether to add a self-hosted column (default `true`). */
  selfHosted?: boolean;
}

/** Features per plan: `Feature | Hobby | Core | Pro | Enterprise | Self-hosted`. */
export function planFeatureTable({
  features,
  selfHosted = true,
}: PlanFeatureTableOptions): FactTable {
  return {
    header: [
      "Feature",
      ...CLOUD_PLAN_IDS.map((p) => CLOUD_PLAN_NAMES[p]),
      ...(selfHosted ? ["Self-hosted"] : []),
    ],
    rows: features.map((id) => {
      const { name, availability } = PLAN_FEATURES[id];
      const selfHostedInclusion: Inclusion | undefined =
        availability.selfHosted;
      return [
        [name],
        ...CLOUD_PLAN_IDS.map((p) => [INCLUSION_LABELS[availability[p]]]),
        ...(selfHosted
          ? [
              [
                selfHostedInclusion
                  ? INCLUSION_LABELS[selfHostedInclusion]
                  : NOT_APPLICABLE_LABEL,
              ],
            ]
          : []),
      ];
    }),
  };
}

export interface CloudRegionTableOptions {
  /** Appended to each region's URL, e.g. `/api/public` for API base URLs. */
  path?: string;
  /** Whether to end with a row for a self-hosted instance (default `false`). */
  selfHosted?: boolean;
}

/** The Cloud regions: `Region | URL | Location`. */
export function cloudRegionTable({
  path = "",
  selfHosted = false,
}: CloudRegionTableOptions = {}): FactTable {
  const rows: FactValue[][] = CLOUD_REGION_IDS.map((id) => {
    const region = CLOUD_REGIONS[id];
    return [
      [region.name],
      [code(`${region.url}${path}`)],
      [`${region.city}, AWS `, code(region.awsRegion)],
    ];
  });
  if (selfHosted)
    rows.push([
      ["Self-hosted"],
      [code(`https://<your-domain>${path}`)],
      ["Your infrastructure"],
    ]);
  return { header: ["Region", path ? "Base URL" : "URL", "Location"], rows };
}
