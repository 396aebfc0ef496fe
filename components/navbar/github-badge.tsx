import { formatCompactNumber } from "@/lib/format-number";
import { siteConfig } from "@/lib/site-config";
import { GitHubIcon } from "../icons/brand-icons";

export interface GitHubBadgeProps {
  repository?: string;
  stars?: number;
}

/** Link to the public repository with its star count (fixed at build time, never fetched). */
export function GitHubBadge({
  repository = siteConfig.sourceRepository,
  stars = siteConfig.githubStars,
}: GitHubBadgeProps) {
  const count = formatCompactNumber(stars);
  return (
    <a
      href={repository}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`GitHub repository, ${count} stars`}
      // Below 640 px the badge gives way so the logo and Sign Up fit a 375 px navbar; the
      // repository stays one tap away in the footer.
      className="hidden items-center gap-1.5 rounded-md sm:inline-flex border border-slate-300 px-2 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
    >
      <GitHubIcon width={16} height={16} />
      <span>{count}</span>
    </a>
  );
}
