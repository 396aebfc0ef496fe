import type { PhrasingContent } from "mdast";
import { jsxAttributes } from "@/lib/markdown/jsx-values";
import {
  bulletList,
  link,
  stringAttr,
  text,
  type MarkdownForm,
} from "@/lib/markdown/markdown-form";

/** `<Cards>` and `<GuideCards>`: a list of `[title](url): description` links. */
export const cardsMarkdown: MarkdownForm = ({ children, absolute }) => {
  const items = children
    .filter((c) => c.type === "mdxJsxFlowElement")
    .map((card): PhrasingContent[] => {
      const a = jsxAttributes(card.attributes ?? []);
      const description = stringAttr(a, "description");
      return [
        link(absolute(stringAttr(a, "href")), stringAttr(a, "title")),
        ...(description ? [text(`: ${description}`)] : []),
      ];
    });
  return items.length > 0 ? [bulletList(items)] : [];
};
