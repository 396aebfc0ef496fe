import { readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** Every file below `dir` (absolute paths), skipping folders whose name `skipDir` rejects. */
export function listFiles(
  dir: string,
  skipDir: (name: string) => boolean = () => false,
): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = join(dir, entry);
    if (!statSync(full).isDirectory()) return [full];
    return skipDir(entry) ? [] : listFiles(full, skipDir);
  });
}

/** The HTML pages of a static export, without Next's build output under `_next/`. */
export function exportedHtmlFiles(outDir: string): string[] {
  return listFiles(outDir, (name) => name === "_next").filter((f) =>
    f.endsWith(".html"),
  );
}

/** Every file under `<root>/pages`, repo-relative with `/` separators, sorted. */
export function pageFiles(root: string): string[] {
  return listFiles(join(root, "pages"))
    .map((file) => relative(root, file).split(sep).join("/"))
    .sort();
}
