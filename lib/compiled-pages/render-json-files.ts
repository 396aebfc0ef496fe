import { readingPathFiles } from "../reading-path";
import { jsonImports } from "./run-page";
import type { CompiledPage } from "./types";

/**
 * Every JSON file a page's render reads, for its render key: the files its MDX imports, and the
 * listing its reading path comes from (lib/reading-path.ts). A post's neighbours change when a
 * post is added beside it, though the post's own source does not.
 */
export function renderJsonFiles(page: CompiledPage, route: string): string[] {
  return [...new Set([...jsonImports(page), ...readingPathFiles(route)])];
}
