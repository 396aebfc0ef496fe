import { readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";

/** Printable ASCII: always kept, so code samples and new words never fall back mid-line. */
export const ALWAYS_KEPT = String.fromCharCode(
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i),
);

/** Files whose text can reach a page: content, components and the data they render. */
export const GLYPH_SOURCE_EXTENSIONS = new Set([
  ".md",
  ".mdx",
  ".tsx",
  ".ts",
  ".json",
]);

/**
 * Every character a site's text can contain: printable ASCII plus each code point in `texts`
 * that is not a control character, sorted, each once.
 */
export function glyphSet(texts: Iterable<string>): string {
  const chars = new Set<string>(ALWAYS_KEPT);
  for (const text of texts)
    for (const ch of text) if (!/[\p{Cc}\p{Cs}]/u.test(ch)) chars.add(ch);
  return [...chars]
    .sort((a, b) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0))
    .join("");
}

/** The text of every glyph source file under `dirs` (missing folders are skipped). */
export function* sourceTexts(root: string, dirs: string[]): Generator<string> {
  for (const dir of dirs) {
    let entries;
    try {
      entries = readdirSync(join(root, dir), {
        recursive: true,
        withFileTypes: true,
      });
    } catch {
      continue;
    }
    for (const entry of entries)
      if (entry.isFile() && GLYPH_SOURCE_EXTENSIONS.has(extname(entry.name)))
        yield readFileSync(join(entry.parentPath, entry.name), "utf8");
  }
}
