/**
 * The visitor integrations (product analytics, the marketing tracking script, the cookie consent
 * script and the support chat), each switched on by one `NEXT_PUBLIC_*` variable (see README and
 * `.env.example`). With none set, the site loads no third-party code and makes no request for them.
 *
 * `NEXT_PUBLIC_*` values are inlined into the browser bundle at build time; the server reads the
 * same variables at start for the Content-Security-Policy and the `/ingest` analytics proxy, so
 * build and server must run with the same values.
 */

import { integrationsEnv, type IntegrationsEnv } from "./integrations-env";

export interface IntegrationsConfig {
  /**
   * PostHog project API key (`phc_...`). Env `NEXT_PUBLIC_POSTHOG_KEY`, default unset: analytics
   * off, `posthog-js` is never loaded. Requires `posthogHost`.
   */
  posthogKey?: string;
  /**
   * PostHog ingestion host, e.g. `https://eu.i.posthog.com`, without trailing slash. Env
   * `NEXT_PUBLIC_POSTHOG_HOST`, default unset. The browser never calls it: events go to
   * `/ingest` on this site, which the server forwards here.
   */
  posthogHost?: string;
  /**
   * HubSpot account (portal) id, digits only. Env `NEXT_PUBLIC_HUBSPOT_ID`, default unset: no
   * tracking script.
   */
  hubspotId?: string;
  /**
   * Full URL of the cookie consent script, loaded before the page becomes interactive. Env
   * `NEXT_PUBLIC_COOKIE_CONSENT_SRC`, default unset: no consent script.
   */
  cookieConsentSrc?: string;
  /**
   * Plain chat app id (`liveChatApp_...`). Env `NEXT_PUBLIC_SUPPORT_CHAT_APP_ID`, default unset:
   * no support chat; the support button links to GitHub Discussions.
   */
  supportChatAppId?: string;
}

export type { IntegrationsEnv } from "./integrations-env";

/** Path on this site that the server forwards to `posthogHost` (posthog-js `api_host`). */
export const INGEST_PATH = "/ingest";
/** Origin of the HubSpot tracking script; the script is `<origin>/<hubspotId>.js`. */
export const HUBSPOT_SCRIPT_ORIGIN = "https://js.hs-scripts.com";
/** The Plain chat widget script. */
export const SUPPORT_CHAT_SCRIPT_URL = "https://chat.cdn-plain.com/index.js";

const TOKEN = /^[A-Za-z0-9_-]+$/;

function fail(name: string, message: string): never {
  throw new Error(`Invalid environment variable ${name}: ${message}`);
}

function httpUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail(name, `"${value}" is not an absolute URL`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    fail(name, "must be an http(s) URL");
  return url;
}

/**
 * Parses the integration variables. Empty or blank means unset; a malformed value throws naming
 * the variable, so a bad build or server start fails loudly instead of loading a broken script.
 */
export function readIntegrationsConfig(
  env: IntegrationsEnv,
): IntegrationsConfig {
  const get = (name: keyof IntegrationsEnv) => env[name]?.trim() || undefined;
  const config: IntegrationsConfig = {};

  const key = get("NEXT_PUBLIC_POSTHOG_KEY");
  const host = get("NEXT_PUBLIC_POSTHOG_HOST");
  if (key !== undefined) {
    if (!TOKEN.test(key))
      fail("NEXT_PUBLIC_POSTHOG_KEY", "letters, digits, _ and - only");
    if (host === undefined)
      fail("NEXT_PUBLIC_POSTHOG_KEY", "needs NEXT_PUBLIC_POSTHOG_HOST as well");
    config.posthogKey = key;
  }
  if (host !== undefined) {
    const url = httpUrl("NEXT_PUBLIC_POSTHOG_HOST", host);
    config.posthogHost = `${url.origin}${url.pathname}`.replace(/\/+$/, "");
  }

  const hubspotId = get("NEXT_PUBLIC_HUBSPOT_ID");
  if (hubspotId !== undefined) {
    if (!/^\d+$/.test(hubspotId)) fail("NEXT_PUBLIC_HUBSPOT_ID", "digits only");
    config.hubspotId = hubspotId;
  }

  const consent = get("NEXT_PUBLIC_COOKIE_CONSENT_SRC");
  if (consent !== undefined)
    config.cookieConsentSrc = httpUrl(
      "NEXT_PUBLIC_COOKIE_CONSENT_SRC",
      consent,
    ).href;

  const chat = get("NEXT_PUBLIC_SUPPORT_CHAT_APP_ID");
  if (chat !== undefined) {
    if (!TOKEN.test(chat))
      fail("NEXT_PUBLIC_SUPPORT_CHAT_APP_ID", "letters, digits, _ and - only");
    config.supportChatAppId = chat;
  }
  return config;
}

