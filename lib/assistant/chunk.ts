import GithubSlugger from "github-slugger";

/** One retrievable part of a page: its introduction, or an H2/H3 section with what follows it. */
export interface TwinSection {
  /** Route of the page, e.g. `/docs/scores/model-based-evals`. */
  route: string;
  /** The page's title (the twin's `# ` line). */
  pageTitle: string;
  /** The page's one-sentence description (the twin's `> ` line), or `""`. */
  description: string;
  /** Heading of the section; the page title for the introduction. */
  heading: string;
  /**
   * The heading's HTML id on the page (Nextra slugs headings with github-slugger, counting every
   * heading from H2 down in page order); `""` for the introduction.
   */
  anchor: string;
  /** 1 for the introduction, 2 or 3 for a section. H4 and deeper stay inside their section. */
  level: 1 | 2 | 3;
  /** For an H3 section, the H2 it belongs to; `""` otherwise. */
  parentHeading: string;
  /** The section's prose as plain text (Markdown syntax removed, code blocks left out). */
  text: string;
  /** The section's code blocks, as plain text. */
  code: string;
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
/** Lines the twin generator adds after the title for machines, not content. */
const TWIN_PREAMBLE = /^(Source|Documentation index for LLMs): https?:\/\//;

/**
 * The text Nextra slugs for a heading: the heading's rendered text, i.e. its Markdown with inline
 * syntax removed (`The \`@observe\` decorator` -> `The @observe decorator`).
 */
export function headingText(markdown: string): string {
  return inlineText(markdown).trim();
}

/**
 * Markdown inline syntax to plain text: links and images to their text, code and emphasis marks
 * removed, backslash escapes resolved (outside code spans, where a backslash is literal).
 */
export function inlineText(markdown: string): string {
  return markdown
    .split(/(`+[^`]*`+)/)
    .map((part, i) =>
      i % 2 === 1 ? part.replace(/^`+ ?| ?`+$/g, "") : plainText(part),
    )
    .join("");
}

function plainText(markdown: string): string {
  // Escaped characters are set aside first, so `\_` is never read as emphasis.
  const escaped: string[] = [];
  const held = markdown.replace(/\\([!-/:-@[-`{-~])/g, (_, c: string) => {
    escaped.push(c);
    return `\u0000${escaped.length - 1}\u0000`;
  });
  return held
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<\/?[A-Za-z][^>]*>/g, "")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(^|[^\w*])[*_]([^*_\s][^*_]*?)[*_](?=[^\w*]|$)/g, "$1$2")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\u0000(\d+)\u0000/g, (_, n: string) => escaped[Number(n)]!);
}

/** A block of Markdown prose as plain text: tables, lists, quotes and callout labels flattened. */
function blockText(lines: readonly string[]): string {
  return lines
    .filter((l) => !/^\s*\|?\s*:?-{3,}/.test(l)) // table delimiter rows
    .map((l) =>
      inlineText(
        l
          .replace(/^\s*>\s?/, "")
          .replace(/^\s*([-*+]|\d+[.)])\s+/, "")
          .replace(/\|/g, " "),
      ),
    )
    .join("\n")
    .replace(/[ \t]+/g, " ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

interface Draft {
  heading: string;
  parentHeading: string;
  anchor: string;
  level: 1 | 2 | 3;
  prose: string[];
  code: string[];
}

/**
 * Splits a page's `.md` twin into its introduction and its H2/H3 sections, each with the anchor
 * the exported HTML gives its heading. Deeper headings stay inside their section (they are too
 * short to stand alone) but still advance the slug counter, as Nextra's do.
 */
export function chunkTwin(route: string, markdown: string): TwinSection[] {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  const slugger = new GithubSlugger();
  let pageTitle = "";
  let description = "";
  const drafts: Draft[] = [];
  let current: Draft = {
    heading: "",
    parentHeading: "",
    anchor: "",
    level: 1,
    prose: [],
    code: [],
  };
  drafts.push(current);
  let fence: string | undefined;
  let sawContent = false;
  let lastH2 = "";

  for (const line of lines) {
    if (fence !== undefined) {
      if (line.trim().startsWith(fence)) fence = undefined;
      else current.code.push(line);
      continue;
    }
    const open = FENCE.exec(line);
    if (open) {
      fence = open[1];
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const depth = heading[1]!.length;
      const text = headingText(heading[2]!);
      if (depth === 1) {
        if (!pageTitle) pageTitle = text;
        else current.prose.push(text);
        continue;
      }
      const anchor = slugger.slug(text);
      if (depth <= 3) {
        if (depth === 2) lastH2 = text;
        current = {
          heading: text,
          parentHeading: depth === 3 ? lastH2 : "",
          anchor,
          level: depth as 2 | 3,
          prose: [],
          code: [],
        };
        drafts.push(current);
      } else {
        current.prose.push(text);
      }
      sawContent = true;
      continue;
    }
    if (!sawContent && current.level === 1) {
      if (TWIN_PREAMBLE.test(line)) continue;
      const quote = /^>\s?(.*)$/.exec(line);
      if (quote && !description && pageTitle) {
        description = inlineText(quote[1]!).trim();
        continue;
      }
      if (line.trim() !== "") sawContent = true;
    }
    current.prose.push(line);
  }

  const title = pageTitle || route;
  return (
    drafts
      .map((d) => ({
        route,
        pageTitle: title,
        description,
        heading: d.level === 1 ? title : d.heading,
        anchor: d.anchor,
        level: d.level,
        parentHeading: d.parentHeading,
        text: blockText(d.prose),
        code: d.code.join("\n").trim(),
      }))
      // A heading directly followed by its first subsection has nothing of its own to retrieve.
      .filter((s) =>
        s.level === 1
          ? s.text !== "" || s.description !== ""
          : s.text !== "" || s.code !== "",
      )
  );
}
