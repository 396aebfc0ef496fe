import Blocks from "lucide-react/icons/blocks";
import Bot from "lucide-react/icons/bot";
import Braces from "lucide-react/icons/braces";
import Layers from "lucide-react/icons/layers";
import Network from "lucide-react/icons/network";
import Sparkles from "lucide-react/icons/sparkles";
import Wrench from "lucide-react/icons/wrench";
import {
  integrationLogo,
  type GenericLogo,
} from "@/lib/integration-catalogue/logos";

const GENERIC_ICONS: Readonly<Record<GenericLogo, typeof Sparkles>> = {
  model: Sparkles,
  framework: Layers,
  agent: Bot,
  structured: Braces,
  gateway: Network,
  "no-code": Blocks,
  tool: Wrench,
};

export interface IntegrationLogoProps {
  /** The integration's page, which names its logo (lib/integration-catalogue/logos.ts). */
  href: string;
  className?: string;
}

/**
 * An integration's logo as inline SVG, rendered at build time: the brand's simple-icons path in
 * the text colour (monochrome, so it reads in both themes), or a generic icon of its kind.
 * Decorative, since the integration's name is always written beside it. Nothing for an unknown page.
 */
export function IntegrationLogo({ href, className }: IntegrationLogoProps) {
  const logo = integrationLogo(href);
  if (!logo) return null;
  if (logo.kind === "generic") {
    const Icon = GENERIC_ICONS[logo.key];
    return (
      <Icon aria-hidden="true" data-logo={logo.key} className={className} />
    );
  }
  return (
    <svg
      role="img"
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="currentColor"
      data-logo={logo.icon.slug}
      className={className}
    >
      <path d={logo.icon.path} />
    </svg>
  );
}
