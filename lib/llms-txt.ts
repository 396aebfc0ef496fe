import { LLMS_GROUPS, sectionFor } from "./sections";
import type { SitePage } from "./site-pages";
import type { SiteConfig } from "./site-config";

/** The `llms.txt` group of a route: its section's group, else Optional. */
export function llmsGroupOf(route: string): string {
  return sectionFor(route).llmsGroup ?? "Optional";
}

/** Pages worth listing for machines: indexable, canonical (no duplicate routes). */
export function listedPages(pages: readonly SitePage[]): SitePage[] {
  return pages.filter((p) => !p.noindex && !p.isDuplicate);
}

function entry(page: SitePage, config: SiteConfig): string {
  const notes = page.description.replace(/\s+/g, " ").trim();
  return `- [${page.title.replace(/[[\]]/g, "")}](${config.siteUrl}${page.twinPath})${notes ? `: ${notes}` : ""}`;
}

/**
 * `/llms.txt` per the llms.txt proposal: H1 name, blockquote summary, a paragraph, then H2
 * sections of `[title](url): notes` links to the Markdown twins; secondary pages under Optional.
 */
export function buildLlmsTxt(
  pages: readonly SitePage[],
  config: SiteConfig,
  order: (a: SitePage, b: SitePage) => number,
): string {
  const listed = listedPages(pages).sort(order);
  const lines = [
    `# ${config.brand}`,
    "",
    `> ${config.tagline}`,
    "",
    `Every page below links to its Markdown version. Append \`.md\` to any page URL of ${config.siteUrl} (or send \`Accept: text/markdown\`) to get the Markdown of that page; ${config.siteUrl}/llms-full.txt holds all documentation pages in one file.`,
  ];
  for (const title of LLMS_GROUPS) {
    const inSection = listed.filter((p) => llmsGroupOf(p.route) === title);
    if (inSection.length === 0) continue;
    lines.push(
      "",
      `## ${title}`,
      "",
      ...inSection.map((p) => entry(p, config)),
    );
  }
  return `${lines.join("\n")}\n`;
}

export interface LlmsTxtProblem {
  line: number;
  message: string;
}

/** Checks a file against the llms.txt structure: H1, optional blockquote and prose, H2 link lists. */
export function validateLlmsTxt(text: string): LlmsTxtProblem[] {
  const problems: LlmsTxtProblem[] = [];
  const lines = text.split("\n");
  if (!/^# \S/.test(lines[0] ?? ""))
    problems.push({
      line: 1,
      message: "must start with an H1 naming the project",
    });
  let inSections = false;
  let linksInSection = 0;
  let section = "";
  const closeSection = (line: number) => {
    if (inSections && linksInSection === 0)
      problems.push({ line, message: `section "${section}" has no links` });
  };
  lines.forEach((raw, i) => {
    const n = i + 1;
    if (i === 0 || raw.trim() === "") return;
    if (/^# /.test(raw))
      problems.push({ line: n, message: "only one H1 is allowed" });
    else if (/^## \S/.test(raw)) {
      closeSection(n);
      inSections = true;
      section = raw.slice(3);
      linksInSection = 0;
    } else if (/^#{3,} /.test(raw))
      problems.push({ line: n, message: "only H2 headings delimit sections" });
    else if (inSections) {
      if (/^- \[[^\]]+\]\((https?:\/\/[^)\s]+)\)(: .+)?$/.test(raw))
        linksInSection += 1;
      else
        problems.push({
          line: n,
          message:
            "section content must be `- [name](url)` or `- [name](url): notes`",
        });
    }
  });
  closeSection(lines.length);
  if (!inSections)
    problems.push({ line: lines.length, message: "no H2 sections with links" });
  return problems;
}

/** `/llms-full.txt`: every docs-section twin, in sidebar order, each introduced by its URL. */
export function buildLlmsFullTxt(
  twins: ReadonlyArray<{ url: string; markdown: string }>,
  config: SiteConfig,
): string {
  const parts = twins.map(
    ({ url, markdown }) => `<!-- ${url} -->\n\n${markdown.trim()}\n`,
  );
  return `# ${config.brand} documentation (full text)\n\n> ${config.tagline}\n\n${parts.join("\n---\n\n")}`;
}
