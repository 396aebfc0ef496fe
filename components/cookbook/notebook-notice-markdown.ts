import type { PhrasingContent } from "mdast";
import { notebookLinks } from "@/lib/cookbook/notebook-links";
import {
  blockquote,
  link,
  paragraph,
  stringAttr,
  text,
  type MarkdownForm,
} from "@/lib/markdown/markdown-form";
import { NOTEBOOK_NOTICE_TEXT as T } from "./notebook-notice-constants";

/** `> This is a Jupyter notebook. [Open on GitHub](...) · [Run on Google Colab](...)` */
export const notebookNoticeMarkdown: MarkdownForm = ({ attrs, config }) => {
  const kind = attrs.kind === "deno" ? "deno" : "python";
  const links = notebookLinks(stringAttr(attrs, "notebook"), kind, config);
  const parts: PhrasingContent[] = [
    text(`${T[kind]} `),
    link(links.github, T.github),
  ];
  if (links.colab) parts.push(text(" · "), link(links.colab, T.colab));
  return [blockquote(paragraph(...parts))];
};

/** Notebook output HTML (already sanitised when the notebook was converted) is kept as HTML. */
export const notebookHtmlMarkdown: MarkdownForm = ({ attrs }) => [
  { type: "html", value: stringAttr(attrs, "html") } as never,
];
