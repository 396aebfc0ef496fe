import dynamic from "next/dynamic";
import { hasClientIntegrations } from "@/lib/integrations-env";

const IntegrationsClient = dynamic(() => import("./integrations-client"), {
  ssr: false,
});

/**
 * Analytics, the tracking script and the support chat, mounted once from `_app`. With none
 * configured this renders nothing and loads nothing; otherwise their code arrives as a separate
 * chunk after hydration, so no page's first-load JavaScript carries it.
 */
export function Integrations() {
  return hasClientIntegrations() ? <IntegrationsClient /> : null;
}
