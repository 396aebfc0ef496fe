import Link from "next/link";
import ArrowRight from "lucide-react/icons/arrow-right";
import Check from "lucide-react/icons/check";
import Star from "lucide-react/icons/star";
import { HOME_OPEN_SOURCE as S, starCount } from "@/lib/home-content";
import { siteConfig } from "@/lib/site-config";
import { GitHubIcon } from "../icons/brand-icons";
import {
  BODY,
  FOCUS_RING,
  SECTION_INNER,
  SECTION_SPACING,
  TEXT_LINK,
} from "./marketing-styles";
import { SectionHeading } from "./section-heading";

/** Open source: the MIT core, where it runs, and the repository with its (build-time) star count. */
export function OpenSourceSection() {
  const stars = starCount(siteConfig);
  return (
    <section
      aria-labelledby="open-source-heading"
      className={`border-y border-slate-200 bg-slate-50 dark:border-neutral-800 dark:bg-neutral-950 ${SECTION_SPACING}`}
    >
      <div
        className={`${SECTION_INNER} grid items-center gap-10 lg:grid-cols-2`}
      >
        <div>
          <SectionHeading
            id="open-source-heading"
            eyebrow="Open source"
            title={S.heading}
          >
            {S.body}
          </SectionHeading>
          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
            <a
              href={siteConfig.sourceRepository}
              target="_blank"
              rel="noopener noreferrer"
              // Starts with the visible text ("Star on GitHub 15.3K"), so speech input matches it.
              aria-label={`Star on GitHub ${stars} stars`}
              className={`inline-flex items-stretch overflow-hidden rounded-md border border-slate-300 text-sm font-semibold text-slate-900 hover:bg-white dark:border-neutral-600 dark:text-white dark:hover:bg-neutral-800 ${FOCUS_RING}`}
            >
              <span className="flex items-center gap-2 px-3 py-2">
                <GitHubIcon width={16} height={16} />
                Star on GitHub
              </span>{" "}
              <span className="flex items-center gap-1 border-l border-slate-300 bg-white px-3 py-2 tabular-nums dark:border-neutral-600 dark:bg-neutral-900">
                <Star aria-hidden="true" className="size-4" />
                {stars}
              </span>
            </a>
            <Link href={S.more.href} prefetch={false} className={TEXT_LINK}>
              {S.more.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </div>
        <ul className="grid gap-3">
          {S.points.map((point) => (
            <li
              key={point}
              className={`flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900 ${BODY}`}
            >
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-300"
              >
                <Check className="size-4" />
              </span>
              <span className="font-medium text-slate-800 dark:text-slate-100">
                {point}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
