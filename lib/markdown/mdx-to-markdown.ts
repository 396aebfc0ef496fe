import type { Heading, Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import remarkStringify from "remark-stringify";
import { unified } from "unified";
import { insertSdkVersionNotice } from "../mdx/remark-sdk-version-notice";
import { siteConfig, type SiteConfig } from "../site-config";
import { jsxAttributes } from "./jsx-values";
import type { ListingSource } from "../listings";
import type { MarkdownForms, MdNode as Node } from "./markdown-form";

export interface MarkdownTwinInput {
  /** MDX body without front matter. */
  body: string;
  title: string;
  description?: string;
  /** Absolute canonical URL of the page. */
  canonicalUrl: string;
  /** Every page of the site, for components that list pages; none by default. */
  pages?: readonly ListingSource[];
  /**
   * Whether the page shows the SDK version notice when its code uses an SDK
   * (lib/sdk-version-notice.ts): the twin then carries it too, in the same place.
   */
  sdkVersionNotice?: boolean;
}

function absolute(url: string, config: SiteConfig): string {
  if (url.startsWith("//")) return `https:${url}`;
  if (url.startsWith("/")) return `${config.siteUrl}${url}`;
  return url;
}

/** HTML containers whose Markdown is their content. */
const PASS_THROUGH = new Set(["div", "span", "section"]);

/** The Markdown that stands for one MDX element: its component's form, else its children. */
interface TwinContext {
  forms: MarkdownForms;
  config: SiteConfig;
  pages: readonly ListingSource[];
  warn: (m: string) => void;
}

function componentToMarkdown(node: Node, ctx: TwinContext): Node[] {
  const { forms, config, warn } = ctx;
  const name = node.name ?? "";
  const children = (node.children ?? []) as Node[];
  const form = forms[name];
  if (form)
    return form({
      attrs: jsxAttributes(node.attributes ?? []),
      children,
      config,
      absolute: (url) => absolute(url, config),
      pages: ctx.pages,
      warn: (message) => warn(`<${name}>: ${message}`),
    });
  if (/^[A-Z]/.test(name) && !PASS_THROUGH.has(name))
    warn(`component <${name}> has no Markdown form; its children are kept`);
  return children;
}

const INLINE_MAP: Record<
  string,
  "strong" | "emphasis" | "inlineCode" | "delete" | "break"
> = {
  b: "strong",
  strong: "strong",
  i: "emphasis",
  em: "emphasis",
  code: "inlineCode",
  s: "delete",
  br: "break",
};

function transform(nodes: Node[], ctx: TwinContext): Node[] {
  const { config } = ctx;
  const out: Node[] = [];
  for (let node of nodes) {
    // `<Callout>Short text</Callout>` on one line parses as a paragraph holding an inline element;
    // treat it as the block component it is.
    const only =
      node.type === "paragraph" && node.children?.length === 1
        ? node.children[0]
        : undefined;
    if (only?.type === "mdxJsxTextElement" && /^[A-Z]/.test(only.name ?? "")) {
      node = {
        ...only,
        type: "mdxJsxFlowElement",
        children: [{ type: "paragraph", children: only.children ?? [] }],
      } as unknown as Node;
    }
    if (
      node.type === "mdxjsEsm" ||
      node.type === "mdxFlowExpression" ||
      node.type === "mdxTextExpression"
    )
      continue;
    if (node.type === "mdxJsxFlowElement") {
      out.push(...transform(componentToMarkdown(node, ctx), ctx));
      continue;
    }
    if (node.type === "mdxJsxTextElement" && ctx.forms[node.name ?? ""]) {
      // A component inside a sentence (`<Fact id="..." />`): its form's inline content, with a
      // paragraph unwrapped so the sentence stays one paragraph.
      for (const part of transform(componentToMarkdown(node, ctx), ctx))
        out.push(
          ...(part.type === "paragraph" ? (part.children ?? []) : [part]),
        );
      continue;
    }
    if (node.type === "mdxJsxTextElement") {
      const kind = INLINE_MAP[node.name ?? ""];
      const kids = transform((node.children ?? []) as Node[], ctx);
      if (kind === "break") out.push({ type: "break" } as Node);
      else if (kind === "inlineCode")
        out.push({
          type: "inlineCode",
          value: kids.map((k) => k.value ?? "").join(""),
        } as Node);
      else if (kind)
        out.push({ type: kind, children: kids } as unknown as Node);
      else out.push(...kids);
      continue;
    }
    if (
      (node.type === "link" ||
        node.type === "image" ||
        node.type === "definition") &&
      node.url
    )
      node.url = absolute(node.url, config);
    if (node.children) node.children = transform(node.children, ctx);
    out.push(node);
  }
  return out;
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);
const printer = unified().use(remarkGfm).use(remarkStringify, {
  bullet: "-",
  fences: true,
  rule: "-",
  emphasis: "_",
});

/**
 * The `.md` twin of a page: a header with title, description, canonical URL and a pointer to
 * llms.txt, then the content with every MDX component replaced by its Markdown form (`forms`,
 * composed in components/mdx/markdown-forms.ts).
 */
export function mdxToMarkdownTwin(
  input: MarkdownTwinInput,
  forms: MarkdownForms,
  config: SiteConfig = siteConfig,
  warn: (m: string) => void = () => {},
): string {
  const tree = parser.parse(input.body) as Root;
  // The compiler inserts the notice (lib/mdx/remark-sdk-version-notice.ts) after the source is
  // read, so a twin made from the source would lack it: the same function puts it in the tree.
  if (input.sdkVersionNotice) insertSdkVersionNotice(tree);
  let children = transform(tree.children as Node[], {
    forms,
    config,
    pages: input.pages ?? [],
    warn,
  });
  // The twin's own H1 is the title; drop the page's first H1 so it is not repeated.
  const firstH1 = children.findIndex(
    (n) => n.type === "heading" && (n as unknown as Heading).depth === 1,
  );
  if (firstH1 !== -1) children = children.filter((_, i) => i !== firstH1);
  const body = printer.stringify({ type: "root", children } as Root).trim();
  const header = [
    `# ${input.title}`,
    "",
    ...(input.description
      ? [`> ${input.description.replace(/\s+/g, " ")}`, ""]
      : []),
    `Source: ${input.canonicalUrl}`,
    `Documentation index for LLMs: ${config.siteUrl}/llms.txt`,
    "",
  ].join("\n");
  return `${header}\n${body}\n`;
}

/** Lines of Markdown prose with fenced and inline code removed (what the residue check reads). */
export function proseOnly(markdown: string): string {
  return markdown
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, "")
    .replace(/`[^`\n]*`/g, "");
}

/**
 * An ESM statement as MDX has it, not a prose line that happens to start with the word: a wrapped
 * sentence may begin "export can be read." or "import the module ...".
 */
const ESM_LINE =
  /^\s*(import\s+(["'{*]|[\w$]+\s*(,|from\b))|export\s+(\{|\*|default\b|const\b|let\b|var\b|function\b|async\s+function\b|class\b))/;

/** MDX that leaked into a twin: ESM lines, component tags, JSX expressions or MDX comments. */
export function mdxResidue(markdown: string): string[] {
  const prose = proseOnly(markdown);
  const found: string[] = [];
  for (const line of prose.split("\n")) {
    if (ESM_LINE.test(line)) found.push(line);
    else if (/<[A-Z][\w.]*[\s/>]/.test(line)) found.push(line);
    // JSX attribute expressions and MDX comments. Braces in prose ("{like this}") are content:
    // the converter drops every MDX expression node, so a lone `{word}` is text the author wrote.
    else if (/\{\s*\/\*|=\{/.test(line)) found.push(line);
  }
  return found;
}
