import {
  paragraph,
  strong,
  type MarkdownForm,
} from "@/lib/markdown/markdown-form";

/** Every tab in turn, each introduced by its bold label (`**Python:**`), since a twin has no tabs. */
export const langTabsMarkdown: MarkdownForm = ({ attrs, children }) => {
  const items = Array.isArray(attrs.items) ? attrs.items.map(String) : [];
  const tabs = children.filter(
    (c) => c.type === "mdxJsxFlowElement" && /(^|\.)Tab$/.test(c.name ?? ""),
  );
  return tabs.flatMap((tab, i) => [
    paragraph(strong(`${items[i] ?? `Option ${i + 1}`}:`)),
    ...(tab.children ?? []),
  ]);
};
