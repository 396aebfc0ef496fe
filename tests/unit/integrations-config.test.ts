import { describe, expect, it } from "vitest";
import {
  HUBSPOT_CSP,
  SUPPORT_CHAT_CSP,
  cookieConsentCsp,
  hubspotScriptUrl,
  integrationCspSources,
  readIntegrationsConfig,
  type IntegrationsConfig,
} from "@/lib/integrations-config";
import { hasClientIntegrations } from "@/lib/client-integrations";
import type { IntegrationsEnv } from "@/lib/integrations-env";

describe("readIntegrationsConfig", () => {
  it.each<[string, IntegrationsEnv, IntegrationsConfig]>([
    ["nothing set: every integration off", {}, {}],
    [
      "blank values count as unset",
      {
        NEXT_PUBLIC_POSTHOG_KEY: "",
        NEXT_PUBLIC_POSTHOG_HOST: "  ",
        NEXT_PUBLIC_HUBSPOT_ID: "",
        NEXT_PUBLIC_COOKIE_CONSENT_SRC: " ",
        NEXT_PUBLIC_SUPPORT_CHAT_APP_ID: "",
      },
      {},
    ],
    [
      "PostHog key and host, host without trailing slash",
      {
        NEXT_PUBLIC_POSTHOG_KEY: " phc_abc123 ",
        NEXT_PUBLIC_POSTHOG_HOST: "https://eu.i.posthog.com/",
      },
      { posthogKey: "phc_abc123", posthogHost: "https://eu.i.posthog.com" },
    ],
    [
      "a host alone (the server's proxy) without a key",
      { NEXT_PUBLIC_POSTHOG_HOST: "http://127.0.0.1:9000" },
      { posthogHost: "http://127.0.0.1:9000" },
    ],
    [
      "a self-hosted PostHog under a path",
      {
        NEXT_PUBLIC_POSTHOG_KEY: "phc_x",
        NEXT_PUBLIC_POSTHOG_HOST: "https://example.com/posthog/",
      },
      { posthogKey: "phc_x", posthogHost: "https://example.com/posthog" },
    ],
    [
      "HubSpot id",
      { NEXT_PUBLIC_HUBSPOT_ID: "1234567" },
      { hubspotId: "1234567" },
    ],
    [
      "consent script URL",
      { NEXT_PUBLIC_COOKIE_CONSENT_SRC: "https://consent.example/c.js?id=1" },
      { cookieConsentSrc: "https://consent.example/c.js?id=1" },
    ],
    [
      "support chat app id",
      { NEXT_PUBLIC_SUPPORT_CHAT_APP_ID: "liveChatApp_01ABC" },
      { supportChatAppId: "liveChatApp_01ABC" },
    ],
  ])("%s", (_name, env, expected) => {
    expect(readIntegrationsConfig(env)).toEqual(expected);
  });

  it.each<[IntegrationsEnv, RegExp]>([
    [
      { NEXT_PUBLIC_POSTHOG_KEY: "phc_x" },
      /NEXT_PUBLIC_POSTHOG_KEY: needs NEXT_PUBLIC_POSTHOG_HOST/,
    ],
    [
      {
        NEXT_PUBLIC_POSTHOG_KEY: "phc x",
        NEXT_PUBLIC_POSTHOG_HOST: "https://eu.i.posthog.com",
      },
      /NEXT_PUBLIC_POSTHOG_KEY/,
    ],
    [
      { NEXT_PUBLIC_POSTHOG_HOST: "eu.i.posthog.com" },
      /NEXT_PUBLIC_POSTHOG_HOST/,
    ],
    [
      { NEXT_PUBLIC_POSTHOG_HOST: "ftp://eu.i.posthog.com" },
      /NEXT_PUBLIC_POSTHOG_HOST: must be an http\(s\) URL/,
    ],
    [{ NEXT_PUBLIC_HUBSPOT_ID: "12a" }, /NEXT_PUBLIC_HUBSPOT_ID: digits only/],
    [
      { NEXT_PUBLIC_COOKIE_CONSENT_SRC: "/consent.js" },
      /NEXT_PUBLIC_COOKIE_CONSENT_SRC/,
    ],
    [
      { NEXT_PUBLIC_COOKIE_CONSENT_SRC: "javascript:alert(1)" },
      /NEXT_PUBLIC_COOKIE_CONSENT_SRC: must be an http\(s\) URL/,
    ],
    [
      { NEXT_PUBLIC_SUPPORT_CHAT_APP_ID: "app'><script>" },
      /NEXT_PUBLIC_SUPPORT_CHAT_APP_ID/,
    ],
  ])("rejects %j naming the variable", (env, message) => {
    expect(() => readIntegrationsConfig(env)).toThrow(message);
  });
});

describe("hasClientIntegrations", () => {
  it.each<[IntegrationsEnv, boolean]>([
    [{}, false],
    [{ NEXT_PUBLIC_POSTHOG_KEY: " " }, false],
    // The consent script is rendered by _document; the proxy host alone sends nothing.
    [{ NEXT_PUBLIC_COOKIE_CONSENT_SRC: "https://c.example/c.js" }, false],
    [{ NEXT_PUBLIC_POSTHOG_HOST: "https://eu.i.posthog.com" }, false],
    [{ NEXT_PUBLIC_POSTHOG_KEY: "phc_x" }, true],
    [{ NEXT_PUBLIC_HUBSPOT_ID: "1" }, true],
    [{ NEXT_PUBLIC_SUPPORT_CHAT_APP_ID: "a" }, true],
  ])("%j -> %s", (env, expected) => {
    expect(hasClientIntegrations(env)).toBe(expected);
  });
});

describe("integration URLs and CSP sources", () => {
  it("builds the HubSpot script URL from the account id", () => {
    expect(hubspotScriptUrl("42")).toBe("https://js.hs-scripts.com/42.js");
  });

  it.each<
    [string, IntegrationsConfig, ReturnType<typeof integrationCspSources>]
  >([
    ["nothing configured", {}, {}],
    [
      "PostHog adds nothing: the browser only talks to /ingest",
      { posthogKey: "phc_x", posthogHost: "https://eu.i.posthog.com" },
      {},
    ],
    ["HubSpot", { hubspotId: "1" }, HUBSPOT_CSP],
    ["support chat", { supportChatAppId: "a" }, SUPPORT_CHAT_CSP],
    [
      "consent script: its origin only",
      { cookieConsentSrc: "https://consent.example/v2/c.js?x=1" },
      cookieConsentCsp("https://consent.example/"),
    ],
  ])("%s", (_name, config, expected) => {
    expect(integrationCspSources(config)).toEqual(expected);
  });

  it("merges several integrations without duplicate sources", () => {
    const merged = integrationCspSources({
      hubspotId: "1",
      supportChatAppId: "a",
      cookieConsentSrc: "https://chat.cdn-plain.com/consent.js",
    });
    const scripts = merged["script-src"] ?? [];
    expect(new Set(scripts).size).toBe(scripts.length);
    expect(scripts).toEqual([
      ...(HUBSPOT_CSP["script-src"] ?? []),
      "https://chat.cdn-plain.com",
    ]);
  });
});
