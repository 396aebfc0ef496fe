import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { gitLastChange } from "./build/git-last-change";
import { buildRssFeed } from "./feeds";
import {
  buildLlmsFullTxt,
  buildLlmsTxt,
  listedPages,
  llmsGroupOf,
} from "./llms-txt";
import type { MarkdownForms } from "./markdown/markdown-form";
import { mdxToMarkdownTwin } from "./markdown/mdx-to-markdown";
import { sharedTwinKey, TwinCache, twinKey } from "./markdown/twin-cache";
import { showsSdkVersionNotice } from "./sdk-version-notice";
import { feedPathOf, SECTIONS, sectionFor } from "./sections";
import { sidebarComparator } from "./sidebar-order";
import { siteConfig, type SiteConfig } from "./site-config";
import { sitePages, type SitePage } from "./site-pages";
import { buildRobotsTxt, buildSitemap } from "./sitemap";
import { verifiedSentence } from "./verified";

export interface MachineFilesStats {
  twins: number;
  /** Twins taken unchanged from the previous build's cache. */
  twinsReused: number;
  llmsEntries: number;
  sitemapUrls: number;
  warnings: string[];
}

/** The `.md` twin of a page. */
export function twinOf(
  page: SitePage,
  pages: readonly SitePage[],
  forms: MarkdownForms,
  config: SiteConfig,
  warn: (m: string) => void,
): string {
  // The layout ends every customer story with its call to action (components/layout/page-main),
  // so the twin ends with it too.
  const section = sectionFor(page.route);
  const endsWithCta =
    section.storyCta === true && page.route !== section.prefix;
  // The page ends with what it was checked against (components/layout/verified-note), so does the twin.
  const checked = page.verified
    ? `\n\n${verifiedSentence(page.verified)}\n`
    : "";
  return mdxToMarkdownTwin(
    {
      body: `${page.body}${checked}${endsWithCta ? "\n\n<CustomerStoryCta />\n" : ""}`,
      title: page.title,
      description: page.description,
      canonicalUrl: page.canonicalUrl,
      pages,
      sdkVersionNotice: showsSdkVersionNotice(page.route),
    },
    forms,
    config,
    (m) => warn(`${page.sourceFile}: ${m}`),
  );
}

/**
 * Writes everything machines read into the export: a `.md` twin per page, `llms.txt`,
 * `llms-full.txt`, `sitemap.xml`, `robots.txt` and the blog and changelog RSS feeds.
 */
export async function writeMachineFiles(
  root: string,
  outDir: string,
  forms: MarkdownForms,
  config: SiteConfig = siteConfig,
  /** Keeps each twin between builds (lib/markdown/twin-cache.ts); none makes every twin anew. */
  twinCacheFile?: string,
): Promise<MachineFilesStats> {
  const pages = sitePages(root, config);
  const warnings: string[] = [];
  const write = (sitePath: string, content: string) => {
    const file = join(outDir, sitePath);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  const compare = await sidebarComparator(
    root,
    pages.map((p) => p.route),
  );
  const order = (a: SitePage, b: SitePage) => compare(a.route, b.route);

  const twins = new Map<string, string>();
  const cache = twinCacheFile ? new TwinCache(twinCacheFile) : undefined;
  const shared = cache ? sharedTwinKey(root, pages, config) : "";
  for (const page of pages) {
    const make = (warn: (m: string) => void) =>
      twinOf(page, pages, forms, config, warn);
    const makeStored = () => {
      const pageWarnings: string[] = [];
      return {
        markdown: make((m) => pageWarnings.push(m)),
        warnings: pageWarnings,
      };
    };
    const { markdown, warnings: pageWarnings } = cache
      ? cache.get(page.route, twinKey(shared, page), makeStored)
      : makeStored();
    warnings.push(...pageWarnings);
    twins.set(page.route, markdown);
    write(page.twinPath, markdown);
  }
  cache?.save();

  write("/llms.txt", buildLlmsTxt(pages, config, order));
  const docs = listedPages(pages)
    .filter((p) => llmsGroupOf(p.route) === "Docs")
    .sort(order)
    .map((p) => ({
      url: `${config.siteUrl}${p.twinPath}`,
      markdown: twins.get(p.route)!,
    }));
  write("/llms-full.txt", buildLlmsFullTxt(docs, config));

  const dates = gitLastChange(root, "%cs");
  const indexable = listedPages(pages).sort(order);
  write(
    "/sitemap.xml",
    buildSitemap(
      indexable.map((p) => ({
        url: p.canonicalUrl,
        lastmod: dates.get(p.sourceFile),
      })),
    ),
  );
  write("/robots.txt", buildRobotsTxt(config.siteUrl));
  for (const section of SECTIONS) {
    const feedPath = feedPathOf(section);
    if (!section.posts || !feedPath) continue;
    write(
      feedPath,
      buildRssFeed(
        pages,
        {
          section: section.prefix,
          title: `${config.brand} ${section.posts.feedTitle}`,
          description: section.posts.feedDescription.replace(
            "{brand}",
            config.brand,
          ),
        },
        config,
      ),
    );
  }
  return {
    twins: twins.size,
    twinsReused: cache?.hits ?? 0,
    llmsEntries: listedPages(pages).length,
    sitemapUrls: indexable.length,
    warnings,
  };
}
