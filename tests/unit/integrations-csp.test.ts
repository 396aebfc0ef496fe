import { describe, expect, it } from "vitest";
import {
  integrationCspSources,
  readIntegrationsConfig,
  type IntegrationsEnv,
} from "@/lib/integrations-config";
import { loadConfig } from "@/server/config";
import { contentSecurityPolicy } from "@/server/security-headers";

const HASHES = ["'sha256-AAAA'"];

/** The policy as directive -> sources. */
function parse(policy: string): Map<string, string[]> {
  return new Map(
    policy.split("; ").map((directive) => {
      const [name = "", ...sources] = directive.split(" ");
      return [name, sources];
    }),
  );
}

function policyFor(env: IntegrationsEnv): string {
  return contentSecurityPolicy({
    scriptHashes: HASHES,
    integrationSources: integrationCspSources(readIntegrationsConfig(env)),
  });
}

/** Sources each directive gained over the policy without integrations. */
function added(env: IntegrationsEnv): Record<string, string[]> {
  const base = parse(contentSecurityPolicy({ scriptHashes: HASHES }));
  const withIntegrations = parse(policyFor(env));
  expect([...withIntegrations.keys()]).toEqual([...base.keys()]);
  const diff: Record<string, string[]> = {};
  for (const [name, sources] of withIntegrations) {
    if (sources.join(" ") === base.get(name)?.join(" ")) continue;
    const before = (base.get(name) ?? []).filter((s) => s !== "'none'");
    // Nothing is ever removed, apart from 'none' once a directive gets a real source.
    expect(sources.slice(0, before.length)).toEqual(before);
    const extra = sources.slice(before.length);
    if (extra.length > 0) diff[name] = extra;
  }
  return diff;
}

const HUBSPOT_SCRIPTS = [
  "https://js.hs-scripts.com",
  "https://js.hs-analytics.net",
  "https://js.hs-banner.com",
  "https://js.hsadspixel.net",
  "https://js.hscollectedforms.net",
  "https://js.usemessages.com",
];

describe("Content-Security-Policy with integrations", () => {
  it("is today's policy when no integration variable is set", () => {
    const today = contentSecurityPolicy({ scriptHashes: HASHES });
    expect(policyFor({})).toBe(today);
    expect(
      policyFor({
        NEXT_PUBLIC_POSTHOG_KEY: "",
        NEXT_PUBLIC_HUBSPOT_ID: " ",
        NEXT_PUBLIC_SUPPORT_CHAT_APP_ID: "",
      }),
    ).toBe(today);
    expect(parse(today).get("frame-src")).toEqual(["'none'"]);
  });

  it.each<[string, IntegrationsEnv, Record<string, string[]>]>([
    [
      "PostHog: nothing (events go to /ingest on 'self')",
      {
        NEXT_PUBLIC_POSTHOG_KEY: "phc_test",
        NEXT_PUBLIC_POSTHOG_HOST: "https://eu.i.posthog.com",
      },
      {},
    ],
    [
      "HubSpot: its scripts, beacons and APIs",
      { NEXT_PUBLIC_HUBSPOT_ID: "123" },
      {
        "script-src": HUBSPOT_SCRIPTS,
        "img-src": ["https://track.hubspot.com", "https://forms.hubspot.com"],
        "connect-src": [
          "https://api.hubspot.com",
          "https://forms.hubspot.com",
          "https://api.hubapi.com",
          "https://forms.hscollectedforms.net",
        ],
      },
    ],
    [
      "cookie consent: the script's origin",
      { NEXT_PUBLIC_COOKIE_CONSENT_SRC: "https://consent.example/v1/c.js" },
      {
        "script-src": ["https://consent.example"],
        "style-src": ["https://consent.example"],
        "img-src": ["https://consent.example"],
        "connect-src": ["https://consent.example"],
      },
    ],
    [
      "support chat: the Plain CDN and API",
      { NEXT_PUBLIC_SUPPORT_CHAT_APP_ID: "liveChatApp_1" },
      {
        "script-src": ["https://chat.cdn-plain.com"],
        "img-src": ["https://chat.cdn-plain.com"],
        "font-src": ["https://chat.cdn-plain.com"],
        "connect-src": [
          "https://chat.cdn-plain.com",
          "https://chat.uk.plain.com",
          "wss://chat.uk.plain.com",
        ],
      },
    ],
  ])("%s", (_name, env, expected) => {
    expect(added(env)).toEqual(expected);
  });

  it("keeps frame-src 'none' with every integration on (none of them frames)", () => {
    const policy = parse(
      policyFor({
        NEXT_PUBLIC_POSTHOG_KEY: "phc_test",
        NEXT_PUBLIC_POSTHOG_HOST: "https://eu.i.posthog.com",
        NEXT_PUBLIC_HUBSPOT_ID: "123",
        NEXT_PUBLIC_COOKIE_CONSENT_SRC: "https://consent.example/c.js",
        NEXT_PUBLIC_SUPPORT_CHAT_APP_ID: "liveChatApp_1",
      }),
    );
    expect(policy.get("frame-src")).toEqual(["'none'"]);
    expect(policy.get("script-src")).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      ...HASHES,
      ...HUBSPOT_SCRIPTS,
      "https://consent.example",
      "https://chat.cdn-plain.com",
    ]);
  });

  it("adds integration frame sources to frame-src in place of 'none'", () => {
    const policy = parse(
      contentSecurityPolicy({
        scriptHashes: HASHES,
        integrationSources: { "frame-src": ["https://frame.example"] },
      }),
    );
    expect(policy.get("frame-src")).toEqual(["https://frame.example"]);
  });
});

describe("server configuration", () => {
  it("reads the same NEXT_PUBLIC_* variables as the build, at start", () => {
    expect(loadConfig({}).integrations).toEqual({});
    expect(
      loadConfig({
        NEXT_PUBLIC_POSTHOG_KEY: "phc_test",
        NEXT_PUBLIC_POSTHOG_HOST: "https://eu.i.posthog.com/",
        NEXT_PUBLIC_SUPPORT_CHAT_APP_ID: "liveChatApp_1",
      }).integrations,
    ).toEqual({
      posthogKey: "phc_test",
      posthogHost: "https://eu.i.posthog.com",
      supportChatAppId: "liveChatApp_1",
    });
  });

  it("refuses to start with a malformed integration variable, naming it", () => {
    expect(() => loadConfig({ NEXT_PUBLIC_HUBSPOT_ID: "abc" })).toThrow(
      "Invalid environment variable NEXT_PUBLIC_HUBSPOT_ID",
    );
  });
});
