/**
 * `.md` twins of unchanged pages from the previous build (issue 25: turning 377 pages' MDX into
 * Markdown took 7 of the 9 s of build-machine-files, on every build). A twin is reused when its
 * page's own inputs and everything shared are as they were: the code and data that convert it
 * (`lib/`, `components/`, `data/`, the installed packages), the site configuration, and what
 * section indexes list of the other pages.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { hashFiles } from "../build/hash-files";
import { RouteCache } from "../build/route-cache";
import { listFiles } from "../list-files";
import type { SiteConfig } from "../site-config";
import type { SitePage } from "../site-pages";

/** Where `npm run build` keeps the twins (`next build` keeps `.next/cache`). */
export const TWIN_CACHE_FILE = ".next/cache/md-twins.json";

/** Folders whose files (code and data) can change any twin. */
const CONVERTER_DIRS = ["lib", "components", "data"];

/** A page's twin with what converting it warned about (repeated when the twin is reused). */
export interface StoredTwin {
  markdown: string;
  warnings: string[];
}

/** Twins by route, kept in {@link TWIN_CACHE_FILE}. */
export class TwinCache extends RouteCache<StoredTwin> {}

/** A hash of what every twin shares: converter code and data, packages, configuration, listings. */
export function sharedTwinKey(
  root: string,
  pages: readonly SitePage[],
  config: SiteConfig,
): string {
  const hash = hashFiles(createHash("sha256"), root, [
    ...CONVERTER_DIRS.filter((dir) => existsSync(join(root, dir))).flatMap(
      (dir) => listFiles(join(root, dir)),
    ),
    join(root, "package-lock.json"),
  ]);
  hash.update(JSON.stringify(config));
  // What forms that list pages (section indexes) read of every page.
  for (const p of pages)
    hash.update(
      JSON.stringify([
        p.route,
        p.title,
        p.description,
        p.date,
        p.authors,
        p.noindex,
      ]),
    );
  return hash.digest("hex");
}

/** The key of one page's twin: the shared key and every field of the page a twin reads. */
export function twinKey(shared: string, page: SitePage): string {
  return createHash("sha256")
    .update(shared)
    .update("\0")
    .update(JSON.stringify(page))
    .digest("hex");
}
