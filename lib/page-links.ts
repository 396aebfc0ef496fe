import { normalisePath as cleanPath } from "./site-path";

/** Site path of a page's Markdown twin: `/docs/tracing` -> `/docs/tracing.md`, `/` -> `/index.md`. */
export function twinPathFor(path: string): string {
  const p = cleanPath(path);
  return p === "/" ? "/index.md" : `${p}.md`;
}

/** The RSS feed a page belongs to (blog and changelog), if any. */
export function feedPathFor(path: string): string | undefined {
  const p = cleanPath(path);
  for (const section of ["/blog", "/changelog"]) {
    if (p === section || p.startsWith(`${section}/`))
      return `${section}/rss.xml`;
  }
  return undefined;
}

/** Sections whose pages offer "Copy as Markdown". */
const COPY_SECTIONS = [
  "/docs",
  "/self-hosting",
  "/guides",
  "/faq",
  "/integrations",
];

export function showsCopyMarkdown(path: string): boolean {
  const p = cleanPath(path);
  return COPY_SECTIONS.some((s) => p === s || p.startsWith(`${s}/`));
}
