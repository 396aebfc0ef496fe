import { Fragment, type ReactNode } from "react";
import { sourceLabel, type AskSource } from "@/lib/assistant/protocol";

export interface AnswerTextProps {
  /** The model's Markdown, possibly cut off mid-stream. */
  markdown: string;
  sources: readonly AskSource[];
}

type Block =
  | { kind: "code"; lang: string; code: string }
  | { kind: "heading"; text: string }
  | { kind: "list"; ordered: boolean; items: string[] }
  | { kind: "paragraph"; text: string };

/**
 * The subset of Markdown answers use, in blocks: fenced code (an unclosed fence while streaming
 * runs to the end), headings, lists and paragraphs. No HTML is ever interpreted.
 */
export function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length)
      blocks.push({ kind: "paragraph", text: paragraph.join(" ") });
    if (list) blocks.push({ kind: "list", ...list });
    paragraph = [];
    list = null;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = /^\s*(```|~~~)\s*([\w+-]*)/.exec(line);
    if (fence) {
      flush();
      const code: string[] = [];
      for (
        i++;
        i < lines.length && !lines[i]!.trim().startsWith(fence[1]!);
        i++
      )
        code.push(lines[i]!);
      blocks.push({
        kind: "code",
        lang: fence[2] ?? "",
        code: code.join("\n"),
      });
      continue;
    }
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: "heading", text: heading[1]! });
      continue;
    }
    const item = /^\s*(?:([-*+])|(\d+)[.)])\s+(.*)$/.exec(line);
    if (item) {
      const ordered = item[2] !== undefined;
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[3]!);
      continue;
    }
    if (line.trim() === "") {
      flush();
      continue;
    }
    if (list && /^\s+\S/.test(line)) {
      list.items[list.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    if (list) flush();
    paragraph.push(line.trim());
  }
  flush();
  return blocks;
}

const INLINE =
  /(`[^`]+`)|\*\*([^*]+)\*\*|\[(\d+)\]|\[([^\]]+)\]\(([^)\s]+)\)|(?<![\w*])\*([^*\s][^*]*)\*(?!\w)/g;

/** Only links to this site or to http(s) pages are kept as links. */
function safeHref(url: string): string | undefined {
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  return /^https?:\/\//i.test(url) ? url : undefined;
}

/** Inline Markdown: code, bold, italics, links and `[n]` citations (links to source n). */
export function renderInline(
  text: string,
  sources: readonly AskSource[],
): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    const at = m.index ?? 0;
    if (at > last) out.push(text.slice(last, at));
    last = at + m[0].length;
    const key = `${at}`;
    if (m[1]) out.push(<code key={key}>{m[1].slice(1, -1)}</code>);
    else if (m[2]) out.push(<strong key={key}>{m[2]}</strong>);
    else if (m[3]) {
      const source = sources.find((s) => s.n === Number(m[3]));
      out.push(
        source ? (
          <a
            key={key}
            href={source.path}
            title={sourceLabel(source)}
            className="mx-px align-super text-[0.7em] font-semibold text-blue-700 no-underline hover:underline dark:text-blue-300"
            data-citation={source.n}
          >
            [{source.n}]
          </a>
        ) : (
          m[0]
        ),
      );
    } else if (m[4] && m[5]) {
      const href = safeHref(m[5]);
      out.push(
        href ? (
          <a
            key={key}
            href={href}
            className="text-blue-700 underline dark:text-blue-300"
          >
            {m[4]}
          </a>
        ) : (
          m[4]
        ),
      );
    } else if (m[6]) out.push(<em key={key}>{m[6]}</em>);
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** A streamed answer, rendered as it grows. */
export function AnswerText({ markdown, sources }: AnswerTextProps) {
  return (
    <div className="space-y-3 text-sm leading-relaxed [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-[0.85em] dark:[&_code]:bg-slate-800">
      {parseBlocks(markdown).map((block, i) => {
        switch (block.kind) {
          case "code":
            return (
              <pre
                key={i}
                className="overflow-x-auto rounded-md bg-slate-100 p-3 text-xs dark:bg-slate-800 [&_code]:bg-transparent [&_code]:p-0"
              >
                <code data-language={block.lang || undefined}>
                  {block.code}
                </code>
              </pre>
            );
          case "heading":
            return (
              <p key={i} className="font-semibold">
                {renderInline(block.text, sources)}
              </p>
            );
          case "list": {
            const List = block.ordered ? "ol" : "ul";
            return (
              <List
                key={i}
                className={`space-y-1 pl-5 ${block.ordered ? "list-decimal" : "list-disc"}`}
              >
                {block.items.map((item, j) => (
                  <li key={j}>{renderInline(item, sources)}</li>
                ))}
              </List>
            );
          }
          default:
            return (
              <p key={i}>
                <Fragment>{renderInline(block.text, sources)}</Fragment>
              </p>
            );
        }
      })}
    </div>
  );
}
