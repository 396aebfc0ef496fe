import {
  bulletList,
  link,
  paragraph,
  strong,
  text,
  type MarkdownForm,
} from "@/lib/markdown/markdown-form";
import {
  ASK_AI_PATH,
  EXAMPLE_QUESTIONS,
  SHARE_QUERY_PARAM,
} from "./assistant-constants";

/**
 * The embedded assistant in a `.md` twin: it is interactive only on the website, so the twin says
 * where to use it and gives the example questions as links that ask them there.
 */
export const askAiPageMarkdown: MarkdownForm = ({ config }) => [
  paragraph(
    strong("Ask AI (interactive):"),
    text(" ask your question on "),
    link(`${config.siteUrl}${ASK_AI_PATH}`, `${config.siteUrl}${ASK_AI_PATH}`),
    text(". To link to an answer, add "),
    { type: "inlineCode", value: `?${SHARE_QUERY_PARAM}=<question>` },
    text(" to that URL. Examples:"),
  ),
  bulletList(
    EXAMPLE_QUESTIONS.map((q) => [
      link(
        `${config.siteUrl}${ASK_AI_PATH}?${new URLSearchParams({ [SHARE_QUERY_PARAM]: q }).toString()}`,
        q,
      ),
    ]),
  ),
];
