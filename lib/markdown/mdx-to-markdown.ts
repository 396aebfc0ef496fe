import type {
  Root,
  RootContent,
  PhrasingContent,
  BlockContent,
  Heading,
} from "mdast";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import remarkStringify from "remark-stringify";
import { unified } from "unified";
import {
  LEVEL_LABELS,
  PLANS,
  type Availability,
} from "../../components/availability/availability-constants";
import { hlsUrl } from "../../components/video/video-constants";
import { notebookLinks } from "../cookbook/notebook-links";
import { siteConfig, type SiteConfig } from "../site-config";
import { jsxAttributes, type JsxAttribute } from "./jsx-values";

type Node = RootContent & {
  children?: Node[];
  name?: string | null;
  attributes?: JsxAttribute[];
  url?: string;
  value?: string;
};

export interface MarkdownTwinInput {
  /** MDX body without front matter. */
  body: string;
  title: string;
  description?: string;
  /** Absolute canonical URL of the page. */
  canonicalUrl: string;
}

const text = (value: string): PhrasingContent => ({ type: "text", value });
const strong = (value: string): PhrasingContent => ({
  type: "strong",
  children: [text(value)],
});
const link = (url: string, label: string): PhrasingContent => ({
  type: "link",
  url,
  children: [text(label)],
});
const paragraph = (...children: PhrasingContent[]): BlockContent => ({
  type: "paragraph",
  children,
});

function absolute(url: string, config: SiteConfig): string {
  if (url.startsWith("//")) return `https:${url}`;
  if (url.startsWith("/")) return `${config.siteUrl}${url}`;
  return url;
}