/** The configuration the build inlined (the server reads the same variables at start). */
export const integrationsConfig: IntegrationsConfig =
  readIntegrationsConfig(integrationsEnv);

/** The HubSpot tracking script of an account. */
export function hubspotScriptUrl(hubspotId: string): string {
  return `${HUBSPOT_SCRIPT_ORIGIN}/${hubspotId}.js`;
}

/** CSP directives an integration may add sources to. */
export type CspDirective =
  | "script-src"
  | "style-src"
  | "img-src"
  | "font-src"
  | "connect-src"
  | "frame-src";

/** Extra CSP sources, by directive. */
export type CspSources = Partial<Record<CspDirective, readonly string[]>>;

/**
 * Hosts the HubSpot tracking script loads (its loader pulls the analytics, banner, ads-pixel and
 * collected-forms scripts) and reports to (beacons as images, form and API calls).
 */
export const HUBSPOT_CSP: CspSources = {
  "script-src": [
    HUBSPOT_SCRIPT_ORIGIN,
    "https://js.hs-analytics.net",
    "https://js.hs-banner.com",
    "https://js.hsadspixel.net",
    "https://js.hscollectedforms.net",
    "https://js.usemessages.com",
  ],
  "img-src": ["https://track.hubspot.com", "https://forms.hubspot.com"],
  "connect-src": [
    "https://api.hubspot.com",
    "https://forms.hubspot.com",
    "https://api.hubapi.com",
    "https://forms.hscollectedforms.net",
  ],
};

/** The Plain widget: script, fonts and images from its CDN, its API over HTTPS and WebSocket. */
export const SUPPORT_CHAT_CSP: CspSources = {
  "script-src": ["https://chat.cdn-plain.com"],
  "font-src": ["https://chat.cdn-plain.com"],
  "img-src": ["https://chat.cdn-plain.com"],
  "connect-src": [
    "https://chat.cdn-plain.com",
    "https://chat.uk.plain.com",
    "wss://chat.uk.plain.com",
  ],
};

/** A consent manager serves its script, styles, banner images and settings from the script's origin. */
export function cookieConsentCsp(src: string): CspSources {
  const origin = new URL(src).origin;
  return {
    "script-src": [origin],
    "style-src": [origin],
    "img-src": [origin],
    "connect-src": [origin],
  };
}

/**
 * The CSP sources of the configured integrations, merged without duplicates. PostHog adds none:
 * the browser sends events to `/ingest` on this site ('self').
 */
export function integrationCspSources(config: IntegrationsConfig): CspSources {
  const parts: CspSources[] = [
    config.hubspotId ? HUBSPOT_CSP : {},
    config.cookieConsentSrc ? cookieConsentCsp(config.cookieConsentSrc) : {},
    config.supportChatAppId ? SUPPORT_CHAT_CSP : {},
  ];
  const merged: Partial<Record<CspDirective, string[]>> = {};
  for (const part of parts) {
    for (const [directive, sources] of Object.entries(part) as Array<
      [CspDirective, readonly string[]]
    >) {
      const list = (merged[directive] ??= []);
      for (const source of sources)
        if (!list.includes(source)) list.push(source);
    }
  }
  return merged;
}
