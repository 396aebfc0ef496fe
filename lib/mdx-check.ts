import matter from "gray-matter";
import type { Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { frontMatterSchema } from "./front-matter-schema";
import type { KnownRoutes } from "./known-routes";
import type { MarkdownForms } from "./markdown/markdown-form";
import { mdxResidue, mdxToMarkdownTwin } from "./markdown/mdx-to-markdown";
import { normalisePath } from "./routes";

export interface MdxProblem {
  severity: "error" | "warning";
  message: string;
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

/** Every link target an MDX page names: Markdown links and images, and JSX `href`/`src` strings. */
export function linkTargets(body: string): string[] {
  const tree = parser.parse(body) as Root;
  const found: string[] = [];
  visit(tree, (node) => {
    if (
      (node.type === "link" || node.type === "image") &&
      typeof node.url === "string"
    )
      found.push(node.url);
    if (
      node.type === "mdxJsxFlowElement" ||
      node.type === "mdxJsxTextElement"
    ) {
      for (const attr of node.attributes) {
        if (
          attr.type === "mdxJsxAttribute" &&
          (attr.name === "href" || attr.name === "src") &&
          typeof attr.value === "string"
        )
          found.push(attr.value);
      }
    }
  });
  return found;
}

/** Whether an internal target resolves to a page, a planned route or a public file. */
function resolves(target: string, routes: KnownRoutes): boolean {
  const path = target.split(/[?#]/)[0] ?? "";
  if (path === "") return true; // same-page anchor
  if (routes.publicFiles.has(path)) return true;
  const route = normalisePath(path.replace(/\.md$/, ""));
  return routes.pages.has(route) || routes.planned.has(route);
}

/** Problems a reviewer would catch in one hand-written page's source. */
export function checkPageSource(
  file: string,
  source: string,
  routes: KnownRoutes,
  forms: MarkdownForms,
): MdxProblem[] {
  const problems: MdxProblem[] = [];
  let data: Record<string, unknown>;
  let content: string;
  try {
    ({ data, content } = matter(source));
  } catch (error) {
    // A YAML error (an unquoted `: ` in a description, say) names the line; report it, not a stack.
    const reason =
      error instanceof Error ? error.message.split("\n")[0] : String(error);
    return [
      {
        severity: "error",
        message: `front matter is not valid YAML (quote values that contain ": "): ${reason}`,
      },
    ];
  }
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      problems.push({
        severity: "error",
        message: `front matter \`${issue.path.join(".")}\`: ${issue.message}`,
      });
    return problems;
  }
  const fm = parsed.data;
  if (!fm.title)
    problems.push({
      severity: "error",
      message: "front matter needs a `title`",
    });
  if (!fm.description)
    problems.push({
      severity: "error",
      message: "front matter needs a one-sentence `description`",
    });
  else if (fm.description.length > 220)
    problems.push({
      severity: "warning",
      message: `description is ${fm.description.length} characters; keep it to one sentence under 220`,
    });
  let targets: string[] = [];
  try {
    targets = linkTargets(content);
  } catch {
    // The compile step reports syntax errors with positions.
  }
  for (const target of targets) {
    if (/^(https?:|mailto:|tel:|#)/i.test(target) || target.startsWith("//"))
      continue;
    if (!target.startsWith("/")) {
      problems.push({
        severity: "error",
        message: `link "${target}" is relative; write site paths from the root (/docs/...)`,
      });
      continue;
    }
    if (!resolves(target, routes))
      problems.push({
        severity: "error",
        message: `link "${target}" names no page, planned route or public file`,
      });
  }
  const warnings: string[] = [];
  try {
    const twin = mdxToMarkdownTwin(
      {
        body: content,
        title: fm.title ?? file,
        description: fm.description,
        canonicalUrl: "https://example.com/",
      },
      forms,
      undefined,
      (m) => warnings.push(m),
    );
    for (const line of mdxResidue(twin))
      warnings.push(`MDX left in the .md twin: ${line.trim()}`);
  } catch {
    // Reported by the compile step.
  }
  for (const w of warnings) problems.push({ severity: "error", message: w });
  return problems;
}
