import {
  link,
  paragraph,
  type MarkdownForm,
} from "@/lib/markdown/markdown-form";
import { SUPPORT_BUTTON_LABEL } from "./support-constants";

/** The support channel as a plain link. */
export const supportButtonMarkdown: MarkdownForm = ({ config }) => [
  paragraph(link(config.supportUrl, SUPPORT_BUTTON_LABEL)),
];
