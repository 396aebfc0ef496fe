import { createHash } from "node:crypto";
import { sanitizeOutputHtml } from "./sanitize-output-html";
import { escapeInline, toSafeMarkdown } from "./mdx-safe-markdown";
import {
  notebookLanguage,
  type Notebook,
  type NotebookOutput,
} from "./notebook-schema";

/** A file the conversion produced besides the MDX (images from outputs and attachments). */
export interface NotebookAsset {
  /** Site path, e.g. `/generated/cookbook/3fa2….png`. */
  sitePath: string;
  content: Buffer;
}

export interface ConvertedNotebook {
  title: string;
  description: string;
  kind: "python" | "deno";
  /** MDX body (no front matter): notice, cells and outputs. */
  body: string;
  /**
   * The notebook's `metadata.verified` (what it was checked against), copied into the page's front
   * matter, where the content index validates it like any page's.
   */
  verified?: Record<string, unknown>;
  assets: NotebookAsset[];
  warnings: string[];
}

export interface ConvertOptions {
  /** File name, for messages and alt text, e.g. `integration_openai.ipynb`. */
  fileName: string;
  /** Site folder assets are written under. Default `/generated/cookbook`. */
  assetDir?: string;
}

const IMAGE_TYPES: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/svg+xml": "svg",
};
/** Richest first: the first MIME type a bundle has is the one rendered. */
const MIME_PRIORITY = [
  "image/png",
  "image/jpeg",
  "image/svg+xml",
  "text/html",
  "text/markdown",
  "text/plain",
];
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;

export function stripAnsi(text: string): string {
  return text.replace(ANSI, "");
}

