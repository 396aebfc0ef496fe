import type { Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { homeMarkdown } from "@/lib/home-content";
import type { MarkdownForm, MdNode } from "@/lib/markdown/markdown-form";

const parser = unified().use(remarkParse).use(remarkGfm);

/** The home page's `.md` twin body: every section, written from the same data as the page. */
export const homePageMarkdown: MarkdownForm = ({ config }) =>
  (parser.parse(homeMarkdown(config.brand, config.siteUrl, config)) as Root)
    .children as MdNode[];
