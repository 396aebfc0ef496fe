/**
 * Makes notebook Markdown safe to compile as MDX without changing what it says: braces and stray
 * `<` are escaped, HTML comments dropped, `import`/`export` at line start neutralised, raw HTML
 * blocks handed to a callback (they are rendered sanitised), code fences and spans left alone.
 */

/** Inline tags MDX can compile as-is (no attributes), which notebooks commonly use. */
const SAFE_INLINE_TAGS = new Set([
  "b",
  "i",
  "em",
  "strong",
  "sub",
  "sup",
  "kbd",
  "code",
  "u",
  "s",
  "mark",
]);

/** Lines that open a raw HTML block (CommonMark block-level start conditions, simplified). */
const HTML_BLOCK_START =
  /^\s{0,3}<\/?(div|p|table|thead|tbody|tr|td|th|img|details|summary|center|figure|figcaption|iframe|script|style|video|audio|section|ul|ol|li|h[1-6]|pre|blockquote|hr|br|a|span|svg|picture|source|form|input|button)\b[^>]*>?/i;

export interface SafeMarkdownOptions {
  /** Renders a raw HTML block; returns MDX to put in its place. */
  renderHtmlBlock: (html: string) => string;
}

/** Escapes `{`, `}` and `<` in prose (not in inline code spans). */
export function escapeInline(line: string): string {
  let out = "";
  let i = 0;
  while (i < line.length) {
    const ch = line[i]!;
    if (ch === "`") {
      // Copy a whole code span: a run of N backticks up to the next run of exactly N.
      const run = /^`+/.exec(line.slice(i))![0];
      const close = line.indexOf(run, i + run.length);
      if (close !== -1) {
        out += line.slice(i, close + run.length);
        i = close + run.length;
        continue;
      }
      out += run;
      i += run.length;
      continue;
    }
    if (ch === "\\" && i + 1 < line.length) {
      out += line.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (ch === "{" || ch === "}") {
      out += `\\${ch}`;
      i += 1;
      continue;
    }
    if (ch === "<") {
      const rest = line.slice(i);
      const autolink = /^<(https?:\/\/[^\s>]+)>/.exec(rest);
      if (autolink) {
        out += `[${autolink[1]}](${autolink[1]})`;
        i += autolink[0].length;
        continue;
      }
      const br = /^<br\s*\/?>/i.exec(rest);
      if (br) {
        out += "<br />";
        i += br[0].length;
        continue;
      }
      const tag = /^<\/?([a-z]+)>/i.exec(rest);
      if (tag && SAFE_INLINE_TAGS.has(tag[1]!.toLowerCase())) {
        out += tag[0].toLowerCase();
        i += tag[0].length;
        continue;
      }
      out += "&lt;";
      i += 1;
      continue;
    }
    out += ch;
    i += 1;
  }
  return out;
}

/** Converts one Markdown cell (markers already handled) to MDX-safe Markdown. */
export function toSafeMarkdown(
  markdown: string,
  options: SafeMarkdownOptions,
): string {
  // Drop HTML comments (they may span lines); the marker comments were consumed before this.
  const text = markdown.replace(/<!--[\s\S]*?-->/g, "");
  const lines = text.split("\n");
  const out: string[] = [];
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      out.push(line);
      if (fenceMatch && fenceMatch[1]!.startsWith(fence)) fence = null;
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1]!;
      out.push(line);
      continue;
    }
    if (HTML_BLOCK_START.test(line) && !/^\s*<br\s*\/?>\s*$/i.test(line)) {
      // A raw HTML block runs to the next blank line.
      const block: string[] = [];
      while (i < lines.length && lines[i]!.trim() !== "")
        block.push(lines[i++]!);
      i -= 1;
      out.push("", options.renderHtmlBlock(block.join("\n")), "");
      continue;
    }
    let safe = escapeInline(line);
    // MDX reads a line starting with import/export as JavaScript.
    safe = safe.replace(
      /^(\s*)(import|export)(\s)/,
      (_m, ws: string, word: string, sp: string) =>
        `${ws}&#${word.charCodeAt(0)};${word.slice(1)}${sp}`,
    );
    out.push(safe);
  }
  return out.join("\n");
}
