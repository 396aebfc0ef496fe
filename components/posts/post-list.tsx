import Link from "next/link";
import { formatListingDate, type ListingItem } from "@/lib/listings";
import { AuthorBadges } from "../authors/author-badges";

export interface PostListProps {
  /** Section the list belongs to (its Markdown form reads the same pages). */
  section: string;
  /** Entries, newest first (`.generated/listings/<section>.json`). */
  posts: readonly ListingItem[];
}

/** A section index: each entry's date, linked title, description and authors. */
export function PostList({ posts }: PostListProps) {
  return (
    <ol className="not-prose mt-8 divide-y divide-slate-200 dark:divide-neutral-800">
      {posts.map((post) => (
        <li key={post.route} className="py-6">
          <article>
            {post.date ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                <time dateTime={post.date}>{formatListingDate(post.date)}</time>
              </p>
            ) : null}
            <h2 className="mt-1 text-xl font-semibold tracking-tight text-slate-900 dark:text-slate-100">
              <Link href={post.route} className="hover:underline">
                {post.title}
              </Link>
            </h2>
            {post.description ? (
              <p className="mt-2 text-slate-700 dark:text-slate-300">
                {post.description}
              </p>
            ) : null}
            {post.authors.length > 0 ? (
              <AuthorBadges authors={post.authors} />
            ) : null}
          </article>
        </li>
      ))}
    </ol>
  );
}
