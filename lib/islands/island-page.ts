/**
 * Turns an exported Next page into an island page (issue 20): Next's runtime, the page's own
 * bundle and `__NEXT_DATA__` go; the island runtime comes in. The HTML that Next rendered stays
 * byte for byte, so the page reads exactly as before and every island finds its markup.
 */

/** The island runtime's URL and the chunks it imports statically (preloaded beside it). */
export interface IslandAssets {
  runtime: string;
  preload: readonly string[];
}

const NEXT_SCRIPT = /<script\b[^>]*\bsrc="\/_next\/[^"]*"[^>]*><\/script>/g;
const NEXT_DATA =
  /<script id="__NEXT_DATA__" type="application\/json">[\s\S]*?<\/script>/;
const NEXT_SCRIPT_PRELOAD =
  /<link\b[^>]*\bas="script"[^>]*\bhref="\/_next\/[^"]*"[^>]*\/?>|<link\b[^>]*\bhref="\/_next\/[^"]*"[^>]*\bas="script"[^>]*\/?>/g;

/**
 * Navigation between island pages is a page load: the browser fetches the next page's HTML when a
 * reader points at a link (`moderate`: hover or pointer down) and renders it ahead on pointer down
 * (`conservative`), so the load feels instant. Same-site pages only; not the API, downloads or
 * links that open a new tab.
 */
const SAME_SITE_PAGES = {
  and: [
    { href_matches: "/*" },
    { not: { href_matches: "/api/*" } },
    { not: { href_matches: "/*.md" } },
    { not: { selector_matches: "[download], [target=_blank]" } },
  ],
};
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    { source: "document", where: SAME_SITE_PAGES, eagerness: "moderate" },
  ],
  prerender: [
    { source: "document", where: SAME_SITE_PAGES, eagerness: "conservative" },
  ],
});

export class NotANextPageError extends Error {}

/** What an earlier run added: a page converted again (a second post-build) gets today's runtime. */
const ISLAND_TAGS =
  /<link rel="modulepreload" href="\/_islands\/[^"]*"\/>|<script type="module" src="\/_islands\/[^"]*"><\/script>|<script type="speculationrules">[^<]*<\/script>/g;

export function toIslandPage(html: string, assets: IslandAssets): string {
  const converted = html.replace(ISLAND_TAGS, "");
  if (converted === html && !NEXT_DATA.test(html))
    throw new NotANextPageError(
      "no __NEXT_DATA__ script: not a page that Next exported",
    );
  html = converted;
  const tags = [
    ...assets.preload.map(
      (href) => `<link rel="modulepreload" href="${href}"/>`,
    ),
    `<script type="module" src="${assets.runtime}"></script>`,
    `<script type="speculationrules">${SPECULATION_RULES}</script>`,
  ].join("");
  const stripped = html
    .replace(NEXT_DATA, "")
    .replace(NEXT_SCRIPT, "")
    .replace(NEXT_SCRIPT_PRELOAD, "");
  const head = stripped.indexOf("</head>");
  if (head < 0) throw new NotANextPageError("no </head>");
  return stripped.slice(0, head) + tags + stripped.slice(head);
}
