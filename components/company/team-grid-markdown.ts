import {
  bulletList,
  link,
  text,
  type MarkdownForm,
} from "@/lib/markdown/markdown-form";
import { TEAM } from "@/lib/team";

/** The roster as a list: `[Name](GitHub profile): role`. */
export const teamGridMarkdown: MarkdownForm = () => [
  bulletList(
    Object.values(TEAM).map((m) => [
      m.github ? link(`https://github.com/${m.github}`, m.name) : text(m.name),
      text(`: ${m.title}`),
    ]),
  ),
];
