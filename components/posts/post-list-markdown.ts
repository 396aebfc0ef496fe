import { formatListingDate, listingFor } from "@/lib/listings";
import {
  bulletList,
  link,
  stringAttr,
  text,
  type MarkdownForm,
} from "@/lib/markdown/markdown-form";

/** A section index as a list: `[Title](url) (June 5, 2025): description`, newest first. */
export const postListMarkdown: MarkdownForm = ({ attrs, pages, absolute }) => {
  const items = listingFor(pages, stringAttr(attrs, "section"));
  return items.length === 0
    ? []
    : [
        bulletList(
          items.map((p) => [
            link(absolute(p.route), p.title),
            text(
              `${p.date ? ` (${formatListingDate(p.date)})` : ""}${p.description ? `: ${p.description}` : ""}`,
            ),
          ]),
        ),
      ];
};
