/**
 * The single source for facts that several pages state: API rate limits, what each plan
 * includes, the Cloud regions, server defaults, SDK minimum versions and the versions the site
 * documents. The records live in one file per topic (each value with its source); this file
 * turns them into the values pages show through `<Fact id="..." />`, so a page states a fact by
 * naming it and the `.md` twin and the HTML page print the same words.
 */
import {
  CLOUD_PLAN_IDS,
  PLAN_FEATURE_IDS,
  PLAN_FEATURES,
  PLAN_LIMITS,
  availabilityPhrase,
  cloudAvailabilityPhrase,
  dataAccessSummary,
  selfHostedAvailabilityPhrase,
  type CloudPlanId,
  type Limit,
  type PlanFeatureId,
} from "./plans";
import {
  PAYLOAD_LIMIT_MB,
  RATE_LIMIT_BUCKET_IDS,
  RATE_LIMIT_TIERS,
  TRACE_IDS_PER_DELETE,
  formatRateLong,
  rateLimitBucket,
  rateLimitSummary,
  requestInterval,
  type RateLimitBucketId,
  type RateLimitTier,
} from "./rate-limits";
import { CLOUD_REGION_IDS, CLOUD_REGIONS, type CloudRegionId } from "./regions";
import {
  PROMPT_CACHE_TTL,
  SERVER_MINIMUMS,
  SERVER_RELEASES,
  SERVER_MINIMUM_FOR_SDK_FEATURES,
  type ServerFeatureId,
  type ServerReleaseId,
} from "./server";
import {
  JS_SDK_RANGE,
  PYTHON_SDK_FLOOR,
  PYTHON_SDK_PIN,
  SDK_MINIMUMS,
  type SdkFeatureId,
} from "./sdk";
import {
  DOCUMENTED_VERSIONS,
  HELM_CHART,
  SDK_MAJORS,
  newerSdkMajorsPhrase,
} from "./versions";

export * from "./plans";
export * from "./rate-limits";
export * from "./regions";
export * from "./sdk";
export * from "./server";
export * from "./versions";

/** Part of a fact's value: plain words, or a literal shown as inline code. */
export type FactSegment = string | { readonly code: string };

/** What a fact prints: words and inline code, in order. */
export type FactValue = readonly FactSegment[];

/** Every fact a page can name. */
export type FactId =
  | `version.${keyof typeof DOCUMENTED_VERSIONS}`
  | `major.${"python" | "js" | "newer"}`
  | `helm.${"lastV1" | "firstV2"}.${"version" | "appVersion"}`
  | `helm.${"minHelmForV2" | "migrationMinAppVersion"}`
  | `sdk.${SdkFeatureId}.${"python" | "js"}`
  | `install.${"python" | "js" | "pythonFloor"}`
  | `rateLimit.${RateLimitBucketId}`
  | `rateLimit.${RateLimitBucketId}.${RateLimitTier}`
  | `rateLimit.${RateLimitBucketId}.${RateLimitTier}.interval`
  | `rateLimit.${RateLimitBucketId}.since`
  | "rateLimit.payload"
  | "rateLimit.traceIdsPerDelete"
  | `plan.${CloudPlanId}.${"dataAccess" | "users" | "annotationQueues"}`
  | "plan.dataAccess"
  | `feature.${PlanFeatureId}`
  | `feature.${PlanFeatureId}.${"cloud" | "selfHosted"}`
  | `region.${CloudRegionId}.${"url" | "name" | "city" | "awsRegion" | "location"}`
  | "region.urls"
  | `server.promptCacheTtl${"" | ".since" | ".previous"}`
  | "server.minimum"
  | `server.minimum.${ServerFeatureId}`
  | `server.since.${ServerReleaseId}`;

const code = (value: string): FactSegment => ({ code: value });

const integer = new Intl.NumberFormat("en-US");

/** `30 days`, `unlimited`, `custom`, or a plain count. */
function limitText(limit: Limit, unit = ""): string {
  if (limit === "unlimited" || limit === "custom") return limit;
  return `${integer.format(limit)}${unit}`;
}

