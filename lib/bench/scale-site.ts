import { posix } from "node:path";

/**
 * The generated site of `npm run bench:scale`: our real pages copied into new folders of their own
 * section (`docs/tracing/x.mdx` -> `docs/scale-03/tracing/x.mdx`), each copy with a varied title,
 * H1 and closing paragraph, until the site has the target number of pages. Every section grows
 * in proportion, like a site whose content grew tenfold.
 */

/** One page to write: the source page (relative to `pages/`), where its copy goes, which copy. */
export interface PageCopy {
  source: string;
  dest: string;
  copy: number;
}

/** The folder each copy of a section goes into, below the section: `scale-01`, `scale-02`, ... */
export function copyFolder(copy: number): string {
  return `scale-${String(copy).padStart(2, "0")}`;
}

/**
 * Whether a file below `pages/` (relative to it) is a page Next exports with our `pageExtensions`
 * (mdx, md, tsx): not `_app`, `_document`, `_meta` or anything in a `_` folder.
 */
export function isPageFile(file: string): boolean {
  return /\.(mdx|md|tsx)$/.test(file) && !/(^|\/)_/.test(file);
}

/**
 * Whether a page file (relative to `pages/`) is copied: an MDX or Markdown page inside a section
 * folder, not a dynamic route, and not generated from a notebook (those are rewritten by the
 * cookbook step, which owns them).
 */
export function isReplicable(file: string, source: string): boolean {
  if (!/\.mdx?$/.test(file) || !file.includes("/")) return false;
  if (file.includes("[") || /(^|\/)_/.test(file)) return false;
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? "";
  return !/^generatedFrom:/m.test(frontMatter);
}

/**
 * Copies of `replicable` pages (sorted, relative to `pages/`) that bring a site of `existing`
 * pages to exactly `target`: whole rounds of every page, then the first pages of one more round.
 */
export function planCopies(
  replicable: readonly string[],
  existing: number,
  target: number,
): PageCopy[] {
  const needed = target - existing;
  if (needed <= 0) return [];
  if (replicable.length === 0)
    throw new Error("no replicable pages to grow the site with");
  const sorted = [...replicable].sort();
  return Array.from({ length: needed }, (_, i) => {
    const copy = Math.floor(i / sorted.length) + 1;
    const source = sorted[i % sorted.length]!;
    const [section, ...rest] = source.split("/");
    return {
      source,
      dest: [section, copyFolder(copy), ...rest].join("/"),
      copy,
    };
  });
}

const FENCE = /^\s*(```|~~~)/;

/** Calls `edit` on each line outside fenced code blocks; lines inside stay as they are. */
function mapProseLines(body: string, edit: (line: string) => string): string {
  let fence: string | null = null;
  return body
    .split("\n")
    .map((line) => {
      const marker = FENCE.exec(line)?.[1];
      if (marker) {
        if (fence === null) fence = marker;
        else if (marker === fence) fence = null;
        return line;
      }
      return fence === null ? edit(line) : line;
    })
    .join("\n");
}

const RELATIVE_IMPORT =
  /^(\s*(?:(?:import|export)\b.*?\bfrom\s+|\}\s*from\s+|import\s+))(["'])(\.\.?\/[^"']*)\2/;

/**
 * Rewrites the relative module paths of MDX `import`/`export ... from` lines for a copy placed
 * `extraDepth` folders deeper. Code blocks are left alone: their imports are example code.
 */
export function rewriteRelativeImports(
  body: string,
  extraDepth: number,
): string {
  if (extraDepth === 0) return body;
  const up = "../".repeat(extraDepth);
  return mapProseLines(body, (line) =>
    line.replace(
      RELATIVE_IMPORT,
      (_, head: string, quote: string, path: string) =>
        `${head}${quote}${posix.join(up, path)}${quote}`,
    ),
  );
}

/** A deterministic pseudo-random generator (mulberry32): the same copy gets the same text. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++)
    h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Words of the page's prose (not code, not markup), lower case, four letters or more. */
export function proseWords(body: string): string[] {
  const words: string[] = [];
  mapProseLines(body, (line) => {
    if (/^\s*(<|\{|import |export )/.test(line)) return line;
    for (const w of line
      .replace(/`[^`]*`|\[([^\]]*)\]\([^)]*\)|<[^>]*>/g, " $1 ")
      .toLowerCase()
      .match(/[a-z]{4,}/g) ?? [])
      words.push(w);
    return line;
  });
  return words;
}

/** Words in the paragraph each copy appends. */
export const VARIED_PARAGRAPH_WORDS = 120;

/**
 * A paragraph of `VARIED_PARAGRAPH_WORDS` words drawn from the page's own vocabulary with a seed
 * of the page and copy: every copy's text differs, so compression and the search index see
 * distinct pages, but reads like the section it is in.
 */
export function variedParagraph(body: string, seed: string): string {
  const vocabulary = [...new Set(proseWords(body))];
  if (vocabulary.length === 0) vocabulary.push("langfuse", "trace", "prompt");
  const next = random(hash(seed));
  const words = Array.from(
    { length: VARIED_PARAGRAPH_WORDS },
    () => vocabulary[Math.floor(next() * vocabulary.length)]!,
  );
  const sentences: string[] = [];
  for (let i = 0; i < words.length; i += 12) {
    const s = words.slice(i, i + 12).join(" ");
    sentences.push(`${s[0]!.toUpperCase()}${s.slice(1)}.`);
  }
  return sentences.join(" ");
}

/** `title: Get started` / `title: "Get started"` with ` (copy 3)` appended inside any quotes. */
function suffixYamlValue(line: string, suffix: string): string {
  return line.replace(
    /^(\w+:\s*)(["']?)(.*?)\2\s*$/,
    (_, key: string, quote: string, value: string) =>
      `${key}${quote}${value}${suffix}${quote}`,
  );
}

/**
 * The text of copy `copy` of a page: title, sidebar title and first H1 get ` (copy N)`, relative
 * imports are rewritten for the extra folder, and a varied paragraph closes the page.
 */
export function varyPage(source: string, copy: number, seed: string): string {
  const suffix = ` (copy ${copy})`;
  let frontMatter = "";
  let body = source;
  const fm = /^---\n([\s\S]*?)\n---\n?/.exec(source);
  if (fm) {
    frontMatter = `---\n${fm[1]!
      .split("\n")
      .map((line) =>
        /^(title|sidebarTitle):/.test(line)
          ? suffixYamlValue(line, suffix)
          : line,
      )
      .join("\n")}\n---\n`;
    body = source.slice(fm[0].length);
  }
  let h1Done = false;
  body = mapProseLines(rewriteRelativeImports(body, 1), (line) => {
    if (h1Done || !/^# \S/.test(line)) return line;
    h1Done = true;
    return `${line.trimEnd()}${suffix}`;
  });
  return `${frontMatter}${body.trimEnd()}\n\n${variedParagraph(body, `${seed}#${copy}`)}\n`;
}
