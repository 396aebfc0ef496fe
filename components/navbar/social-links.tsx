import { siteConfig } from "@/lib/site-config";
import { DiscordIcon, XIcon } from "../icons/brand-icons";

const linkClass =
  "inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white";

/**
 * Icon links to the community chat and the X account; the icons are decorative, the labels are not.
 * Both hide on phones, where the navbar has no room beside search (issue 24); the footer links them.
 */
export function SocialLinks() {
  return (
    <>
      <a
        href={siteConfig.chatUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Discord community"
        className={`${linkClass} max-sm:hidden`}
      >
        <DiscordIcon />
      </a>
      <a
        href={siteConfig.xUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${siteConfig.brand} on X`}
        className={`${linkClass} max-sm:hidden`}
      >
        <XIcon />
      </a>
    </>
  );
}
