import { listingFor } from "@/lib/listings";
import {
  bulletList,
  link,
  stringAttr,
  text,
  type MarkdownForm,
} from "@/lib/markdown/markdown-form";
import { entriesOfTopic } from "@/lib/reading-path";

/** One FAQ topic as a list: `[Question](url): one-sentence answer`. */
export const faqTopicAnswersMarkdown: MarkdownForm = ({
  attrs,
  pages,
  absolute,
}) => {
  const answers = entriesOfTopic(
    listingFor(pages, "faq"),
    stringAttr(attrs, "topic"),
  );
  return answers.length === 0
    ? []
    : [
        bulletList(
          answers.map((a) => [
            link(absolute(a.route), a.title),
            text(a.description ? `: ${a.description}` : ""),
          ]),
        ),
      ];
};
