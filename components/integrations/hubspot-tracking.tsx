import Router from "next/router";
import Script from "next/script";
import { useEffect } from "react";
import { hubspotScriptUrl } from "@/lib/integrations-config";

/** HubSpot's command queue: the tracking script drains it when it loads and runs later pushes. */
export type HubSpotQueue = unknown[][];

declare global {
  interface Window {
    _hsq?: HubSpotQueue;
  }
}

/** Tells HubSpot about a client-side navigation: the new path, then a page view. */
export function trackHubSpotPageView(path: string, target: Window = window) {
  const queue = (target._hsq ??= []);
  queue.push(["setPath", path]);
  queue.push(["trackPageView"]);
}

export interface HubSpotTrackingProps {
  /** HubSpot account id. */
  hubspotId: string;
}

/**
 * The HubSpot tracking script, loaded after the page is interactive. It counts the first page
 * view itself; client-side route changes are pushed to its queue.
 */
export function HubSpotTracking({ hubspotId }: HubSpotTrackingProps) {
  useEffect(() => {
    const onRouteChange = (url: string) => trackHubSpotPageView(url);
    Router.events.on("routeChangeComplete", onRouteChange);
    return () => Router.events.off("routeChangeComplete", onRouteChange);
  }, []);
  return (
    <Script
      id="hs-script-loader"
      src={hubspotScriptUrl(hubspotId)}
      strategy="afterInteractive"
    />
  );
}
