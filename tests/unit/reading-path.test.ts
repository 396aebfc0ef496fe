import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { renderJsonFiles } from "@/lib/compiled-pages/render-json-files";
import { renderKey } from "@/lib/compiled-pages/render-cache";
import type { CompiledPage } from "@/lib/compiled-pages/types";
import { listingFor, type ListingItem } from "@/lib/listings";
import {
  entriesOfTopic,
  listingSectionOf,
  readingPathFiles,
  readingPathFor,
  RELATED_ANSWERS_SHOWN,
} from "@/lib/reading-path";

const entry = (
  route: string,
  extra: Partial<ListingItem> = {},
): ListingItem => ({
  route,
  title: `Title of ${route}`,
  description: "",
  authors: [],
  ...extra,
});

// Newest first, as lib/listings.ts writes it.
const blog = [
  entry("/blog/c", { date: "2026-03-01" }),
  entry("/blog/b", { date: "2026-02-01" }),
  entry("/blog/a", { date: "2026-01-01" }),
];

describe("listingSectionOf", () => {
  it.each([
    ["/blog/a", "blog"],
    ["/blog/a/", "blog"],
    ["/changelog/2025-01-21-audit-logs", "changelog"],
    ["/customers/canva", "customers"],
    ["/faq/all/sampling-traces", "faq"],
    ["/blog", undefined],
    ["/faq", undefined],
    ["/library/guardrails", undefined],
    ["/blogroll", undefined],
    ["/docs/tracing", undefined],
  ])("%s is listed by %s", (route, section) => {
    expect(listingSectionOf(route)).toBe(section);
  });
});

describe("readingPathFor", () => {
  it.each<[string, string | undefined, string | undefined]>([
    ["/blog/c", undefined, "/blog/b"],
    ["/blog/b", "/blog/c", "/blog/a"],
    ["/blog/a", "/blog/b", undefined],
  ])(
    "%s has newer %s and older %s in a newest-first listing",
    (route, newer, older) => {
      const path = readingPathFor(route, blog)!;
      expect(path.back).toEqual({ href: "/blog", label: "Blog" });
      expect(path.dated).toBe(true);
      expect(path.previous?.route).toBe(newer);
      expect(path.next?.route).toBe(older);
    },
  );

  it("gives the only entry of a listing its way back and no neighbours", () => {
    expect(readingPathFor("/customers/x", [entry("/customers/x")])).toEqual({
      back: { href: "/customers", label: "Customers" },
      dated: false,
    });
  });

  it("calls undated neighbours previous and next, not newer and older", () => {
    const stories = [entry("/customers/a"), entry("/customers/b")];
    expect(readingPathFor("/customers/a", stories)).toMatchObject({
      dated: false,
      next: { route: "/customers/b" },
    });
  });

  it.each([
    ["an index", "/blog"],
    ["a noindex draft the listing leaves out", "/blog/draft"],
    ["a page outside the listed sections", "/docs/x"],
  ])("gives %s no reading path", (_, route) => {
    const listing = listingFor(
      [
        ...blog.map((e) => ({ ...e, noindex: false })),
        { ...entry("/blog/draft", { date: "2026-04-01" }), noindex: true },
      ],
      "blog",
    );
    expect(listing.map((e) => e.route)).not.toContain("/blog/draft");
    expect(readingPathFor(route, listing)).toBeUndefined();
  });

  it("ends an FAQ answer with other answers of its first topic instead of neighbours", () => {
    const faq = [
      entry("/faq/all/a", { tags: ["sdk"] }),
      entry("/faq/all/b", { tags: ["tracing", "sdk"] }),
      entry("/faq/all/c", { tags: ["pricing"] }),
      entry("/faq/all/d", { tags: ["tracing"] }),
      entry("/faq/all/e", { tags: ["sdk", "tracing"] }),
    ];
    expect(readingPathFor("/faq/all/b", faq)).toEqual({
      back: { href: "/faq", label: "FAQ" },
      dated: false,
      related: { topic: "Tracing", entries: [faq[3], faq[4]] },
    });
  });

  it("keeps a tagged post's newer and older neighbours: only the FAQ groups by topic", () => {
    const tagged = blog.map((e) => ({ ...e, tags: ["tracing"] }));
    const path = readingPathFor("/blog/b", tagged);
    expect(path?.related).toBeUndefined();
    expect([path?.previous?.route, path?.next?.route]).toEqual([
      "/blog/c",
      "/blog/a",
    ]);
  });

  it(`shows at most ${RELATED_ANSWERS_SHOWN} related answers`, () => {
    const faq = Array.from({ length: 9 }, (_, i) =>
      entry(`/faq/all/q${i}`, { tags: ["api"] }),
    );
    const related = readingPathFor("/faq/all/q0", faq)!.related!;
    expect(related.topic).toBe("API");
    expect(related.entries.map((e) => e.route)).toEqual(
      faq.slice(1, 1 + RELATED_ANSWERS_SHOWN).map((e) => e.route),
    );
  });
});

describe("entriesOfTopic", () => {
  it("lists every entry tagged with the topic, first tag or not, in listing order", () => {
    const faq = [
      entry("/faq/all/a", { tags: ["sdk", "tracing"] }),
      entry("/faq/all/b", { tags: ["pricing"] }),
      entry("/faq/all/c", { tags: ["tracing"] }),
    ];
    expect(entriesOfTopic(faq, "tracing").map((e) => e.route)).toEqual([
      "/faq/all/a",
      "/faq/all/c",
    ]);
  });
});

describe("render key of a listed page", () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  const post: CompiledPage = {
    route: "/blog/b",
    file: "pages/blog/b.mdx",
    key: "k",
    code: 'var m = require("nextra/mdx");',
    frontMatter: {},
    hasJsxInH1: false,
    images: {},
  };

  it("reads its section's listing, and only listed pages do", () => {
    expect(readingPathFiles("/blog/b")).toEqual([
      ".generated/listings/blog.json",
    ]);
    expect(readingPathFiles("/blog")).toEqual([]);
    expect(readingPathFiles("/docs/x")).toEqual([]);
    expect(renderJsonFiles(post, "/blog/b")).toEqual([
      ".generated/listings/blog.json",
    ]);
  });

  it("names the index's listing once when the index imports it too", () => {
    const index: CompiledPage = {
      ...post,
      route: "/blog",
      file: "pages/blog/index.mdx",
      code: 'var l = require("../../.generated/listings/blog.json");',
    };
    expect(renderJsonFiles(index, "/blog")).toEqual([
      ".generated/listings/blog.json",
    ]);
  });

  it("changes when a post is added to the listing, though the post's source did not change", () => {
    root = mkdtempSync(join(tmpdir(), "reading-path-"));
    const write = (items: readonly ListingItem[]) => {
      const file = join(root!, ".generated/listings/blog.json");
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(items));
    };
    const key = () =>
      renderKey("server", {
        route: "/blog/b",
        compiledKey: post.key,
        json: renderJsonFiles(post, "/blog/b").map((f) =>
          readFileSync(join(root!, f), "utf8"),
        ),
        timestamp: 1,
        year: 2026,
      });
    write(blog);
    const before = key();
    write(blog.filter((e) => e.route !== "/blog/c"));
    expect(key()).not.toBe(before);
    write(blog);
    expect(key()).toBe(before);
  });
});
