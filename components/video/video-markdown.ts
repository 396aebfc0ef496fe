import {
  link,
  paragraph,
  stringAttr,
  text,
  type MarkdownForm,
} from "@/lib/markdown/markdown-form";
import { formatDuration, hlsUrl } from "./video-constants";

/** `Video: [title](url) (1:35 min)`, with the duration formatted exactly as the poster shows it. */
export const videoMarkdown: MarkdownForm = ({ attrs, absolute }) => {
  const videoId = stringAttr(attrs, "videoId");
  const src = stringAttr(attrs, "src") || (videoId ? hlsUrl(videoId) : "");
  if (!src) return [];
  const title = stringAttr(attrs, "title") || "Video";
  const duration =
    typeof attrs.duration === "number" && Number.isFinite(attrs.duration)
      ? ` (${formatDuration(attrs.duration)})`
      : "";
  return [
    paragraph(text("Video: "), link(absolute(src), title), text(duration)),
  ];
};
