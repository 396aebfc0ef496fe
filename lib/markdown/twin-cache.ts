/**
 * `.md` twins of unchanged pages from the previous build (issue 25: turning 377 pages' MDX into
 * Markdown took 7 of the 9 s of build-machine-files, on every build). A twin is reused when its
 * page's own inputs and everything shared are as they were: the code and data that convert it
 * (`lib/`, `components/`, `data/`, the installed packages), the site configuration, and what
 * section indexes list of the other pages.
 */
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { listFiles } from "../list-files";
import type { SiteConfig } from "../site-config";
import type { SitePage } from "../site-pages";

/** Where `npm run build` keeps the twins (`next build` keeps `.next/cache`). */
export const TWIN_CACHE_FILE = ".next/cache/md-twins.json";

/** Folders whose files (code and data) can change any twin. */
const CONVERTER_DIRS = ["lib", "components", "data"];

interface StoredTwin {
  key: string;
  markdown: string;
  warnings: string[];
}

/** A hash of what every twin shares: converter code and data, packages, configuration, listings. */
export function sharedTwinKey(
  root: string,
  pages: readonly SitePage[],
  config: SiteConfig,
): string {
  const hash = createHash("sha256");
  const files = [
    ...CONVERTER_DIRS.filter((dir) => existsSync(join(root, dir))).flatMap(
      (dir) => listFiles(join(root, dir)),
    ),
    ...[join(root, "package-lock.json")].filter((f) => existsSync(f)),
  ].sort();
  for (const file of files)
    hash
      .update(file.slice(root.length))
      .update("\0")
      .update(readFileSync(file))
      .update("\0");
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

/** Twins by route, read from and written back to one file. */
export class TwinCache {
  private readonly stored: Map<string, StoredTwin>;
  private readonly next = new Map<string, StoredTwin>();
  hits = 0;

  constructor(private readonly file: string) {
    let entries: Array<[string, StoredTwin]> = [];
    try {
      entries = JSON.parse(readFileSync(file, "utf8")) as Array<
        [string, StoredTwin]
      >;
    } catch {
      // No cache yet, or one from an interrupted write: every twin is made anew.
    }
    this.stored = new Map(entries);
  }

  /** The twin stored for `route` under `key`, or what `make` returns (then stored). */
  twin(
    route: string,
    key: string,
    make: (warn: (m: string) => void) => string,
  ): StoredTwin {
    const stored = this.stored.get(route);
    if (stored?.key === key) {
      this.hits++;
      this.next.set(route, stored);
      return stored;
    }
    const warnings: string[] = [];
    const made = { key, markdown: make((m) => warnings.push(m)), warnings };
    this.next.set(route, made);
    return made;
  }

  /** Writes the twins of this build only (pages that are gone drop out). */
  save(): void {
    mkdirSync(dirname(this.file), { recursive: true });
    const temp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify([...this.next]));
    renameSync(temp, this.file);
  }
}
