import {
  hubspotScriptUrl,
  integrationsConfig,
  type IntegrationsConfig,
} from "@/lib/integrations-config";
import { sharedAnalytics } from "./analytics-client";
import {
  ANALYTICS_EVENT,
  OPEN_SUPPORT_CHAT_EVENT,
  analyticsEventDetail,
} from "./integration-events";
import { openSupportChat } from "./support-chat-controller";
import { opensSupportChatOnLoad } from "./support-chat-options";
import { loadScript } from "./load-script";

/** The id HubSpot's own snippet gives its script; one per page. */
export const HUBSPOT_SCRIPT_ID = "hs-script-loader";

/**
 * Starts the configured integrations on an island page, where every navigation is a page load:
 * - analytics: one `$pageview` of this page, and the `langfuse:analytics` events other features
 *   dispatch (posthog-js loads as its own chunk, events wait for it);
 * - HubSpot: the tracking script, which counts the page view of the page it loads on (so there is
 *   no path to push, as there was after client-side route changes);
 * - support chat: opened on load with its launcher for `?supportChat=1`, else loaded only when
 *   `langfuse:open-support-chat` asks for it ("Contact Support", the support page's button).
 * Returns a function that removes the listeners (tests).
 */
export function startIntegrations(
  config: IntegrationsConfig,
  win: Window = window,
): () => void {
  const cleanups: Array<() => void> = [];
  const { posthogKey, posthogHost, hubspotId, supportChatAppId } = config;

  if (posthogKey && posthogHost) {
    const analytics = sharedAnalytics(posthogKey, posthogHost);
    analytics.pageview(win.location.href);
    const onEvent = (event: Event) => {
      const detail = analyticsEventDetail(event);
      if (detail) analytics.capture(detail.event, detail.properties);
    };
    win.addEventListener(ANALYTICS_EVENT, onEvent);
    cleanups.push(() => win.removeEventListener(ANALYTICS_EVENT, onEvent));
  }

  const doc = win.document;
  if (hubspotId && !doc.getElementById(HUBSPOT_SCRIPT_ID))
    // A tracker that a reader's blocker stops is nothing to report.
    loadScript(hubspotScriptUrl(hubspotId), {
      id: HUBSPOT_SCRIPT_ID,
      doc,
      parent: doc.body,
    }).catch(() => undefined);

  if (supportChatAppId) {
    if (opensSupportChatOnLoad(win.location.search))
      void openSupportChat(supportChatAppId, { showLauncher: true });
    const onOpen = () => void openSupportChat(supportChatAppId);
    win.addEventListener(OPEN_SUPPORT_CHAT_EVENT, onOpen);
    cleanups.push(() =>
      win.removeEventListener(OPEN_SUPPORT_CHAT_EVENT, onOpen),
    );
  }

  return () => cleanups.forEach((cleanup) => cleanup());
}

/** The integrations this build configured (the island runtime imports this chunk only then). */
export function startConfiguredIntegrations(): void {
  startIntegrations(integrationsConfig);
}
