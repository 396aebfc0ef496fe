import Router from "next/router";
import { useEffect } from "react";
import { sharedAnalytics } from "./analytics-client";
import { ANALYTICS_EVENT, analyticsEventDetail } from "./integration-events";

export interface AnalyticsProps {
  /** PostHog project key. */
  apiKey: string;
  /** PostHog host (for its UI links; events go through `/ingest`). */
  host: string;
}

/**
 * Loads posthog-js after hydration, captures a `$pageview` now and after every client route
 * change, and forwards the `langfuse:analytics` events other features dispatch. Renders nothing.
 */
export function Analytics({ apiKey, host }: AnalyticsProps) {
  useEffect(() => {
    const analytics = sharedAnalytics(apiKey, host);
    analytics.pageview(window.location.href);
    const onRouteChange = () => analytics.pageview(window.location.href);
    const onEvent = (event: Event) => {
      const detail = analyticsEventDetail(event);
      if (detail) analytics.capture(detail.event, detail.properties);
    };
    Router.events.on("routeChangeComplete", onRouteChange);
    window.addEventListener(ANALYTICS_EVENT, onEvent);
    return () => {
      Router.events.off("routeChangeComplete", onRouteChange);
      window.removeEventListener(ANALYTICS_EVENT, onEvent);
    };
  }, [apiKey, host]);
  return null;
}
