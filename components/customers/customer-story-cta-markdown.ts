import {
  link,
  paragraph,
  strong,
  text,
  type MarkdownForm,
} from "@/lib/markdown/markdown-form";
import { CUSTOMER_STORY_CTA as C } from "./customer-story-cta-constants";

/** The story's closing call to action as a heading line and one sentence with both links. */
export const customerStoryCtaMarkdown: MarkdownForm = ({ absolute }) => [
  paragraph(strong(C.heading)),
  paragraph(
    text(`${C.body} `),
    link(absolute(C.primary.href), C.primary.label),
    text(" or "),
    link(absolute(C.secondary.href), C.secondary.label.toLowerCase()),
    text("."),
  ),
];
