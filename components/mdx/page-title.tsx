import type { HTMLAttributes } from "react";
import { useRouter } from "next/router";
import dynamic from "next/dynamic";
import { useConfig } from "nextra-theme-docs";
import { formatListingDate } from "@/lib/listings";
import { normalisePath } from "@/lib/routes";
import { sectionFor } from "@/lib/sections";
import { CopyMarkdownButton } from "../copy-markdown/copy-markdown-button";
import { MobileToc } from "../layout/mobile-toc";
import { defineIsland } from "../islands/island";

/** A post's `date` front matter: YAML gives a Date for an unquoted date, a string for a quoted one. */
function isoDateOf(value: unknown): string | undefined {
  if (value instanceof Date && !Number.isNaN(value.getTime()))
    return value.toISOString().slice(0, 10);
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? value
    : undefined;
}

// Its static HTML is the finished button; the code (and React with it, on a docs page whose other
// load islands have not fetched it yet) comes with the first hover, touch or focus, and the click
// that woke it is replayed. Woken when idle it was 2.8 kB of every docs page's first-load script.
const CopyMarkdown = defineIsland(
  "copy-markdown",
  "interaction",
  CopyMarkdownButton,
);

// Only posts show authors: the roster and badges load with them, not with every docs page.
const AuthorBadges = dynamic(() =>
  import("../authors/author-badges").then((m) => m.AuthorBadges),
);

/**
 * The page's H1 with what front matter adds to it: a `label` badge (e.g. "Beta") beside the
 * title, and the date and author badges on blog and changelog posts.
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
  // Posts (blog, changelog entries) show their authors; the section index does not.
  const path = normalisePath(asPath);
  const section = sectionFor(path);
  const isPost = section.posts !== undefined && path !== section.prefix;
  const date = isPost ? isoDateOf(frontMatter.date) : undefined;

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
      {date ? (
        <p className="not-prose mt-3 text-sm text-slate-600 dark:text-slate-400">
          <time dateTime={date}>{formatListingDate(date)}</time>
        </p>
      ) : null}
      {isPost && authors.length > 0 ? <AuthorBadges authors={authors} /> : null}
      {section.copyMarkdown ? <CopyMarkdown path={path} /> : null}
      <MobileToc />
    </>
  );
}
