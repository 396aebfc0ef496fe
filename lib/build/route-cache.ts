import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

interface Entry<T> {
  key: string;
  value: T;
}

/** Bumped when the file's layout changes: a file of another layout is read as empty. */
const FORMAT = 1;

/**
 * What a build step made for each page, kept between builds in one JSON file under the page's
 * route with the key of everything it was made from: the next build reuses a value whose key is
 * unchanged and makes the others (issue 25). Only this build's routes are written back, so pages
 * that are gone drop out.
 */
export class RouteCache<T> {
  private readonly stored: Map<string, Entry<T>>;
  private readonly next = new Map<string, Entry<T>>();
  /** Values reused from the file. */
  hits = 0;

  constructor(private readonly file: string) {
    let entries: Array<[string, Entry<T>]> = [];
    try {
      const parsed = JSON.parse(readFileSync(file, "utf8")) as {
        format?: number;
        entries?: Array<[string, Entry<T>]>;
      };
      if (parsed.format === FORMAT && Array.isArray(parsed.entries))
        entries = parsed.entries;
    } catch {
      // No file yet, or one from an interrupted write: every value is made anew.
    }
    this.stored = new Map(entries);
  }

  /** The value stored for `route` under `key`, or what `make` returns (then stored). */
  get(route: string, key: string, make: () => T): T {
    const stored = this.stored.get(route);
    if (stored?.key === key) {
      this.hits++;
      this.next.set(route, stored);
      return stored.value;
    }
    const made = { key, value: make() };
    this.next.set(route, made);
    return made.value;
  }

  /** Writes this build's values (by a rename, so an interrupted write leaves the old file). */
  save(): void {
    mkdirSync(dirname(this.file), { recursive: true });
    const temp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(
      temp,
      JSON.stringify({ format: FORMAT, entries: [...this.next] }),
    );
    renameSync(temp, this.file);
  }
}
