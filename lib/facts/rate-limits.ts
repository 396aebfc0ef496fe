/**
 * API rate limits of Langfuse Cloud per plan, one record per bucket the server counts separately.
 *
 * Source: LF@v3.225.4:web/src/features/public-api/server/RateLimitService.ts
 * (getPlanBasedRateLimitConfig), with each route's `rateLimitResource` in
 * LF@v3.225.4:web/src/pages/api/public/**. Limits are counted per organization; self-hosted
 * plans (`oss`, `self-hosted:*`) have none. Pro with the Teams add-on (`cloud:team`) and
 * Enterprise (`cloud:enterprise`) share the Pro values; Enterprise contracts can override them
 * (`rateLimitOverrides` in the same file).
 *
 * Core: the server currently applies Pro values to tracing, datasets, "all other APIs" and daily
 * metrics, marked "TEMPORARY ... to enable legacy pro -> core migration". Where the published
 * limits (LD:content/faq/all/api-limits.mdx) state a Core value, that value is kept here because
 * it is the one to plan with; `GET /metrics` has 2,000 per day on Core in both.
 */

/** The plan columns of the rate-limit table; `pro` stands for Pro (with or without the Teams add-on) and Enterprise. */
export type RateLimitTier = "hobby" | "core" | "pro";

export const RATE_LIMIT_TIERS: readonly RateLimitTier[] = [
  "hobby",
  "core",
  "pro",
];

export const RATE_LIMIT_TIER_NAMES: Readonly<Record<RateLimitTier, string>> = {
  hobby: "Hobby",
  core: "Core",
  pro: "Pro and Enterprise",
};

export type RateWindow = "minute" | "hour" | "day";

export interface Rate {
  requests: number;
  per: RateWindow;
}

export interface RateLimitBucket {
  /** Name of the bucket as tables and prose call it. */
  name: string;
  /** Method and path below `/api/public`, e.g. `POST /ingestion`. */
  endpoints: readonly string[];
  /** Words before the endpoints, e.g. "everything not listed above, for example". */
  endpointsLead?: string;
  limits: Readonly<Record<RateLimitTier, Rate | "unlimited">>;
  /** Server release that introduced the bucket, when pages mention it. */
  since?: string;
}

const perMinute = (hobby: number, core: number, pro: number) =>
  ({
    hobby: { requests: hobby, per: "minute" },
    core: { requests: core, per: "minute" },
    pro: { requests: pro, per: "minute" },
  }) satisfies Record<RateLimitTier, Rate>;

const perDay = (hobby: number, core: number, pro: number) =>
  ({
    hobby: { requests: hobby, per: "day" },
    core: { requests: core, per: "day" },
    pro: { requests: pro, per: "day" },
  }) satisfies Record<RateLimitTier, Rate>;

/** Every bucket, in the order the tables list them. */
export const RATE_LIMIT_BUCKETS = {
  // resource "ingestion": web/src/pages/api/public/ingestion.ts, otel/v1/traces/index.ts.
  // Core 4,000 published; the server applies 20,000 for now.
  ingestion: {
    name: "Tracing",
    endpoints: ["POST /ingestion", "POST /otel/v1/traces"],
    limits: perMinute(1_000, 4_000, 20_000),
  },
  // resource "legacy-ingestion": POST /traces, POST and PATCH /generations.
  legacyIngestion: {
    name: "Legacy tracing",
    endpoints: ["POST /traces", "POST /generations", "PATCH /generations"],
    limits: perMinute(100, 400, 400),
  },
  // resource "media-upload": media/index.ts, media/[mediaId].ts.
  mediaUpload: {
    name: "Media uploads",
    endpoints: ["POST /media", "PATCH /media/{mediaId}"],
    limits: perMinute(1_000, 4_000, 20_000),
  },
  // resource "public-api-legacy": traces/index.ts, traces/[traceId].ts, observations/*.ts,
  // sessions/*.ts. Introduced by commit a722811bba, first in tag v3.192.0.
  deprecatedRead: {
    name: "Deprecated reads",
    endpoints: [
      "GET /traces",
      "GET /traces/{traceId}",
      "GET /observations",
      "GET /observations/{observationId}",
      "GET /sessions",
      "GET /sessions/{sessionId}",
    ],
    limits: perMinute(15, 30, 100),
    since: "v3.192.0",
  },
  // resource "trace-delete": DELETE /traces, DELETE /traces/{traceId}.
  traceDelete: {
    name: "Trace deletion",
    endpoints: ["DELETE /traces", "DELETE /traces/{traceId}"],
    limits: perDay(50, 200, 1_000),
  },
  // resource "score-delete": scores/[scoreId].ts.
  scoreDelete: {
    name: "Score deletion",
    endpoints: ["DELETE /scores/{scoreId}"],
    limits: perDay(50, 200, 1_000),
  },
  // resource "prompts": no points on any plan.
  prompts: {
    name: "Prompts",
    endpoints: [
      "GET /v2/prompts",
      "POST /v2/prompts",
      "GET /v2/prompts/{promptName}",
      "DELETE /v2/prompts/{promptName}",
    ],
    limits: { hobby: "unlimited", core: "unlimited", pro: "unlimited" },
  },
  // resource "public-api-metrics": metrics/index.ts. Core 2,000 in code and in the published limits.
  metricsV1: {
    name: "Metrics v1",
    endpoints: ["GET /metrics"],
    limits: perDay(100, 2_000, 2_000),
  },
  // resource "public-api-daily-metrics-legacy": metrics/daily.ts. Not in the published limits;
  // the server's values (Core: 200, marked temporary).
  dailyMetrics: {
    name: "Daily metrics",
    endpoints: ["GET /metrics/daily"],
    limits: perDay(10, 200, 200),
  },
  // resource "public-api-v2-metrics": v2/metrics.ts (per day on Hobby, per hour above).
  metricsV2: {
    name: "Metrics v2",
    endpoints: ["GET /v2/metrics"],
    limits: {
      hobby: { requests: 100, per: "day" },
      core: { requests: 100, per: "hour" },
      pro: { requests: 500, per: "hour" },
    },
  },
  // resource "datasets". Core 200 published; the server applies 1,000 for now.
  datasets: {
    name: "Datasets",
    endpoints: [
      "/datasets",
      "/v2/datasets",
      "/dataset-items",
      "/dataset-run-items",
    ],
    limits: perMinute(100, 200, 1_000),
  },
  // resource "public-api". Core 100 published; the server applies 1,000 for now.
  general: {
    name: "All other APIs",
    endpointsLead: "everything not listed above, for example",
    endpoints: [
      "POST /scores",
      "GET /v2/scores",
      "POST /spans",
      "POST /events",
      "PATCH /v2/prompts/{promptName}/versions/{version}",
    ],
    limits: perMinute(30, 100, 1_000),
  },
} as const satisfies Readonly<Record<string, RateLimitBucket>>;

