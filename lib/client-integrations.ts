import type { IntegrationsEnv } from "./integrations-env";

/*
 * Apart from integrations-env.ts on purpose: the island runtime of every page imports this check,
 * and a module it shared with the integrations' own chunk became a chunk of its own (one more
 * request on every page). The runtime passes the inlined variables itself.
 */

/**
 * Whether an integration that runs after hydration (analytics, tracking, chat) is switched on,
 * blank counting as unset. The consent script is not one: `_document` renders it.
 */
export function hasClientIntegrations(env: IntegrationsEnv): boolean {
  return [
    env.NEXT_PUBLIC_POSTHOG_KEY,
    env.NEXT_PUBLIC_HUBSPOT_ID,
    env.NEXT_PUBLIC_SUPPORT_CHAT_APP_ID,
  ].some((value) => Boolean(value?.trim()));
}
