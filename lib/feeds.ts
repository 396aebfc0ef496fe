import { Feed } from "feed";
import { findAuthor } from "./authors";
import type { SitePage } from "./site-pages";
import type { SiteConfig } from "./site-config";

export interface FeedOptions {
  /** Section path, e.g. `/blog` or `/changelog`. */
  section: string;
  title: string;
  description: string;
}

/** RSS 2.0 of a section's posts, newest first (posts need a `date` in front matter). */
export function buildRssFeed(
  pages: readonly SitePage[],
  options: FeedOptions,
  config: SiteConfig,
  updated?: Date,
): string {
  const posts = pages
    .filter(
      (p) => p.route.startsWith(`${options.section}/`) && p.date && !p.noindex,
    )
    .sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""));
  const link = `${config.siteUrl}${options.section}`;
  const feed = new Feed({
    id: link,
    title: options.title,
    description: options.description,
    link,
    language: config.locales[0] ?? "en",
    copyright: `${config.company}`,
    updated:
      updated ?? (posts[0]?.date ? new Date(posts[0].date) : new Date(0)),
    feedLinks: { rss: `${link}/rss.xml` },
  });
  for (const post of posts) {
    feed.addItem({
      id: post.canonicalUrl,
      title: post.title,
      link: post.canonicalUrl,
      description: post.description,
      date: new Date(post.date!),
      author: post.authors.map((a) => ({
        name: findAuthor(a)?.member.name ?? a,
      })),
    });
  }
  return feed.rss2();
}
