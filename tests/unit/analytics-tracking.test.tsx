// @vitest-environment jsdom
import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  MAX_PENDING_EVENTS,
  createAnalytics,
  posthogOptions,
  posthogUiHost,
  type AnalyticsClient,
} from "@/components/integrations/analytics-client";
import {
  ANALYTICS_EVENT,
  analyticsEventDetail,
  trackEvent,
} from "@/components/integrations/integration-events";
import {
  HUBSPOT_SCRIPT_ID,
  startIntegrations,
} from "@/components/integrations/start-integrations";
import { deferred } from "../setup/deferred";

const posthog = vi.hoisted(() => ({
  init: vi.fn(),
  capture: vi.fn(),
}));
vi.mock("posthog-js/dist/module.slim", () => ({ default: posthog }));

const fakeClient = () => ({ capture: vi.fn<AnalyticsClient["capture"]>() });

afterEach(() => {
  document.querySelectorAll("script").forEach((s) => s.remove());
});

describe("HubSpot tracking", () => {
  it("adds the account's tracking script once per page (it counts the page view itself)", () => {
    const stop = startIntegrations({ hubspotId: "4711" });
    startIntegrations({ hubspotId: "4711" });
    const scripts = document.querySelectorAll(`#${HUBSPOT_SCRIPT_ID}`);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute(
      "src",
      "https://js.hs-scripts.com/4711.js",
    );
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
    stop();
  });
});

describe("analytics client", () => {
  it("sends events to /ingest and leaves page views to our route events", () => {
    expect(posthogOptions("https://eu.i.posthog.com")).toEqual({
      api_host: "/ingest",
      ui_host: "https://eu.posthog.com",
      capture_pageview: false,
      capture_pageleave: false,
    });
  });

  it.each([
    ["https://eu.i.posthog.com", "https://eu.posthog.com"],
    ["https://us.i.posthog.com", "https://us.posthog.com"],
    ["https://posthog.example.com", "https://posthog.example.com"],
  ])("UI host of %s is %s", (host, ui) => {
    expect(posthogUiHost(host)).toBe(ui);
  });

  it("queues events until the library loads, then sends them in order", async () => {
    const load = deferred<AnalyticsClient>();
    const analytics = createAnalytics(() => load.promise);
    analytics.pageview("http://site.test/docs");
    analytics.capture("assistant_opened", { source: "navbar" });
    const client = fakeClient();
    load.resolve(client);
    await load.promise;
    await Promise.resolve();
    analytics.pageview("http://site.test/pricing");
    expect(client.capture.mock.calls).toEqual([
      ["$pageview", { $current_url: "http://site.test/docs" }],
      ["assistant_opened", { source: "navbar" }],
      ["$pageview", { $current_url: "http://site.test/pricing" }],
    ]);
  });

  it(`keeps only the last ${MAX_PENDING_EVENTS} events while loading`, async () => {
    const load = deferred<AnalyticsClient>();
    const analytics = createAnalytics(() => load.promise);
    for (let i = 0; i < MAX_PENDING_EVENTS + 5; i++) analytics.capture(`e${i}`);
    const client = fakeClient();
    load.resolve(client);
    await load.promise;
    await Promise.resolve();
    expect(client.capture).toHaveBeenCalledTimes(MAX_PENDING_EVENTS);
    expect(client.capture.mock.calls[0]?.[0]).toBe("e5");
  });

  it("drops events quietly when the library cannot load", async () => {
    const load = deferred<AnalyticsClient>();
    const analytics = createAnalytics(() => load.promise);
    analytics.capture("a");
    load.reject(new Error("blocked"));
    await load.promise.catch(() => {});
    await Promise.resolve();
    expect(() => analytics.capture("b")).not.toThrow();
  });

  it.each<[string, unknown, ReturnType<typeof analyticsEventDetail>]>([
    ["event only", { event: "x" }, { event: "x" }],
    [
      "event and properties",
      { event: "x", properties: { a: 1 } },
      { event: "x", properties: { a: 1 } },
    ],
    ["no detail", undefined, null],
    ["empty name", { event: "" }, null],
    ["name not a string", { event: 3 }, null],
    ["name too long", { event: "x".repeat(201) }, null],
    ["properties an array", { event: "x", properties: [1] }, null],
  ])("analytics event detail: %s", (_name, detail, expected) => {
    expect(
      analyticsEventDetail(new CustomEvent(ANALYTICS_EVENT, { detail })),
    ).toEqual(expected);
  });
});

describe("startIntegrations with analytics", () => {
  it("loads posthog-js, captures this page's view once and forwards valid window events until stopped", async () => {
    window.history.replaceState({}, "", "/docs/tracing");
    const stop = startIntegrations({
      posthogKey: "phc_test",
      posthogHost: "https://eu.i.posthog.com",
    });
    await waitFor(() =>
      expect(posthog.init).toHaveBeenCalledWith(
        "phc_test",
        posthogOptions("https://eu.i.posthog.com"),
      ),
    );
    await waitFor(() =>
      expect(posthog.capture).toHaveBeenCalledWith("$pageview", {
        $current_url: "http://localhost:3000/docs/tracing",
      }),
    );
    trackEvent("assistant_question_asked", { length: 42 });
    window.dispatchEvent(new CustomEvent(ANALYTICS_EVENT, { detail: "bad" }));
    expect(posthog.capture.mock.calls).toEqual([
      ["$pageview", { $current_url: "http://localhost:3000/docs/tracing" }],
      ["assistant_question_asked", { length: 42 }],
    ]);

    stop();
    trackEvent("after_stop");
    expect(posthog.capture).toHaveBeenCalledTimes(2);
    expect(posthog.init).toHaveBeenCalledTimes(1);
  });

  it("with nothing configured, adds no script and hears no event", () => {
    const stop = startIntegrations({});
    trackEvent("ignored");
    expect(document.querySelectorAll("script")).toHaveLength(0);
    expect(posthog.capture).not.toHaveBeenCalledWith("ignored", undefined);
    stop();
  });
});
