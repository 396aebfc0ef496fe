import { TEAM } from "@/lib/team";
import { GitHubIcon, XIcon } from "../icons/brand-icons";

const ICON_LINK =
  "inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-neutral-800 dark:hover:text-white";

/** The team roster as cards: avatar, name, role and profile links. Data: lib/team.ts. */
export function TeamGrid() {
  return (
    <ul
      aria-label="Team"
      className="not-prose mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      {Object.entries(TEAM).map(([handle, member]) => (
        <li
          key={handle}
          className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900"
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- static export, tiny local SVG */}
          <img
            src={member.image}
            alt=""
            width={48}
            height={48}
            className="h-12 w-12 shrink-0 rounded-full"
          />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-slate-900 dark:text-slate-100">
              {member.name}
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {member.title}
            </p>
          </div>
          <div className="flex gap-1">
            {member.github ? (
              <a
                href={`https://github.com/${member.github}`}
                aria-label={`${member.name} on GitHub`}
                className={ICON_LINK}
              >
                <GitHubIcon width={18} height={18} />
              </a>
            ) : null}
            {member.twitter ? (
              <a
                href={`https://x.com/${member.twitter}`}
                aria-label={`${member.name} on X`}
                className={ICON_LINK}
              >
                <XIcon width={16} height={16} />
              </a>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
