/**
 * The pages of the bench's Starlight site (bench/starlight): the same text as ours, so that the
 * three sites of the Lighthouse section differ only in what their frameworks ship. The measured
 * page, `/docs/get-started`, is our export's `.md` twin of it; its sidebar siblings are the bare
 * Nextra site's plain-Markdown pages.
 */
export interface StarlightPage {
  /** Path under `src/content/docs/` without extension; `docs/index` is served at `/docs`. */
  slug: string;
  /** Where its Markdown comes from: our export (`out/`) or the bench's bare Nextra pages. */
  from: "export" | "bare";
  /** File under that root. */
  file: string;
}

export const STARLIGHT_PAGES: readonly StarlightPage[] = [
  { slug: "docs/get-started", from: "export", file: "docs/get-started.md" },
  { slug: "docs/index", from: "bare", file: "pages/docs/index.mdx" },
  { slug: "docs/tracing", from: "bare", file: "pages/docs/tracing.mdx" },
  { slug: "docs/prompts", from: "bare", file: "pages/docs/prompts.mdx" },
  { slug: "docs/evaluation", from: "bare", file: "pages/docs/evaluation.mdx" },
];

// What our `.md` twins put under the title for LLM readers; a Starlight page has no use for it.
const TWIN_HEADER_LINE = /^(Source|Documentation index for LLMs): /;

/**
 * Starlight wants the title (and description) in frontmatter and renders the `<h1>` itself: the
 * first `# ` heading becomes `title`, a `> ` summary right under it (our twins have one) becomes
 * `description`, and a twin's source lines go. Throws when the page has no title heading.
 */
export function toStarlightMarkdown(markdown: string): string {
  const lines = markdown.replace(/\r\n/g, "\n").split("\n");
  const titleAt = lines.findIndex((line) => line.startsWith("# "));
  if (titleAt < 0) throw new Error("no `# ` title heading");
  const title = lines[titleAt]!.slice(2).trim();
  let rest = lines.slice(titleAt + 1);
  const summaryAt = rest.findIndex((line) => line.trim() !== "");
  let description: string | null = null;
  if (summaryAt >= 0 && rest[summaryAt]!.startsWith("> ")) {
    description = rest[summaryAt]!.slice(2).trim();
    rest = rest.slice(summaryAt + 1);
  }
  const body = rest
    .filter((line) => !TWIN_HEADER_LINE.test(line))
    .join("\n")
    .replace(/^\n+/, "");
  const frontmatter = [
    "---",
    // JSON strings are valid YAML double-quoted scalars.
    `title: ${JSON.stringify(title)}`,
    ...(description ? [`description: ${JSON.stringify(description)}`] : []),
    "---",
  ];
  return `${frontmatter.join("\n")}\n${body}`;
}
