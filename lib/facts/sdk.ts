/**
 * The first SDK release that has a feature pages tell readers to rely on. Each was found by
 * reading the SDK's tags: the feature is absent at the tag before and present at the one named.
 * PY = langfuse/langfuse-python, JS = langfuse/langfuse-js.
 */

export interface SdkMinimum {
  /** What the version unlocks, as a reader would search for it. */
  feature: string;
  /** First Python SDK release with the feature. */
  python?: string;
  /** First JS/TS SDK release with the feature. */
  js?: string;
}

export const SDK_MINIMUMS = {
  // PY@v3.8.1:langfuse/_client/environment_variables.py defines LANGFUSE_BASE_URL; v3.8.0 does not.
  // The JS/TS SDK v4 reads LANGFUSE_BASE_URL from v4.0.0 and never reads LANGFUSE_HOST.
  baseUrl: { feature: "LANGFUSE_BASE_URL", python: "3.8.1" },
  // PY@v3.9.0:langfuse/_client/propagation.py (absent at v3.8.1);
  // JS@v4.4.0:packages/core/src/propagation.ts `propagateAttributes` (absent at v4.3.0).
  propagateAttributes: {
    feature: "propagate_attributes / propagateAttributes",
    python: "3.9.0",
    js: "4.4.0",
  },
  // PY@v3.4.0:langfuse/_client/client.py `def run_experiment` (absent at v3.3.0);
  // JS@v4.1.0:packages/client/src/experiment/ExperimentManager.ts (absent at v4.0.0).
  experimentRunner: {
    feature: "run_experiment / experiment.run",
    python: "3.4.0",
    js: "4.1.0",
  },
  // The LLM-as-a-judge target "Experiments" reads experiment attributes the runner writes on its
  // spans: PY@v3.9.0:langfuse/_client/attributes.py EXPERIMENT_ITEM_ROOT_OBSERVATION_ID (absent at
  // v3.8.1); JS@v4.4.0:packages/client/src/experiment/ExperimentManager.ts (absent at v4.3.0).
  // The server's evaluator form says the same (LF@v3.225.4:web/src/features/evals/components/
  // eval-version-callout.tsx).
  experimentEvalTarget: {
    feature: "experiment runs scored by the Experiments evaluator target",
    python: "3.9.0",
    js: "4.4.0",
  },
  // PY@v3.3.1:langfuse/_client/constants.py (agent, tool, chain, ... types; absent at v3.3.0);
  // JS@v4.0.0:packages/tracing/src/types.ts (`asType` with every type).
  observationTypes: {
    feature: "observation types beyond span and generation",
    python: "3.3.1",
    js: "4.0.0",
  },
  // PY@v3.3.1:langfuse/_client/client.py: start_generation and start_as_current_generation log
  // a DeprecationWarning in favour of start_observation(as_type="generation"); v3.3.0 does not.
  startGenerationDeprecated: {
    feature: "start_generation deprecated",
    python: "3.3.1",
  },
  // JS@v5.2.0:packages/langchain/src/CallbackHandler.ts records tool runs as `tool`; v5.1.0 and
  // v4.6.1 record them as `span`. The Python v3 handler types tools from v3.3.1.
  langchainToolType: {
    feature: "LangChain tool runs typed as tool in @langfuse/langchain",
    js: "5.2.0",
  },
} as const satisfies Readonly<Record<string, SdkMinimum>>;

export type SdkFeatureId = keyof typeof SDK_MINIMUMS;

/**
 * The oldest Python SDK release the pages' examples run on: they set `LANGFUSE_BASE_URL`
 * (3.8.1) and call `propagate_attributes` (3.9.0), so the later of the two.
 */
export const PYTHON_SDK_FLOOR = SDK_MINIMUMS.propagateAttributes.python;

/** The Python install pin the pages use: the documented major, from `PYTHON_SDK_FLOOR` on. */
export const PYTHON_SDK_PIN = `langfuse>=${PYTHON_SDK_FLOOR},<4`;

/** The JS/TS range the pages install: `@langfuse/*` packages of the documented major. */
export const JS_SDK_RANGE = "^4";
