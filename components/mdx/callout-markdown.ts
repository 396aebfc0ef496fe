import {
  blockquote,
  paragraph,
  stringAttr,
  strong,
  type MarkdownForm,
} from "@/lib/markdown/markdown-form";

/** The word a Callout's type stands for in Markdown (Nextra draws it as an icon). */
export const CALLOUT_LABELS: Readonly<Record<string, string>> = {
  info: "Info",
  warning: "Warning",
  error: "Important",
  default: "Note",
};

/** A blockquote that starts with the callout's kind: `> **Warning:** ...`. */
export const calloutMarkdown: MarkdownForm = ({ attrs, children }) => {
  const label =
    CALLOUT_LABELS[stringAttr(attrs, "type") || "default"] ??
    CALLOUT_LABELS.default!;
  return [blockquote(paragraph(strong(`${label}:`)), ...children)];
};

/** Containers whose Markdown is simply their content (`<Steps>`: its `###` headings number it). */
export const childrenMarkdown: MarkdownForm = ({ children }) => children;
