import { siteConfig } from "@/lib/site-config";

/** The main action of /support: opens the support channel (GitHub Discussions) in a new tab. */
export function SupportButton() {
  return (
    <a
      href={siteConfig.supportUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="not-prose mt-4 inline-flex items-center gap-2 rounded-md bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700 dark:bg-white dark:text-slate-900 dark:hover:bg-slate-200"
    >
      Ask a question in GitHub Discussions
    </a>
  );
}
