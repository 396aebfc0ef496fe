import { readFile, realpath } from "node:fs/promises";
import { join, resolve, sep } from "node:path";
import { search, type RetrievalIndex } from "../../lib/assistant/retrieval";
import { normalisePath, routeOfTwinPath, twinPathFor } from "../../lib/routes";

/** Limits of the docs MCP tools (the route enforces the body size). */
export const MCP_LIMITS = {
  maxQueryChars: 500,
  maxLimit: 20,
  defaultLimit: 5,
  maxPathChars: 500,
  maxBodyBytes: 64 * 1024,
  /** Longest a tool call may run before the request answers with an error. */
  timeoutMs: 10_000,
} as const;

/** A tool's answer, or an error the agent can act on (MCP `isError` results). */
export type ToolText = { ok: true; text: string } | { ok: false; text: string };

/** `searchDocs`: the best sections as a Markdown list with absolute links and short extracts. */
export function searchDocsMarkdown(
  index: RetrievalIndex,
  query: string,
  limit: number = MCP_LIMITS.defaultLimit,
): string {
  const hits = search(index, query, limit);
  if (hits.length === 0)
    return `No section of the docs matches "${query}". Try other words, or call getOverview for the list of pages.`;
  return [
    `Top ${hits.length} section${hits.length === 1 ? "" : "s"} for "${query}":`,
    "",
    ...hits.map((h, i) => {
      const title =
        h.heading && h.heading !== h.pageTitle
          ? `${h.pageTitle} › ${h.heading}`
          : h.pageTitle;
      return `${i + 1}. [${title}](${h.url})\n   ${h.extract.replace(/\s+/g, " ").trim()}`;
    }),
    "",
    "Call getPage with a URL above to read the whole page as Markdown.",
  ].join("\n");
}

/**
 * The route a `getPage` argument names: a site path (`/docs/tracing`, `docs/tracing.md`) or a full
 * URL on the site. `null` for anything else (another host, `..`, a non-page).
 */
export function routeOfPageArgument(
  input: string,
  siteUrl: string,
): string | null {
  const raw = input.trim();
  if (raw === "" || raw.includes("\0")) return null;
  let path = raw;
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw)) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return null;
    }
    if (url.origin !== new URL(siteUrl).origin) return null;
    path = url.pathname;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  // Never a path outside the site: `..` in any form is refused, not resolved.
  if (decoded.split(/[\\/]/).some((segment) => segment === "..")) return null;
  return routeOfTwinPath(normalisePath(decoded.replace(/\\/g, "/")));
}

/** Edit distance, for naming the closest pages to a path that does not exist. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(
        row[j]! + 1,
        row[j - 1]! + 1,
        prev + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      prev = tmp;
    }
  }
  return row[b.length]!;
}

/** The `count` known routes closest to `route` (last segment first, then the whole path). */
export function closestRoutes(
  route: string,
  routes: readonly string[],
  count = 3,
): string[] {
  const last = (r: string) => r.split("/").pop() ?? r;
  return [...routes]
    .map((r) => ({
      r,
      d: distance(last(route), last(r)) * 2 + distance(route, r) / 10,
    }))
    .sort((a, b) => a.d - b.d || a.r.localeCompare(b.r))
    .slice(0, count)
    .map((x) => x.r);
}

/** `getPage`: the `.md` twin of one page, read from the export; an error names close matches. */
export async function getPageMarkdown(
  outDir: string,
  routes: readonly string[],
  input: string,
  siteUrl: string,
): Promise<ToolText> {
  const route = routeOfPageArgument(input, siteUrl);
  const known = new Set(routes);
  if (route === null || !known.has(route)) {
    const guess =
      route ?? normalisePath(input.replace(/^[a-z]+:\/\/[^/]+/i, ""));
    const suggestions = closestRoutes(guess, routes).map(
      (r) => `- ${siteUrl}${r === "/" ? "" : r}`,
    );
    return {
      ok: false,
      text: [
        route === null
          ? `"${input}" is not a page of ${siteUrl}: pass a site path such as /docs/tracing or a full URL on the site.`
          : `There is no page at ${route}.`,
        "Closest pages:",
        ...suggestions,
      ].join("\n"),
    };
  }
  const root = await realpath(resolve(outDir));
  const file = await realpath(join(root, twinPathFor(route))).catch(() => null);
  // The twin must be a real file inside the export (no symlink out of it).
  if (!file || !file.startsWith(`${root}${sep}`))
    return { ok: false, text: `The Markdown version of ${route} is missing.` };
  return { ok: true, text: await readFile(file, "utf8") };
}
