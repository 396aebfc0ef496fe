import { integrationsConfig } from "@/lib/integrations-config";
import { Analytics } from "./analytics";
import { HubSpotTracking } from "./hubspot-tracking";
import { SupportChat } from "./support-chat";

/** The configured integrations; loaded as its own chunk after hydration (see `Integrations`). */
export default function IntegrationsClient() {
  const { posthogKey, posthogHost, hubspotId, supportChatAppId } =
    integrationsConfig;
  return (
    <>
      {posthogKey && posthogHost ? (
        <Analytics apiKey={posthogKey} host={posthogHost} />
      ) : null}
      {hubspotId ? <HubSpotTracking hubspotId={hubspotId} /> : null}
      {supportChatAppId ? <SupportChat appId={supportChatAppId} /> : null}
    </>
  );
}
