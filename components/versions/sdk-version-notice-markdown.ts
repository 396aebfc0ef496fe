import type { PhrasingContent } from "mdast";
import { sdkVersionNoticeCopy } from "@/lib/sdk-version-notice";
import {
  blockquote,
  link,
  paragraph,
  text,
  type MarkdownForm,
} from "@/lib/markdown/markdown-form";

/**
 * `> This page documents ... [Python v4 and JS/TS v5](...), [Python v5 and JS/TS v6](...).` for a
 * page that writes `<SdkVersionNotice />` itself (twins are made from the source, before the
 * remark plugin inserts it).
 */
export const sdkVersionNoticeMarkdown: MarkdownForm = ({ absolute }) => {
  const copy = sdkVersionNoticeCopy();
  const parts: PhrasingContent[] = [text(`${copy.documented} ${copy.newer} `)];
  copy.links.forEach((l, i) => {
    if (i > 0) parts.push(text(", "));
    parts.push(link(absolute(l.href), l.label));
  });
  parts.push(text("."));
  return [blockquote(paragraph(...parts))];
};
