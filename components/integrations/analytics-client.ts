import type { PostHog, PostHogConfig } from "posthog-js/dist/module.slim";
import { INGEST_PATH } from "@/lib/integrations-config";

/** What the site calls on the analytics library; PostHog's `capture` fits it. */
export interface AnalyticsClient {
  capture(event: string, properties?: Record<string, unknown>): void;
}

/** Events held while posthog-js loads; beyond this, the oldest are dropped. */
export const MAX_PENDING_EVENTS = 100;

/** PostHog's UI for its cloud ingestion hosts (`eu.i.posthog.com` -> `eu.posthog.com`); else the host. */
export function posthogUiHost(host: string): string {
  return host.replace(
    /^(https:\/\/(?:eu|us))\.i\.posthog\.com$/,
    "$1.posthog.com",
  );
}

/**
 * posthog-js options: events go to `/ingest` on this site (the server forwards them), and page
 * views are captured by us once per page load (every navigation is one on island pages), not by
 * PostHog's own tracking, so each page counts exactly once.
 */
export function posthogOptions(host: string): Partial<PostHogConfig> {
  return {
    api_host: INGEST_PATH,
    ui_host: posthogUiHost(host),
    capture_pageview: false,
    capture_pageleave: false,
  };
}

/** The slim build (no bundled extensions), as its own chunk loaded after hydration. */
async function loadPosthog(apiKey: string, host: string): Promise<PostHog> {
  const { default: posthog } = await import("posthog-js/dist/module.slim");
  posthog.init(apiKey, posthogOptions(host));
  return posthog;
}

/**
 * An analytics client that is usable at once: events captured before the library has loaded are
 * queued with the URL they happened on and sent when it is ready. A library that fails to load
 * (blocked, offline) drops them silently: analytics must never break a page.
 */
export function createAnalytics(load: () => Promise<AnalyticsClient>) {
  let client: AnalyticsClient | undefined;
  let failed = false;
  const pending: Array<[string, Record<string, unknown> | undefined]> = [];
  load().then(
    (loaded) => {
      client = loaded;
      for (const [event, properties] of pending.splice(0))
        loaded.capture(event, properties);
    },
    () => {
      failed = true;
      pending.length = 0;
    },
  );
  const capture = (event: string, properties?: Record<string, unknown>) => {
    if (client) client.capture(event, properties);
    else if (!failed) {
      pending.push([event, properties]);
      if (pending.length > MAX_PENDING_EVENTS) pending.shift();
    }
  };
  return {
    capture,
    /** A `$pageview` of `url` (the page's full URL). */
    pageview: (url: string) => capture("$pageview", { $current_url: url }),
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;

let shared: Analytics | undefined;

/** The page's one analytics client; the first call starts loading posthog-js. */
export function sharedAnalytics(apiKey: string, host: string): Analytics {
  shared ??= createAnalytics(() => loadPosthog(apiKey, host));
  return shared;
}
