import type { HTMLAttributes } from "react";
import { useRouter } from "next/router";
import { useConfig } from "nextra-theme-docs";
import { AuthorBadges } from "../authors/author-badges";
import { CopyMarkdownButton } from "../copy-markdown/copy-markdown-button";

/** Sections whose posts show author badges under the title. */
const POST_SECTIONS = ["/blog/", "/changelog/"];

/**
 * The page's H1 with what front matter adds to it: a `label` badge (e.g. "Beta") beside the
 * title, and author badges on blog and changelog posts.
 */
export function PageTitle({
  children,
  ...props
}: HTMLAttributes<HTMLHeadingElement>) {
  const { frontMatter } = useConfig();
  const { asPath } = useRouter();
  const label =
    typeof frontMatter.label === "string" ? frontMatter.label : undefined;
  const authors = Array.isArray(frontMatter.authors)
    ? (frontMatter.authors as string[])
    : [];
  const isPost = POST_SECTIONS.some((prefix) => asPath.startsWith(prefix));

  return (
    <>
      <h1
        className="mt-2 text-4xl font-bold tracking-tight text-slate-900 dark:text-slate-100"
        {...props}
      >
        {children}
        {label ? (
          <span className="ml-3 inline-block translate-y-[-0.4em] rounded-full border border-blue-700/30 bg-blue-50 px-2 py-0.5 align-middle text-xs font-semibold tracking-normal text-blue-800 dark:border-blue-300/30 dark:bg-blue-950 dark:text-blue-200">
            {label}
          </span>
        ) : null}
      </h1>
      {isPost && authors.length > 0 ? <AuthorBadges authors={authors} /> : null}
      <CopyMarkdownButton path={asPath} />
    </>
  );
}
