import { siteConfig } from "@/lib/site-config";
import { PRIMARY_BUTTON } from "../ui/button-classes";
import { SUPPORT_BUTTON_LABEL } from "./support-constants";

/** The main action of /support: opens the support channel (GitHub Discussions) in a new tab. */
export function SupportButton() {
  return (
    <a
      href={siteConfig.supportUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={`not-prose mt-4 inline-flex items-center gap-2 ${PRIMARY_BUTTON}`}
    >
      {SUPPORT_BUTTON_LABEL}
    </a>
  );
}
