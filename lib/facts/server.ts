/**
 * Defaults and release facts of the Langfuse server (langfuse/langfuse) that pages quote, at the
 * release the site documents (see versions.ts).
 */

/**
 * Prompt cache in Redis (`LANGFUSE_CACHE_PROMPT_TTL_SECONDS`): default TTL in seconds, the
 * release that raised it, and the value before.
 * Source: LF@v3.225.4:packages/shared/src/env.ts (`default(3600)`); LF@v3.155.0 same file
 * (`default(300)`); commit 5d2427a4db, first in tag v3.156.0.
 */
export const PROMPT_CACHE_TTL = {
  seconds: 3600,
  since: "v3.156.0",
  previousSeconds: 300,
} as const;

/** A server feature the documented SDKs rely on, and the first server release that has it. */
export interface ServerMinimum {
  /** What the release adds, as a reader would search for it. */
  feature: string;
  /** First langfuse/langfuse tag with the feature. */
  since: string;
}

/**
 * Server releases that SDK features on the pages need. On an older self-hosted server the SDK
 * call still succeeds, but the feature is missing. Each was found by reading the tags: absent at
 * the tag before, present at the one named.
 */
export const SERVER_MINIMUMS = {
  // LF@v3.100.0:packages/shared/prisma/migrations/20250820143856_add_observation_types adds
  // AGENT, TOOL, CHAIN, RETRIEVER, EVALUATOR, EMBEDDING and GUARDRAIL to the ObservationType enum
  // (absent at v3.99.0). The same release ships commit 064137c93f: an explicit
  // `langfuse.observation.type` wins over the generation heuristics in OtelIngestionProcessor.
  // The SDKs send these types from PY v3.3.1 and JS v4.0.0 (see SDK_MINIMUMS.observationTypes).
  observationTypes: {
    feature: "observation types beyond span, generation and event",
    since: "v3.100.0",
  },
  // LF@v3.151.0:web/src/features/public-api/types/datasets.ts `GetDatasetItemsV1Query.version`
  // (absent at v3.150.0; commit 966662eebc). PY@v3.14.5 get_dataset(version=) and JS@v4.6.1
  // dataset.get(name, { version }) send it; an older server ignores it and returns current items.
  datasetVersions: {
    feature: "dataset items as of a point in time (get_dataset version)",
    since: "v3.151.0",
  },
} as const satisfies Readonly<Record<string, ServerMinimum>>;

export type ServerFeatureId = keyof typeof SERVER_MINIMUMS;

/**
 * First releases of server behaviour that self-hosting and feature pages state as a floor
 * ("server v3.165.0 and later"). Unlike SERVER_MINIMUMS, the SDKs do not depend on them, so they
 * do not raise the site's `server.minimum`. Each was found with `git log -S` on the file named and
 * `git tag --contains` for the first tag.
 */
export const SERVER_RELEASES = {
  // LF:packages/shared/src/server/ingestion/types.ts `.catch(DEFAULT_TRACE_ENVIRONMENT)`, commit
  // 892079d8a1: an invalid environment is rewritten or stored as `default`; before, the event
  // was rejected.
  environmentRewrite: {
    feature: "invalid environment names rewritten instead of dropped",
    since: "v3.161.0",
  },
  // LF commit 6603be6711 "make TEXT (free form) scores available via public API".
  textScores: { feature: "TEXT (free-text) scores", since: "v3.165.0" },
  // LF commit dcb5dbf528: packages/shared/src/server/llm/baseUrlValidation.ts and the
  // LANGFUSE_LLM_CONNECTION_WHITELISTED_* variables in packages/shared/src/env.ts.
  llmBaseUrlCheck: {
    feature: "LLM connection base-URL check and its allowlist",
    since: "v3.167.1",
  },
  // LF commit fe76bd280f: LANGFUSE_USE_OCI_NATIVE_OBJECT_STORAGE in packages/shared/src/env.ts.
  ociObjectStorage: {
    feature: "native OCI Object Storage client",
    since: "v3.168.0",
  },
  // LF commit 82a4ac4926: DELETE in web/src/pages/api/public/llm-connections.
  llmConnectionDelete: {
    feature: "DELETE /api/public/llm-connections/{id}",
    since: "v3.170.0",
  },
  // LF commit 06ee77746a: packages/shared/src/server/instrumentation/index.ts folds the tags of
  // the queue gauges into the CloudWatch metric name.
  cloudWatchQueueMetricNames: {
    feature: "queue metrics published to CloudWatch with tags in the name",
    since: "v3.170.0",
  },
  // LF commit 7cd43cde7c: web/src/features/evals/server/isCodeEvalEnabled.ts reads
  // LANGFUSE_CODE_EVAL_DISPATCHER; v3.176.0-v3.177.x used NEXT_PUBLIC_LANGFUSE_CODE_EVAL_ENABLED.
  codeEvalDispatcher: {
    feature: "code evaluators switched on by LANGFUSE_CODE_EVAL_DISPATCHER",
    since: "v3.178.0",
  },
  // LF commit dd74085062: REDIS_SENTINEL_TLS_ENABLED in packages/shared/src/env.ts.
  redisSentinelTls: {
    feature: "TLS to Redis Sentinel nodes (REDIS_SENTINEL_TLS_ENABLED)",
    since: "v3.203.0",
  },
} as const satisfies Readonly<Record<string, ServerMinimum>>;

export type ServerReleaseId = keyof typeof SERVER_RELEASES;

const releaseOrder = (tag: string) =>
  tag
    .replace(/^v/, "")
    .split(".")
    .map(Number)
    .reduce((sum, part) => sum * 1000 + part, 0);

/** The newest of the server minimums: the oldest release on which all of them work. */
export const SERVER_MINIMUM_FOR_SDK_FEATURES: string = Object.values(
  SERVER_MINIMUMS,
).reduce<string>(
  (newest, { since }) =>
    releaseOrder(since) > releaseOrder(newest) ? since : newest,
  "v0.0.0",
);
