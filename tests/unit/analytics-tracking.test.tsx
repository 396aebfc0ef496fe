// @vitest-environment jsdom
import { act, render, waitFor } from "@testing-library/react";
import Router from "next/router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Analytics } from "@/components/integrations/analytics";
import {
  MAX_PENDING_EVENTS,
  createAnalytics,
  posthogOptions,
  posthogUiHost,
  type AnalyticsClient,
} from "@/components/integrations/analytics-client";
import {
  HubSpotTracking,
  trackHubSpotPageView,
} from "@/components/integrations/hubspot-tracking";
import {
  ANALYTICS_EVENT,
  analyticsEventDetail,
  trackEvent,
} from "@/components/integrations/integration-events";
import { deferred } from "../setup/deferred";

const posthog = vi.hoisted(() => ({
  init: vi.fn(),
  capture: vi.fn(),
}));
vi.mock("posthog-js/dist/module.slim", () => ({ default: posthog }));

const fakeClient = () => ({ capture: vi.fn<AnalyticsClient["capture"]>() });

afterEach(() => {
  delete window._hsq;
  document.querySelectorAll("script").forEach((s) => s.remove());
});

describe("HubSpot tracking", () => {
  it("loads the account's tracking script after hydration", () => {
    render(<HubSpotTracking hubspotId="4711" />);
    expect(
      document.querySelector('script[src="https://js.hs-scripts.com/4711.js"]'),
    ).not.toBeNull();
  });

  it('pushes ["setPath", path] then ["trackPageView"] on every client route change', () => {
    const { unmount } = render(<HubSpotTracking hubspotId="4711" />);
    act(() => {
      Router.events.emit("routeChangeComplete", "/docs/tracing?tab=python");
      Router.events.emit("routeChangeComplete", "/pricing");
    });
    expect(window._hsq).toEqual([
      ["setPath", "/docs/tracing?tab=python"],
      ["trackPageView"],
      ["setPath", "/pricing"],
      ["trackPageView"],
    ]);
    unmount();
    act(() => Router.events.emit("routeChangeComplete", "/blog"));
    expect(window._hsq).toHaveLength(4);
  });

  it("keeps commands queued before the script replaced the queue", () => {
    window._hsq = [["identify", { email: "a@b.c" }]];
    trackHubSpotPageView("/docs");
    expect(window._hsq).toEqual([
      ["identify", { email: "a@b.c" }],
      ["setPath", "/docs"],
      ["trackPageView"],
    ]);
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

describe("Analytics", () => {
  it("loads posthog-js, captures a page view on load and on each route change, and forwards assistant events", async () => {
    window.history.replaceState({}, "", "/docs/tracing");
    const { unmount } = render(
      <Analytics apiKey="phc_test" host="https://eu.i.posthog.com" />,
    );
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

    window.history.pushState({}, "", "/docs/prompts");
    act(() => Router.events.emit("routeChangeComplete", "/docs/prompts"));
    trackEvent("assistant_question_asked", { length: 42 });
    window.dispatchEvent(new CustomEvent(ANALYTICS_EVENT, { detail: "bad" }));

    expect(posthog.capture.mock.calls.slice(1)).toEqual([
      ["$pageview", { $current_url: "http://localhost:3000/docs/prompts" }],
      ["assistant_question_asked", { length: 42 }],
    ]);

    unmount();
    act(() => Router.events.emit("routeChangeComplete", "/blog"));
    trackEvent("after_unmount");
    expect(posthog.capture).toHaveBeenCalledTimes(3);
    expect(posthog.init).toHaveBeenCalledTimes(1);
  });
});
