import { START_HERE_PATHS } from "@/lib/start-here-paths";
import {
  bulletList,
  link,
  text,
  type MarkdownForm,
} from "@/lib/markdown/markdown-form";

/** `<StartHere />` -> a list of `[Quickstart](https://.../docs/get-started): one sentence`. */
export const startHereMarkdown: MarkdownForm = ({ absolute }) => [
  bulletList(
    START_HERE_PATHS.map((path) => [
      link(absolute(path.href), path.title),
      text(`: ${path.description}`),
    ]),
  ),
];
