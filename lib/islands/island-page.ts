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

/**
 * Starts the island runtime once the page has painted its first text (issue 20). A `<script
 * type="module">` or `modulepreload` in the head is fetched at high priority whatever its
 * `async` or `fetchpriority`, beside the stylesheet, the fonts and the rest of the HTML; and
 * Lighthouse's simulation counts every high-priority script as blocking the first paint (on
 * `/docs/get-started`, nine such requests moved FCP from about 1.06 to 1.46 s). Nothing the
 * runtime does is needed to show the page, so the loader adds the runtime and its static imports
 * once a `first-contentful-paint` entry exists (at once where paint timing is missing; a timer
 * covers a page that is never painted, such as a hidden tab). The URLs sit in data attributes,
 * so the page-weight measurement (lib/page-weight.ts) still counts them as the page's script.
 */
export const RUNTIME_LOADER = [
  "(function(c){var d=c.dataset;function g(){if(g.d)return;g.d=1;",
  '(d.islandPreload||"").split(" ").forEach(function(h){if(!h)return;var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});',
  'var s=document.createElement("script");s.type="module";s.src=d.islandRuntime;document.head.appendChild(s)}',
  'var P=window.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf("paint")==-1)return g();',
  'new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)g()}).observe({type:"paint",buffered:true});',
  "setTimeout(g,3e3)})(document.currentScript)",
].join("");

/**
 * The loader tag's attributes: the runtime's URL and the chunks it preloads, space-separated
 * (RUNTIME_LOADER reads them as `dataset.islandRuntime` and `dataset.islandPreload`).
 */
const RUNTIME_ATTRIBUTE = "data-island-runtime";
const PRELOAD_ATTRIBUTE = "data-island-preload";

/** The loader tag in an island page's HTML. */
export const ISLAND_LOADER_SELECTOR = `script[${RUNTIME_ATTRIBUTE}]`;

/**
 * The assets a loader tag names, read through `attr` (an element's attribute getter, e.g.
 * cheerio's): what the page-weight measurement and the link check count as the page's script.
 */
export function islandLoaderAssets(
  attr: (name: string) => string | undefined,
): IslandAssets {
  return {
    runtime: attr(RUNTIME_ATTRIBUTE) ?? "",
    preload: (attr(PRELOAD_ATTRIBUTE) ?? "").split(" ").filter(Boolean),
  };
}

export class NotANextPageError extends Error {}

/** What an earlier run added: a page converted again (a second post-build) gets today's runtime. */
const ISLAND_TAGS =
  /<link rel="modulepreload" href="\/_islands\/[^"]*"\/>|<script type="module" src="\/_islands\/[^"]*"><\/script>|<script data-island-runtime="[^"]*"[^>]*>[\s\S]*?<\/script>|<script type="speculationrules">[^<]*<\/script>/g;

export function toIslandPage(html: string, assets: IslandAssets): string {
  const converted = html.replace(ISLAND_TAGS, "");
  if (converted === html && !NEXT_DATA.test(html))
    throw new NotANextPageError(
      "no __NEXT_DATA__ script: not a page that Next exported",
    );
  html = converted;
  const preload =
    assets.preload.length > 0
      ? ` ${PRELOAD_ATTRIBUTE}="${assets.preload.join(" ")}"`
      : "";
  const tags = [
    `<script ${RUNTIME_ATTRIBUTE}="${assets.runtime}"${preload}>${RUNTIME_LOADER}</script>`,
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