// A line a notebook runs in the shell, not in Python: `!cmd`, the package magics and `%%capture`
// (usually above `%pip install`).
const SHELL_LINE = /^\s*(?:!|%pip\s|%conda\s|%%capture\b|#|$)/;

/**
 * The language of a code cell's block: a Python cell made only of shell lines (`%pip install
 * "langfuse>=3,<4" openai-agents`) is highlighted as a shell command, where Python's rules painted
 * the hyphens in package names as operators (issue 24). Anything else keeps the notebook's language.
 */
export function codeCellLanguage(code: string, fence: string): string {
  if (fence !== "python") return fence;
  const lines = code.split("\n");
  const shellOnly =
    lines.every((line) => SHELL_LINE.test(line)) &&
    lines.some((line) => /^\s*(?:!|%)/.test(line));
  return shellOnly ? "bash" : fence;
}

/** A fenced block whose fence is longer than any backtick run inside. */
export function fenced(code: string, lang: string, meta = ""): string {
  const longest = Math.max(
    0,
    ...[...code.matchAll(/`+/g)].map((m) => m[0].length),
  );
  const fence = "`".repeat(Math.max(3, longest + 1));
  return `${fence}${lang}${meta ? ` ${meta}` : ""}\n${code.replace(/\n+$/, "")}\n${fence}`;
}

function textOf(value: unknown): string {
  if (Array.isArray(value)) return value.join("");
  return typeof value === "string" ? value : "";
}

function jsxString(value: string): string {
  return `{${JSON.stringify(value)}}`;
}

/** Plain text of a Markdown heading or paragraph (for titles and descriptions). */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[`*_]/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

function truncate(text: string, max: number): string {
  return text.length <= max
    ? text
    : `${text.slice(0, max - 3).replace(/\s+\S*$/, "")}...`;
}

/** Marker comments: callouts and tabs written in notebook Markdown. */
function convertMarkers(
  markdown: string,
  toMdx: (md: string) => string,
): string {
  let out = markdown.replace(
    /<!--\s*CALLOUT_START\s+type:\s*"(info|warning|error|default)"\s*-->([\s\S]*?)<!--\s*CALLOUT_END\s*-->/g,
    (_m, type: string, inner: string) =>
      `\n<Callout type="${type}">\n\n${toMdx(inner.trim())}\n\n</Callout>\n`,
  );
  out = out.replace(
    /<!--\s*TABS_START\s+items:\s*(\[[^\]]*\])\s*-->([\s\S]*?)<!--\s*TABS_END\s*-->/g,
    (_m, itemsJson: string, inner: string) => {
      const items = JSON.parse(itemsJson) as string[];
      const tabs = [
        ...inner.matchAll(
          /<!--\s*TAB_ITEM_START\s+([^>]*?)\s*-->([\s\S]*?)<!--\s*TAB_ITEM_END\s+[^>]*?-->/g,
        ),
      ].map(
        (m) => `<LangTabs.Tab>\n\n${toMdx(m[2]!.trim())}\n\n</LangTabs.Tab>`,
      );
      return `\n<LangTabs items={${JSON.stringify(items)}}>\n${tabs.join("\n")}\n</LangTabs>\n`;
    },
  );
  return out;
}

/**
 * Converts a parsed notebook to an MDX body. Pure apart from hashing: the caller writes the
 * assets and the file, so the conversion is tested byte for byte on fixtures.
 */
export function notebookToMdx(
  nb: Notebook,
  options: ConvertOptions,
): ConvertedNotebook {
  const assetDir = options.assetDir ?? "/generated/cookbook";
  const { kind, fence } = notebookLanguage(nb);
  const assets: NotebookAsset[] = [];
  const warnings: string[] = [];
  const parts: string[] = [];
  let title = "";
  let firstParagraph = "";

  const addAsset = (content: Buffer, ext: string): string => {
    const hash = createHash("sha256")
      .update(content)
      .digest("hex")
      .slice(0, 16);
    const sitePath = `${assetDir}/${hash}.${ext}`;
    if (!assets.some((a) => a.sitePath === sitePath))
      assets.push({ sitePath, content });
    return sitePath;
  };
  const renderHtml = (html: string) => {
    const clean = sanitizeOutputHtml(html);
    return clean ? `<NotebookHtml html=${jsxString(clean)} />` : "";
  };
  const safe = (md: string) =>
    toSafeMarkdown(md, { renderHtmlBlock: renderHtml });

  nb.cells.forEach((cell, index) => {
    const cellNo = index + 1;
    if (cell.cell_type === "raw") return;
    if (cell.cell_type === "markdown") {
      let md = cell.source;
      // Attachments become files; the Markdown points at them.
      md = md.replace(
        /!\[([^\]]*)\]\(attachment:([^\s)"']+)\)/g,
        (_match, alt: string, name: string) => {
          const bundle = cell.attachments?.[name];
          const mime =
            bundle && Object.keys(bundle).find((m) => m in IMAGE_TYPES);
          if (!bundle || !mime) {
            // A missing attachment would be a broken image; its alt text still says what it showed.
            warnings.push(
              `${options.fileName}: cell ${cellNo}: attachment ${name} not found`,
            );
            return alt ? `*${alt}*` : "";
          }
          const raw = textOf(bundle[mime]);
          const content =
            mime === "image/svg+xml"
              ? Buffer.from(raw)
              : Buffer.from(raw, "base64");
          return `![${alt}](${addAsset(content, IMAGE_TYPES[mime]!)})`;
        },
      );
      if (!title) {
        const h1 = /^#\s+(.+)$/m.exec(md);
        if (h1) {
          title = plainText(h1[1]!);
          const after = md
            .slice(h1.index + h1[0].length)
            .split(/\n\s*\n/)
            .map((p) => p.trim())
            .find((p) => p && !p.startsWith("#") && !p.startsWith("<!--"));
          if (after) firstParagraph = plainText(after);
        }
      } else if (!firstParagraph) {
        const para = md
          .split(/\n\s*\n/)
          .map((p) => p.trim())
          .find(
            (p) =>
              p &&
              !p.startsWith("#") &&
              !p.startsWith("<!--") &&
              !p.startsWith("```"),
          );
        if (para) firstParagraph = plainText(para);
      }
      const converted = convertMarkers(md, safe);
      // convertMarkers already made the marker contents safe; the rest is made safe here.
      const segments = converted.split(
        /(\n<(?:Callout|LangTabs)[\s\S]*?\n<\/(?:Callout|LangTabs)>\n)/,
      );
      parts.push(
        segments
          .map((s, i) => (i % 2 === 1 ? s : safe(s)))
          .join("")
          .trim(),
      );
      return;
    }
    const code = cell.source.replace(/\s+$/, "");
    if (code.trim() !== "")
      parts.push(fenced(code, codeCellLanguage(code, fence)));
    for (const output of cell.outputs) {
      const rendered = renderOutput(output, {
        cellNo,
        fileName: options.fileName,
        addAsset,
        renderHtml,
        safe,
        warnings,
        title: () => title,
      });
      if (rendered) parts.push(rendered);
    }
  });

  if (!title) {
    title = notebookTitleFromFile(options.fileName);
    warnings.push(
      `${options.fileName}: no H1 heading; title derived from the file name`,
    );
    parts.unshift(`# ${escapeInline(title)}`);
  }
  const description = truncate(
    nb.metadata.description?.trim() || firstParagraph || title,
    160,
  );
  const verified = nb.metadata.verified;
  return {
    title,
    description,
    kind,
    body: `${parts.filter(Boolean).join("\n\n")}\n`,
    assets,
    warnings,
    ...(verified && typeof verified === "object" && !Array.isArray(verified)
      ? { verified: verified as Record<string, unknown> }
      : {}),
  };
}