function buildFacts(): ReadonlyMap<FactId, FactValue> {
  const facts = new Map<FactId, FactValue>();
  const set = (id: FactId, ...value: FactSegment[]) => {
    if (facts.has(id)) throw new Error(`fact ${id} is defined twice`);
    facts.set(id, value);
  };

  for (const [kind, version] of Object.entries(DOCUMENTED_VERSIONS))
    set(`version.${kind as keyof typeof DOCUMENTED_VERSIONS}`, version);
  set("major.python", `v${SDK_MAJORS.documented.python}`);
  set("major.js", `v${SDK_MAJORS.documented.js}`);
  set("major.newer", newerSdkMajorsPhrase());
  for (const line of ["lastV1", "firstV2"] as const) {
    set(`helm.${line}.version`, HELM_CHART[line].version);
    set(`helm.${line}.appVersion`, HELM_CHART[line].appVersion);
  }
  set("helm.minHelmForV2", HELM_CHART.minHelmForV2);
  set("helm.migrationMinAppVersion", HELM_CHART.migrationMinAppVersion);

  for (const [id, minimum] of Object.entries(SDK_MINIMUMS)) {
    const feature = id as SdkFeatureId;
    if ("python" in minimum) set(`sdk.${feature}.python`, minimum.python);
    if ("js" in minimum) set(`sdk.${feature}.js`, minimum.js);
  }
  set("install.python", code(`pip install "${PYTHON_SDK_PIN}"`));
  set("install.pythonFloor", PYTHON_SDK_FLOOR);
  set(
    "install.js",
    code(
      `npm install @langfuse/tracing@${JS_SDK_RANGE} @langfuse/otel@${JS_SDK_RANGE}`,
    ),
  );

  for (const id of RATE_LIMIT_BUCKET_IDS) {
    const bucket = rateLimitBucket(id);
    set(`rateLimit.${id}`, rateLimitSummary(id));
    for (const tier of RATE_LIMIT_TIERS) {
      set(`rateLimit.${id}.${tier}`, formatRateLong(bucket.limits[tier]));
      set(
        `rateLimit.${id}.${tier}.interval`,
        requestInterval(bucket.limits[tier]),
      );
    }
    if (bucket.since) set(`rateLimit.${id}.since`, bucket.since);
  }
  set("rateLimit.payload", `${PAYLOAD_LIMIT_MB} MB`);
  set(
    "rateLimit.traceIdsPerDelete",
    `${TRACE_IDS_PER_DELETE.min} to ${TRACE_IDS_PER_DELETE.max}`,
  );

  set("plan.dataAccess", dataAccessSummary());
  for (const plan of CLOUD_PLAN_IDS) {
    const limits = PLAN_LIMITS[plan];
    set(`plan.${plan}.dataAccess`, limitText(limits.dataAccessDays, " days"));
    set(`plan.${plan}.users`, limitText(limits.users));
    set(`plan.${plan}.annotationQueues`, limitText(limits.annotationQueues));
  }

  for (const id of PLAN_FEATURE_IDS) {
    set(`feature.${id}`, availabilityPhrase(id));
    set(`feature.${id}.cloud`, cloudAvailabilityPhrase(id));
    if (PLAN_FEATURES[id].availability.selfHosted)
      set(`feature.${id}.selfHosted`, selfHostedAvailabilityPhrase(id));
  }

  for (const id of CLOUD_REGION_IDS) {
    const region = CLOUD_REGIONS[id];
    set(`region.${id}.url`, code(region.url));
    set(`region.${id}.name`, region.name);
    set(`region.${id}.city`, region.city);
    set(`region.${id}.awsRegion`, code(region.awsRegion));
    set(
      `region.${id}.location`,
      `${region.city}, AWS `,
      code(region.awsRegion),
    );
  }
  // "`https://cloud.langfuse.com` (EU), ... and `https://hipaa.cloud.langfuse.com` (HIPAA)"
  const urls: FactSegment[] = [];
  CLOUD_REGION_IDS.forEach((id, i) => {
    const separator =
      i === 0 ? "" : i === CLOUD_REGION_IDS.length - 1 ? " and " : ", ";
    if (separator) urls.push(separator);
    urls.push(code(CLOUD_REGIONS[id].url), ` (${CLOUD_REGIONS[id].name})`);
  });
  set("region.urls", ...urls);

  set("server.promptCacheTtl", code(String(PROMPT_CACHE_TTL.seconds)));
  set("server.promptCacheTtl.since", PROMPT_CACHE_TTL.since);
  set(
    "server.promptCacheTtl.previous",
    code(String(PROMPT_CACHE_TTL.previousSeconds)),
  );
  set("server.minimum", SERVER_MINIMUM_FOR_SDK_FEATURES);
  for (const [id, minimum] of Object.entries(SERVER_MINIMUMS))
    set(`server.minimum.${id as ServerFeatureId}`, minimum.since);
  for (const [id, release] of Object.entries(SERVER_RELEASES))
    set(`server.since.${id as ServerReleaseId}`, release.since);
  return facts;
}

/** Every fact by id; built once from the topic records. */
export const FACTS: ReadonlyMap<FactId, FactValue> = buildFacts();

/** Whether a string (an MDX attribute) names a fact. */
export function isFactId(id: string): id is FactId {
  return FACTS.has(id as FactId);
}

/** The value of a fact, or `undefined` for an unknown id. */
export function factValue(id: string): FactValue | undefined {
  return FACTS.get(id as FactId);
}

/** A value as plain text, inline code without its backticks (for labels and tests). */
export function factText(value: FactValue): string {
  return value.map((s) => (typeof s === "string" ? s : s.code)).join("");
}
