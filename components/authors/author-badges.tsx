import { authorLabels, resolveAuthors } from "@/lib/authors";

export interface AuthorBadgesProps {
  authors: readonly string[];
}

/** Avatars and names of a post's authors; with more than two authors only first names show. */
export function AuthorBadges({ authors }: AuthorBadgesProps) {
  const resolved = resolveAuthors(authors);
  if (resolved.length === 0) return null;
  const labels = authorLabels(resolved);
  return (
    <ul aria-label="Authors" className="not-prose mt-4 flex flex-wrap gap-3">
      {resolved.map(({ handle, member }, i) => {
        const label = labels[i];
        const content = (
          <>
            {/* eslint-disable-next-line @next/next/no-img-element -- static export, tiny local SVG */}
            <img
              src={member.image}
              alt=""
              width={24}
              height={24}
              className="rounded-full"
            />
            <span>{label}</span>
          </>
        );
        const className =
          "inline-flex items-center gap-2 rounded-full border border-slate-200 py-0.5 pl-0.5 pr-3 text-sm text-slate-800 dark:border-slate-700 dark:text-slate-200";
        return (
          <li key={handle}>
            {member.twitter ? (
              <a
                href={`https://x.com/${member.twitter}`}
                target="_blank"
                rel="noopener noreferrer"
                className={`${className} hover:bg-slate-100 dark:hover:bg-slate-800`}
              >
                {content}
              </a>
            ) : (
              <span className={className}>{content}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