interface OutputContext {
  cellNo: number;
  fileName: string;
  addAsset: (content: Buffer, ext: string) => string;
  renderHtml: (html: string) => string;
  safe: (md: string) => string;
  warnings: string[];
  title: () => string;
}

function renderOutput(output: NotebookOutput, ctx: OutputContext): string {
  switch (output.output_type) {
    case "stream": {
      const text = stripAnsi(output.text).replace(/\n+$/, "");
      if (!text) return "";
      return fenced(
        text,
        "text",
        `filename="${output.name === "stderr" ? "stderr" : "Output"}"`,
      );
    }
    case "error": {
      const trace =
        stripAnsi(output.traceback.join("\n")) ||
        `${output.ename}: ${output.evalue}`;
      return fenced(trace, "text", 'filename="Error"');
    }
    case "execute_result":
    case "display_data": {
      const data = output.data;
      const mime = MIME_PRIORITY.find((m) => m in data);
      if (!mime) {
        const types = Object.keys(data).join(", ") || "none";
        ctx.warnings.push(
          `${ctx.fileName}: cell ${ctx.cellNo}: unsupported output type (${types}) skipped`,
        );
        return "";
      }
      const unknown = Object.keys(data).filter(
        (m) =>
          !MIME_PRIORITY.includes(m) &&
          !m.startsWith("application/vnd.jupyter"),
      );
      if (unknown.length > 0 && mime === "text/plain") {
        ctx.warnings.push(
          `${ctx.fileName}: cell ${ctx.cellNo}: ${unknown.join(", ")} not supported, showing text/plain`,
        );
      }
      const value = textOf(data[mime]);
      if (mime in IMAGE_TYPES) {
        const content =
          mime === "image/svg+xml"
            ? Buffer.from(value)
            : Buffer.from(value, "base64");
        const path = ctx.addAsset(content, IMAGE_TYPES[mime]!);
        const alt =
          plainText(textOf(data["text/plain"])).replace(/^<.*>$/, "") ||
          `Output of cell ${ctx.cellNo} in ${ctx.title() || ctx.fileName}`;
        return `![${alt.replace(/[[\]]/g, "")}](${path})`;
      }
      if (mime === "text/html") return ctx.renderHtml(value);
      if (mime === "text/markdown") return ctx.safe(value);
      return fenced(stripAnsi(value), "text", 'filename="Output"');
    }
  }
}

/** `integration_openai_sdk.ipynb` -> `Integration Openai Sdk` (only when a notebook has no H1). */
export function notebookTitleFromFile(fileName: string): string {
  return fileName
    .replace(/\.ipynb$/, "")
    .split(/[_-]+/)
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(" ");
}