function str(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** The Markdown that stands for one MDX component. Unknown components keep their children. */
function componentToMarkdown(
  node: Node,
  config: SiteConfig,
  warn: (m: string) => void,
): Node[] {
  const name = node.name ?? "";
  const attrs = jsxAttributes(node.attributes ?? []);
  const children = (node.children ?? []) as Node[];
  switch (name) {
    case "LangTabs": {
      const items = Array.isArray(attrs.items)
        ? (attrs.items as unknown[]).map(String)
        : [];
      const tabs = children.filter(
        (c) =>
          c.type === "mdxJsxFlowElement" && /(^|\.)Tab$/.test(c.name ?? ""),
      );
      return tabs.flatMap((tab, i) => [
        paragraph(strong(`${items[i] ?? `Option ${i + 1}`}:`)) as Node,
        ...((tab.children ?? []) as Node[]),
      ]);
    }
    case "Callout": {
      const type = str(attrs.type) || "default";
      const label =
        {
          info: "Info",
          warning: "Warning",
          error: "Important",
          default: "Note",
        }[type] ?? "Note";
      return [
        {
          type: "blockquote",
          children: [paragraph(strong(`${label}:`)), ...children],
        } as unknown as Node,
      ];
    }
    case "AvailabilityBanner": {
      const availability = (attrs.availability ?? {}) as Partial<Availability>;
      const rows = PLANS.map((plan) => {
        const level = LEVEL_LABELS[availability[plan.id] ?? "not-available"];
        const status = level.available
          ? `Yes${level.label ? ` (${level.label})` : ""}`
          : "No";
        return {
          type: "tableRow",
          children: [
            { type: "tableCell", children: [text(plan.label)] },
            { type: "tableCell", children: [text(status)] },
          ],
        };
      });
      return [
        paragraph(strong("Where is this feature available?")) as Node,
        {
          type: "table",
          align: [null, null],
          children: [
            {
              type: "tableRow",
              children: [
                { type: "tableCell", children: [text("Plan")] },
                { type: "tableCell", children: [text("Available")] },
              ],
            },
            ...rows,
          ],
        } as unknown as Node,
      ];
    }
    case "Video": {
      const src =
        str(attrs.src) ||
        (str(attrs.videoId) ? hlsUrl(str(attrs.videoId)) : "");
      const title = str(attrs.title) || "Video";
      const duration =
        typeof attrs.duration === "number"
          ? ` (${Math.floor(attrs.duration / 60)}:${String(Math.round(attrs.duration % 60)).padStart(2, "0")} min)`
          : "";
      return src
        ? [
            paragraph(
              text("Video: "),
              link(absolute(src, config), title),
              text(duration),
            ) as Node,
          ]
        : [];
    }
    case "Cards":
    case "GuideCards": {
      const items = children
        .filter((c) => c.type === "mdxJsxFlowElement")
        .map((card) => {
          const a = jsxAttributes(card.attributes ?? []);
          const desc = str(a.description);
          return {
            type: "listItem",
            spread: false,
            children: [
              paragraph(
                link(absolute(str(a.href), config), str(a.title)),
                ...(desc ? [text(`: ${desc}`)] : []),
              ),
            ],
          };
        });
      return items.length
        ? [
            {
              type: "list",
              ordered: false,
              spread: false,
              children: items,
            } as unknown as Node,
          ]
        : [];
    }
    case "NotebookNotice": {
      const kind = attrs.kind === "deno" ? "deno" : "python";
      const links = notebookLinks(str(attrs.notebook), kind, config);
      const parts: PhrasingContent[] = [
        text(
          kind === "deno"
            ? "This is a Jupyter notebook for the Deno kernel (TypeScript). "
            : "This is a Jupyter notebook. ",
        ),
        link(links.github, "Open on GitHub"),
      ];
      if (links.colab)
        parts.push(text(" · "), link(links.colab, "Run on Google Colab"));
      return [
        {
          type: "blockquote",
          children: [paragraph(...parts)],
        } as unknown as Node,
      ];
    }
    case "NotebookHtml":
      return [{ type: "html", value: str(attrs.html) } as Node];
    case "SupportButton":
      return [
        paragraph(
          link(siteConfig.supportUrl, "Ask a question in GitHub Discussions"),
        ) as Node,
      ];
    case "CustomerStoryCta":
      return [
        paragraph(
          text(
            "Start on the free tier, no credit card required, or self-host the open-source version. ",
          ),
          link(absolute("/talk-to-us", config), "Talk to us"),
          text(" or "),
          link(absolute("/docs", config), "read the docs"),
          text("."),
        ) as Node,
      ];
    case "Steps":
    case "div":
    case "span":
    case "section":
      return children;
    default:
      if (/^[A-Z]/.test(name))
        warn(`component <${name}> has no Markdown form; its children are kept`);
      return children;
  }
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

function transform(
  nodes: Node[],
  config: SiteConfig,
  warn: (m: string) => void,
): Node[] {
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
      out.push(
        ...transform(componentToMarkdown(node, config, warn), config, warn),
      );
      continue;
    }
    if (node.type === "mdxJsxTextElement") {
      const kind = INLINE_MAP[node.name ?? ""];
      const kids = transform((node.children ?? []) as Node[], config, warn);
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
    if (node.children) node.children = transform(node.children, config, warn);
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
 * llms.txt, then the content with every MDX component rendered as plain Markdown.
 */
export function mdxToMarkdownTwin(
  input: MarkdownTwinInput,
  config: SiteConfig = siteConfig,
  warn: (m: string) => void = () => {},
): string {
  const tree = parser.parse(input.body) as Root;
  let children = transform(tree.children as Node[], config, warn);
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

/** MDX that leaked into a twin: ESM lines, component tags, JSX expressions or MDX comments. */
export function mdxResidue(markdown: string): string[] {
  const prose = proseOnly(markdown);
  const found: string[] = [];
  for (const line of prose.split("\n")) {
    if (/^\s*(import|export)\s/.test(line)) found.push(line);
    else if (/<[A-Z][\w.]*[\s/>]/.test(line)) found.push(line);
    // JSX attribute expressions and MDX comments. Braces in prose ("{like this}") are content:
    // the converter drops every MDX expression node, so a lone `{word}` is text the author wrote.
    else if (/\{\s*\/\*|=\{/.test(line)) found.push(line);
  }
  return found;
}
