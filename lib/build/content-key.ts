import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { hashFiles } from "./hash-files";

/**
 * A hash of everything besides a page's own source that shapes its compiled MDX: the Next config,
 * the remark plugins and the facts they inline, the installed packages and our patches to them.
 * Compiled pages (Nextra's disk cache, scripts/compile-pages.ts) and webpack's cache are kept
 * under it, so a change to any of these recompiles every page instead of reusing stale output.
 */
export function contentKey(root: string): string {
  const hash = hashFiles(
    createHash("sha256"),
    root,
    [
      "next.config.mjs",
      "package-lock.json",
      ...["lib/mdx", "lib/facts", "patches"].flatMap((dir) =>
        readdirSync(join(root, dir)).map((name) => `${dir}/${name}`),
      ),
    ].map((file) => join(root, file)),
  );
  return hash.digest("hex");
}
