import type { Code, Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";

/** Fence languages the snippet check type-checks with TypeScript. */
export const TYPESCRIPT_LANGS = [
  "ts",
  "tsx",
  "typescript",
  "js",
  "jsx",
  "javascript",
  "mjs",
] as const;
/** Fence languages the snippet check parses with Python's `ast` and checks for SDK names. */
export const PYTHON_LANGS = ["python", "py"] as const;

/** The SDK majors this site documents; a block marked for another major is skipped. */
export const DOCUMENTED_SDK_MAJOR = { typescript: 4, python: 3 } as const;

export type SnippetLanguage = "typescript" | "python" | "other";

/**
 * What a fence's meta string says to the snippet check, besides Nextra's own `filename="..."`:
 * - `fragment`: part of a program by design (a continuation of an earlier block, a call shown
 *   without its setup). TypeScript fragments are type-checked, except that names they use without
 *   defining them are taken as given; Python fragments get the full check.
 * - `sdk="v5"`: the SDK major the code is written for (the JS/TS SDK for TypeScript blocks, the
 *   Python SDK for Python blocks). Blocks for a major other than the documented one are skipped,
 *   since the check has the documented packages and API list only.
 */
export interface SnippetMeta {
  /** Nextra's `filename="..."`; also the block's file name in the type-check. */
  filename?: string;
  fragment: boolean;
  /** Major version from `sdk="vN"`; undefined when the block does not say. */
  sdkMajor?: number;
  /** Problems with the meta string itself (an `sdk` value that is not `vN`). */
  errors: string[];
}

/** One fenced code block of a page. */
export interface CodeBlock {
  /** Page file, relative to the repository root. */
  file: string;
  /** Page line of the block's first code line (the line after the opening fence). */
  line: number;
  /** Fence language as written (`ts`, `python`, ...), empty when there is none. */
  lang: string;
  language: SnippetLanguage;
  meta: SnippetMeta;
  /** The code; for a `diff` block, the code after the change (`+` and context lines). */
  code: string;
  /** Page line of each code line when they are not consecutive (a `diff` block's new side). */
  pageLines?: number[];
}

/** One problem found in a code block, at a page position. */
export interface SnippetProblem {
  /** Page (or notebook) file, relative to the repository root. */
  file: string;
  /** Notebook cell (1-based) when `file` is a notebook; `line` is then the line in the cell. */
  cell?: number;
  line: number;
  /** 1-based column. */
  column: number;
  /** Short origin: `TS2339`, `floating-promise`, `python-syntax`, `python-undefined`, `langfuse-api` or `meta`. */
  code: string;
  message: string;
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

/**
 * The language family a fence language belongs to for the snippet check. A `diff` block with a
 * `filename` is in its file's language (`app.py`, `app.ts`): the code after the change is checked.
 */
export function snippetLanguage(
  lang: string,
  filename?: string,
): SnippetLanguage {
  const l = lang.toLowerCase();
  if (l === "diff") {
    const ext = /\.(\w+)$/.exec(filename ?? "")?.[1] ?? "";
    return ext === "py" ? "python" : snippetLanguage(ext);
  }
  if ((TYPESCRIPT_LANGS as readonly string[]).includes(l)) return "typescript";
  if ((PYTHON_LANGS as readonly string[]).includes(l)) return "python";
  return "other";
}

/** Reads the snippet check's markers (and Nextra's file name) from a fence's meta string. */
export function parseSnippetMeta(meta: string | null | undefined): SnippetMeta {
  const text = meta ?? "";
  const result: SnippetMeta = {
    filename: /filename="([^"]+)"/.exec(text)?.[1],
    fragment: /(^|\s)fragment(\s|$)/.test(text.replace(/"[^"]*"/g, '""')),
    errors: [],
  };
  const sdk = /(?:^|\s)sdk="([^"]*)"/.exec(text)?.[1];
  if (sdk !== undefined) {
    const major = /^v(\d+)$/.exec(sdk)?.[1];
    if (major) result.sdkMajor = Number(major);
    else
      result.errors.push(
        `sdk="${sdk}" is not a major version; write sdk="v4", sdk="v5", ...`,
      );
  }
  return result;
}

/** Front matter replaced by as many empty lines, so that parser lines are page lines. */
function blankFrontMatter(source: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---(?=\r?\n|$)/.exec(source);
  if (!match) return source;
  return match[0].replace(/[^\n]/g, "") + source.slice(match[0].length);
}

/** Every fenced code block of an MDX page, in page order, with the page line of its code. */
export function extractCodeBlocks(file: string, source: string): CodeBlock[] {
  const tree = parser.parse(blankFrontMatter(source)) as Root;
  const blocks: CodeBlock[] = [];
  visit(tree, "code", (node: Code) => {
    const lang = node.lang ?? "";
    const meta = parseSnippetMeta(node.meta);
    const block: CodeBlock = {
      file,
      line: (node.position?.start.line ?? 0) + 1,
      lang,
      language: snippetLanguage(lang, meta.filename),
      meta,
      code: node.value,
    };
    if (lang === "diff" && block.language !== "other") {
      const kept = node.value
        .split("\n")
        .map((text, i) => ({ text, line: block.line + i }))
        .filter(({ text }) => !text.startsWith("-") && !text.startsWith("@@"));
      block.code = kept
        .map(({ text }) => (/^[+ ]/.test(text) ? text.slice(1) : text))
        .join("\n");
      block.pageLines = kept.map(({ line }) => line);
    }
    blocks.push(block);
  });
  return blocks;
}

/** The page line of a block's code line (1-based). */
export function pageLine(block: CodeBlock, codeLine: number): number {
  return block.pageLines?.[codeLine - 1] ?? block.line + codeLine - 1;
}
