/**
 * The one module that turns paths into routes and routes into files: a page's source file, its
 * route, its exported HTML file and its Markdown twin. Everything that needs one of these forms
 * (content index, contributors, link checker, twins, server, Copy as Markdown) asks here.
 */

const PAGE_SOURCE = /\.(mdx|md)$/;

/**
 * The one form of a site path the rules compare: no query or hash, no trailing slash, a leading
 * slash, and `/` for the root. `/docs/x/?a#b` -> `/docs/x`.
 */
export function normalisePath(path: string): string {
  const trimmed = (path.split(/[?#]/)[0] ?? "").replace(/\/+$/, "");
  if (trimmed === "") return "/";
  return trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}

/** Whether `path` is `prefix` itself or lies below it (`/docs` covers `/docs/x`, not `/docsx`). */
export function isUnder(path: string, prefix: string): boolean {
  if (prefix === "/") return true;
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Drops a trailing `/index` segment: `/docs/index` -> `/docs`, `/index` -> `/`. */
function withoutIndex(path: string): string {
  if (path === "/index") return "/";
  return path.endsWith("/index") ? path.slice(0, -"/index".length) : path;
}

/** Whether a repository file is a page source Nextra routes (`.mdx`/`.md` under `pages/`). */
export function isPageSource(file: string): boolean {
  return file.startsWith("pages/") && PAGE_SOURCE.test(file);
}

/** Route of a page source file: `pages/docs/index.mdx` -> `/docs`, `pages/index.mdx` -> `/`. */
export function pageFileToRoute(file: string): string {
  const withoutExt = file.replace(/^pages\//, "").replace(PAGE_SOURCE, "");
  return withoutIndex(`/${withoutExt}`);
}

/** Route of an exported HTML file (relative to the export): `docs/x.html` -> `/docs/x`. */
export function htmlFileToRoute(relPath: string): string {
  return withoutIndex(`/${relPath.replace(/\\/g, "/").replace(/\.html$/, "")}`);
}

/** Site path of a page's Markdown twin: `/docs/tracing` -> `/docs/tracing.md`, `/` -> `/index.md`. */
export function twinPathFor(path: string): string {
  const p = normalisePath(path);
  return p === "/" ? "/index.md" : `${p}.md`;
}

/** The route a twin path belongs to: `/docs/tracing.md` -> `/docs/tracing`, `/index.md` -> `/`. */
export function routeOfTwinPath(twinPath: string): string {
  return withoutIndex(normalisePath(twinPath.replace(/\.md$/, "")));
}

/**
 * The repository file a person edits to change a page: the page file itself, or for a page
 * generated from a notebook the notebook (front matter `generatedFrom`). Generated MDX is
 * ignored by git, so an edit link must never point at it.
 */
export function editableSourceOf(
  pageFile: string,
  generatedFrom: string | undefined,
): string {
  return (generatedFrom ?? pageFile).replace(/^\/+/, "");
}
