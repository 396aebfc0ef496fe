import { readFileSync } from "node:fs";
import { relative, sep } from "node:path";
import * as cheerio from "cheerio";
import {
  islandLoaderAssets,
  ISLAND_LOADER_SELECTOR,
} from "./islands/island-page";
import { listFiles } from "./list-files";
import { htmlFileToRoute, normalisePath } from "./routes";

/** One internal link that does not resolve. */
export interface BrokenLink {
  /** Site path of the page holding the link. */
  page: string;
  /** The attribute value as written. */
  href: string;
  reason: "missing-page" | "missing-fragment";
}

export interface LinkReport {
  pagesChecked: number;
  internalLinks: number;
  broken: BrokenLink[];
  /** Planned routes that are linked but not written yet, with how many links point at each. */
  pending: Map<string, number>;
  /** Planned routes that now exist: the planned list must shrink as content lands. */
  plannedButExisting: string[];
  /** External URLs found (collected, never fetched). */
  external: Set<string>;
}

/**
 * Checks every internal `href`/`src` of every HTML file in `outDir`: the target must be an
 * exported file or page, and a `#fragment` must name an element id on the target page.
 * Links to routes in `planned` are reported as pending rather than broken.
 */
export function checkLinks(
  outDir: string,
  planned: readonly string[],
  siteOrigin = "https://langfuse.com",
): LinkReport {
  const files = listFiles(outDir);
  const fileSet = new Set(
    files.map((f) => `/${relative(outDir, f).split(sep).join("/")}`),
  );
  const htmlFiles = files.filter((f) => f.endsWith(".html"));

  const idsByRoute = new Map<string, Set<string>>();
  const linksByRoute = new Map<string, string[]>();
  for (const file of htmlFiles) {
    const route = htmlFileToRoute(relative(outDir, file).split(sep).join("/"));
    const $ = cheerio.load(readFileSync(file, "utf8"));
    const ids = new Set<string>();
    $("[id]").each((_, el) => {
      const id = $(el).attr("id");
      if (id) ids.add(id);
    });
    $("a[name]").each((_, el) => {
      const name = $(el).attr("name");
      if (name) ids.add(name);
    });
    idsByRoute.set(route, ids);
    const links: string[] = [];
    $("a[href], link[href]").each((_, el) => {
      const rel = $(el).attr("rel") ?? "";
      // Canonical and alternate links name the public URL, which is checked as a page below.
      if (el.tagName === "link" && /preconnect|dns-prefetch/.test(rel)) return;
      links.push($(el).attr("href") ?? "");
    });
    $(
      "img[src], script[src], source[src], video[src], video[poster], iframe[src]",
    ).each((_, el) => {
      const value = $(el).attr("src") ?? $(el).attr("poster");
      if (value) links.push(value);
    });
    // The island loader's runtime and chunks (lib/islands/island-page.ts).
    $(ISLAND_LOADER_SELECTOR).each((_, el) => {
      const { runtime, preload } = islandLoaderAssets((name) =>
        $(el).attr(name),
      );
      links.push(runtime, ...preload);
    });
    $("img[srcset], source[srcset]").each((_, el) => {
      for (const part of ($(el).attr("srcset") ?? "").split(",")) {
        const url = part.trim().split(/\s+/)[0];
        if (url) links.push(url);
      }
    });
    linksByRoute.set(route, links);
  }

  const plannedSet = new Set(planned.map(normalisePath));
  const report: LinkReport = {
    pagesChecked: htmlFiles.length,
    internalLinks: 0,
    broken: [],
    pending: new Map(),
    plannedButExisting: [...plannedSet].filter((r) => idsByRoute.has(r)).sort(),
    external: new Set(),
  };

  for (const [page, links] of linksByRoute) {
    for (const href of links) {
      if (href === "" || /^(mailto:|tel:|javascript:|data:)/i.test(href))
        continue;
      let url: URL;
      try {
        url = new URL(href, `${siteOrigin}${page === "/" ? "/" : `${page}`}`);
      } catch {
        report.broken.push({ page, href, reason: "missing-page" });
        continue;
      }
      if (url.origin !== siteOrigin) {
        report.external.add(url.href);
        continue;
      }
      report.internalLinks += 1;
      let pathname: string;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        report.broken.push({ page, href, reason: "missing-page" });
        continue;
      }
      const route = normalisePath(pathname);
      const isFile = fileSet.has(pathname) && !pathname.endsWith("/");
      const isPage = idsByRoute.has(route);
      if (!isFile && !isPage) {
        if (plannedSet.has(route))
          report.pending.set(route, (report.pending.get(route) ?? 0) + 1);
        else report.broken.push({ page, href, reason: "missing-page" });
        continue;
      }
      const fragment = url.hash.slice(1);
      if (fragment && isPage) {
        const id = decodeURIComponent(fragment);
        if (!idsByRoute.get(route)?.has(id))
          report.broken.push({ page, href, reason: "missing-fragment" });
      }
    }
  }
  return report;
}

/** A human summary of a report; the CLI prints it and fails when anything is broken. */
export function formatLinkReport(report: LinkReport): string {
  const lines = [
    `Checked ${report.pagesChecked} pages, ${report.internalLinks} internal links, collected ${report.external.size} external URLs (not fetched).`,
    `Pending (planned, not written yet): ${report.pending.size} routes, ${[...report.pending.values()].reduce((a, b) => a + b, 0)} links.`,
  ];
  for (const b of report.broken)
    lines.push(`BROKEN ${b.reason}: ${b.page} -> ${b.href}`);
  for (const r of report.plannedButExisting)
    lines.push(
      `PLANNED ROUTE EXISTS (remove it from data/planned-routes.json): ${r}`,
    );
  lines.push(
    report.broken.length === 0 && report.plannedButExisting.length === 0
      ? "Link check passed."
      : `Link check failed: ${report.broken.length} broken, ${report.plannedButExisting.length} stale planned routes.`,
  );
  return lines.join("\n");
}
