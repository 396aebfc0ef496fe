import { load } from "cheerio";

/**
 * What the search index leaves out of a page's `<main>`: the docs chrome inside it (breadcrumb,
 * previous/next links, the "last updated" line), controls and icons, and every part a component
 * marks `data-pagefind-ignore` (feedback, Copy as Markdown, the notebook notice, the story CTA).
 */
export const EXCLUDED_SELECTORS = [
  "[data-pagefind-ignore]",
  ".nextra-breadcrumb",
  "nav",
  "button",
  "svg",
  "script",
  "style",
  "noscript",
  "template",
  "[aria-hidden='true']",
  // Code blocks: they made half of the index and matched on `import`, `from` and variable names.
  // Identifiers stay findable through the prose and inline code that name them.
  "pre",
];

/**
 * How much a page's words count in the ranking, by section: the docs answer questions, so posts,
 * changelog entries and company pages about the same words rank below them.
 */
export function sectionWeight(route: string): number {
  return /^\/(blog|changelog|customers|library|guides\/cookbook)(\/|$)/.test(
    route,
  )
    ? 0.5
    : 1;
}

export interface SearchDocumentInput {
  /** The exported page's HTML. */
  html: string;
  /** Title shown in the results (the page's H1 or front matter title). */
  title: string;
  /** Section label shown beside the title. */
  section: string;
  /** `data-pagefind-weight` of the page's words (1 is Pagefind's default). */
  weight?: number;
  /** The page's one-sentence summary (front matter), indexed like a heading. */
  description?: string;
}

/**
 * Weight of the description's words: a heading's (Pagefind weighs `h2` 6 and `h3` 5), since the
 * summary says in a sentence what the page is for, in the words a reader asks with.
 */
export const DESCRIPTION_WEIGHT = 5;

/**
 * Weight of the title's words, Pagefind's highest (its default for `h1` is 7): a page named for
 * what the reader typed is the answer more often than one that mentions it often.
 */
export const TITLE_WEIGHT = 10;

/**
 * Names a reader copies from code into the search box: `snake_case` and dotted names, camelCase
 * and PascalCase with an inner capital, and decorators (`start_as_current_span`, `langfuse.openai`,
 * `LangfuseSpanProcessor`, `@observe`). Code blocks stay out of the index, so these are what is
 * kept of them.
 */
const IDENTIFIER =
  /@?[A-Za-z][A-Za-z0-9]*(?:[_.][A-Za-z0-9]+)+|@[a-z]+|[a-z]+[A-Z][A-Za-z0-9]*|[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*/g;

/** The distinct identifiers of a page's code blocks, in order of first use. */
export function codeIdentifiers(code: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const block of code)
    for (const match of block.matchAll(IDENTIFIER)) seen.add(match[0]);
  return [...seen];
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * A page's `<main>` element as HTML and the page's `lang`, or `null` when it has no `<main>`.
 * Only the `<main>` is parsed for the index: the sidebar around it lists every page of the
 * section, so parsing the whole page made indexing grow with the square of the page count (7.4
 * min for 3,000 pages, measured).
 */
export function pageMain(html: string): { main: string; lang: string } | null {
  const start = html.search(/<main[\s>]/);
  const end = html.lastIndexOf("</main>");
  if (start < 0 || end < start) return null;
  return {
    main: html.slice(start, end + "</main>".length),
    lang: /<html\b[^>]*\blang="([^"]*)"/.exec(html)?.[1] ?? "en",
  };
}

/**
 * The document Pagefind indexes for one page: the page's `<main>` without its chrome, in an
 * `<html>` with the page's own `lang` (so `/jp`, `/kr` and `/cn` go into their language's index),
 * with the title and section as Pagefind metadata. `null` when the page has no `<main>`.
 */
export function searchDocument({
  html,
  title,
  section,
  weight = 1,
  description = "",
}: SearchDocumentInput): string | null {
  const page = pageMain(html);
  if (!page) return null;
  const { lang } = page;
  const $ = load(page.main);
  const main = $("main").first();
  if (main.length === 0) return null;
  // Each identifier once, so a page that shows a function in ten snippets is not ten times as
  // much about it as one that names it in a sentence.
  const identifiers = codeIdentifiers(
    main
      .find("pre")
      .toArray()
      .map((el) => $(el).text()),
  );
  main.find(EXCLUDED_SELECTORS.join(",")).remove();
  main.find("h1").first().attr("data-pagefind-weight", String(TITLE_WEIGHT));
  const code =
    identifiers.length > 0
      ? `<p>${identifiers.map(escapeAttribute).join(" ")}</p>`
      : "";
  // First in the document, so a match on it also gives the page's excerpt a useful opening.
  const summary = description
    ? `<p data-pagefind-weight="${DESCRIPTION_WEIGHT}">${escapeAttribute(description)}</p>`
    : "";
  // Metadata as attributes of <meta> elements: a `data-pagefind-meta="title:..."` value would
  // be cut at the first comma of a title.
  return (
    `<!doctype html><html lang="${escapeAttribute(lang)}"><head>` +
    `<meta data-pagefind-meta="title[content]" content="${escapeAttribute(title)}">` +
    `<meta data-pagefind-meta="section[content]" content="${escapeAttribute(section)}">` +
    `</head><body><main data-pagefind-body>${
      weight === 1
        ? summary + (main.html() ?? "") + code
        : `<div data-pagefind-weight="${weight}">${summary}${main.html() ?? ""}${code}</div>`
    }</main></body></html>`
  );
}

/** The text of a search document, its text nodes joined by spaces (for the respelling list). */
export function documentText(document: string): string {
  const $ = load(document);
  const parts: string[] = [];
  $("main")
    .find("*")
    .contents()
    .each((_, node) => {
      if (node.type === "text") parts.push(node.data);
    });
  return parts.join(" ");
}
