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