export type RateLimitBucketId = keyof typeof RATE_LIMIT_BUCKETS;

export const RATE_LIMIT_BUCKET_IDS = Object.keys(
  RATE_LIMIT_BUCKETS,
) as RateLimitBucketId[];

/** A bucket, typed for lookups by id. */
export function rateLimitBucket(id: RateLimitBucketId): RateLimitBucket {
  return RATE_LIMIT_BUCKETS[id];
}

/** Largest request and response body the Cloud API accepts, in MB (published limit; no check found in the server code). */
export const PAYLOAD_LIMIT_MB = 5;

/** Trace IDs to put into one bulk `DELETE /traces` request at most (published advice). */
export const TRACE_IDS_PER_DELETE = { min: 30, max: 50 } as const;

const integer = new Intl.NumberFormat("en-US");

const SHORT_WINDOW: Readonly<Record<RateWindow, string>> = {
  minute: "min",
  hour: "hour",
  day: "day",
};

/** `15 req/min`, `100 req/day`, `no limit`: the form of a table cell. */
export function formatRateShort(rate: Rate | "unlimited"): string {
  if (rate === "unlimited") return "no limit";
  return `${integer.format(rate.requests)} req/${SHORT_WINDOW[rate.per]}`;
}

/** `15 requests per minute`, `no limit`: the form of a sentence. */
export function formatRateLong(rate: Rate | "unlimited"): string {
  if (rate === "unlimited") return "no limit";
  return `${integer.format(rate.requests)} requests per ${rate.per}`;
}

/**
 * All tiers in one sentence fragment, repeating the unit only where it changes:
 * "15 requests per minute on Hobby, 30 on Core and 100 on Pro and Enterprise".
 */
export function rateLimitSummary(id: RateLimitBucketId): string {
  const limits = rateLimitBucket(id).limits;
  if (RATE_LIMIT_TIERS.every((tier) => limits[tier] === "unlimited"))
    return "no limit on any plan";
  let previous: RateWindow | "unlimited" | undefined;
  const parts = RATE_LIMIT_TIERS.map((tier, i) => {
    const rate = limits[tier];
    const window = rate === "unlimited" ? "unlimited" : rate.per;
    const value =
      rate === "unlimited"
        ? "no limit"
        : i === 0
          ? formatRateLong(rate)
          : window === previous
            ? integer.format(rate.requests)
            : `${integer.format(rate.requests)} per ${rate.per}`;
    previous = window;
    return `${value} on ${RATE_LIMIT_TIER_NAMES[tier]}`;
  });
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/**
 * The shortest gap between two requests that stays within a per-minute or per-hour limit:
 * `4 seconds` for 15 per minute, `0.6 seconds` for 100 per minute.
 */
export function requestInterval(rate: Rate | "unlimited"): string {
  if (rate === "unlimited") return "no pause";
  const windowSeconds = { minute: 60, hour: 3_600, day: 86_400 }[rate.per];
  const seconds = Math.round((windowSeconds / rate.requests) * 10) / 10;
  return `${seconds} ${seconds === 1 ? "second" : "seconds"}`;
}
