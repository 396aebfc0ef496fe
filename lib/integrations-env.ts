/**
 * The integration variables exactly as the build inlines them: Next.js replaces each literal
 * `process.env.NEXT_PUBLIC_*` below with its value in the browser bundle. Parsing and defaults
 * live in `integrations-config.ts`; whether any is on, in `client-integrations.ts`.
 */
export const integrationsEnv = {
  NEXT_PUBLIC_POSTHOG_KEY: process.env.NEXT_PUBLIC_POSTHOG_KEY,
  NEXT_PUBLIC_POSTHOG_HOST: process.env.NEXT_PUBLIC_POSTHOG_HOST,
  NEXT_PUBLIC_HUBSPOT_ID: process.env.NEXT_PUBLIC_HUBSPOT_ID,
  NEXT_PUBLIC_COOKIE_CONSENT_SRC: process.env.NEXT_PUBLIC_COOKIE_CONSENT_SRC,
  NEXT_PUBLIC_SUPPORT_CHAT_APP_ID: process.env.NEXT_PUBLIC_SUPPORT_CHAT_APP_ID,
};

/** The variables the integrations read, by name. */
export type IntegrationsEnv = Partial<
  Record<keyof typeof integrationsEnv, string | undefined>
>;
