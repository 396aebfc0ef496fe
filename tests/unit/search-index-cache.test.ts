import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listFiles } from "@/lib/list-files";
import { buildSearchIndex } from "@/lib/search/build-index";
import { vocabularyUrl } from "@/lib/search/spelling";

let root: string;
let out: string;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><body><nav>${"<a>sidebar</a>".repeat(20)}</nav><main><h1>${title}</h1><p>${body}</p></main></body></html>`;

const PAGES = [
  {
    route: "/docs/alpha",
    title: "Alpha",
    description: "Traces from the alpha client.",
    searchable: true,
  },
  {
    route: "/docs/beta",
    title: "Beta",
    description: "Scores for beta sessions.",
    searchable: true,
  },
  {
    route: "/docs/gamma",
    title: "Gamma",
    description: "Datasets with gamma experiments.",
    searchable: true,
  },
];

function writePages(bodies: Record<string, string>) {
  for (const p of PAGES) {
    const file = join(out, `${p.route}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, page(p.title, bodies[p.route] ?? `About ${p.title}.`));
  }
}

/** Every file of the index with its bytes, by path under out/pagefind. */
const indexFiles = () =>
  Object.fromEntries(
    listFiles(join(out, "pagefind")).map((f) => [
      relative(out, f),
      readFileSync(f).toString("base64"),
    ]),
  );

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "search-cache-"));
  out = join(root, "out");
  // The shared key hashes the search code and the lock, as the build does.
  for (const file of [
    "lib/search/index-page.ts",
    "lib/search/spelling.ts",
    "lib/search/document-cache.ts",
    "package-lock.json",
  ]) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    cpSync(file, join(root, file));
  }
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("buildSearchIndex with its document cache", () => {
  const cache = () => ({
    root,
    file: join(root, ".next/cache/search-documents.json"),
  });

  it("reuses unchanged pages' documents and writes the same index as without the cache", async () => {
    writePages({});
    const uncached = await buildSearchIndex(out, PAGES);
    const plain = indexFiles();
    const first = await buildSearchIndex(out, PAGES, cache());
    expect(first.documentsReused).toBe(0);
    expect(indexFiles()).toEqual(plain);
    const second = await buildSearchIndex(out, PAGES, cache());
    expect(second.documentsReused).toBe(3);
    expect(indexFiles()).toEqual(plain);
    expect(second).toEqual({ ...uncached, documentsReused: 3 });
  }, 60_000);

  it("makes an edited page's document again and indexes its new words", async () => {
    writePages({});
    await buildSearchIndex(out, PAGES, cache());
    writePages({ "/docs/beta": "Beta now explains zeppelinfoo annotations." });
    const stats = await buildSearchIndex(out, PAGES, cache());
    expect(stats.documentsReused).toBe(2);
    // The respelling list is written from every page's words: the new word is in it.
    const list = readFileSync(join(out, vocabularyUrl("z")), "utf8");
    expect(list).toContain("zeppelinfoo");
  }, 60_000);

  it("makes every document again when the search code changes", async () => {
    writePages({});
    await buildSearchIndex(out, PAGES, cache());
    writeFileSync(
      join(root, "lib/search/index-page.ts"),
      `${readFileSync(join(root, "lib/search/index-page.ts"), "utf8")}\n// changed\n`,
    );
    const stats = await buildSearchIndex(out, PAGES, cache());
    expect(stats.documentsReused).toBe(0);
  }, 60_000);
});
