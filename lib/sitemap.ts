import { execFileSync } from "node:child_process";

export interface SitemapEntry {
  url: string;
  /** ISO date of the last change of the page's source, when git knows it. */
  lastmod?: string;
}

const escapeXml = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");

export function buildSitemap(entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map(
      (e) =>
        `  <url>\n    <loc>${escapeXml(e.url)}</loc>${e.lastmod ? `\n    <lastmod>${e.lastmod}</lastmod>` : ""}\n  </url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function buildRobotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/**
 * Last commit date (YYYY-MM-DD) of each file, from one `git log` pass. Files git does not know
 * (new, or beyond a shallow clone's depth) are simply absent: their sitemap entry has no lastmod.
 */
export function gitLastModified(root: string): Map<string, string> {
  const dates = new Map<string, string>();
  let out = "";
  try {
    out = execFileSync(
      "git",
      ["log", "--format=%x00%cs", "--name-only", "--no-renames"],
      {
        cwd: root,
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
        // Outside a checkout (bench scratch copies) git's "fatal: not a git repository" is expected.
        stdio: ["ignore", "pipe", "ignore"],
      },
    );
  } catch {
    return dates; // not a git checkout
  }
  let current = "";
  for (const line of out.split("\n")) {
    if (line.startsWith("\u0000")) current = line.slice(1);
    else if (line && current && !dates.has(line)) dates.set(line, current);
  }
  return dates;
}
