import type { Hash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";

/**
 * Adds files to a cache key, in name order: each one's path relative to `base` and its contents
 * (or what `read` makes of them), so a renamed, edited, added or removed file changes the key.
 * Files that do not exist are left out. The build's cache keys (compiled MDX, `.md` twins, rendered
 * pages, search documents) are all made this way.
 */
export function hashFiles(
  hash: Hash,
  base: string,
  files: readonly string[],
  read: (file: string) => string | Buffer = (file) => readFileSync(file),
): Hash {
  for (const file of [...files].sort()) {
    if (!existsSync(file)) continue;
    hash
      .update(relative(base, file))
      .update("\0")
      .update(read(file))
      .update("\0");
  }
  return hash;
}
