import { createHash } from "node:crypto";
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hashFiles } from "@/lib/build/hash-files";
import { RouteCache } from "@/lib/build/route-cache";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "route-cache-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** One build: asks the cache for each [route, key] and returns what was made anew. */
function build(file: string, pages: Array<[string, string]>) {
  const cache = new RouteCache<string>(file);
  const made: string[] = [];
  const values = pages.map(([route, key]) =>
    cache.get(route, key, () => {
      made.push(route);
      return `${route}@${key}`;
    }),
  );
  cache.save();
  return { made, values, hits: cache.hits };
}

describe("RouteCache", () => {
  it.each<{
    name: string;
    first: Array<[string, string]>;
    second: Array<[string, string]>;
    made: string[];
  }>([
    {
      name: "reuses every value whose key is unchanged",
      first: [
        ["/a", "1"],
        ["/b", "1"],
      ],
      second: [
        ["/a", "1"],
        ["/b", "1"],
      ],
      made: [],
    },
    {
      name: "makes again the one whose key changed",
      first: [
        ["/a", "1"],
        ["/b", "1"],
      ],
      second: [
        ["/a", "1"],
        ["/b", "2"],
      ],
      made: ["/b"],
    },
    {
      name: "makes a new route",
      first: [["/a", "1"]],
      second: [
        ["/a", "1"],
        ["/c", "1"],
      ],
      made: ["/c"],
    },
  ])("$name", ({ first, second, made }) => {
    const file = join(dir, "cache.json");
    build(file, first);
    const again = build(file, second);
    expect(again.made).toEqual(made);
    expect(again.hits).toBe(second.length - made.length);
    expect(again.values).toEqual(second.map(([r, k]) => `${r}@${k}`));
  });

  it("writes back only this build's routes: a page that is gone drops out", () => {
    const file = join(dir, "cache.json");
    build(file, [
      ["/a", "1"],
      ["/gone", "1"],
    ]);
    build(file, [["/a", "1"]]);
    expect(build(file, [["/gone", "1"]]).made).toEqual(["/gone"]);
  });

  it.each([
    ["a missing file", null],
    ["a truncated write", '{"format":1,"entries":[["/a",'],
    [
      "another layout (the twins' file before format 1)",
      '[["/a",{"key":"1","markdown":"old"}]]',
    ],
    [
      "another format number",
      '{"format":0,"entries":[["/a",{"key":"1","value":"old"}]]}',
    ],
  ])("starts empty from %s", (_name, text) => {
    const file = join(dir, "nested", "cache.json");
    if (text !== null) {
      mkdirSync(join(dir, "nested"), { recursive: true });
      writeFileSync(file, text);
    }
    const { made, values } = build(file, [["/a", "1"]]);
    expect(made).toEqual(["/a"]);
    expect(values).toEqual(["/a@1"]);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({
      format: 1,
      entries: [["/a", { key: "1", value: "/a@1" }]],
    });
  });
});

describe("hashFiles", () => {
  const key = (files: string[], read?: (f: string) => string) =>
    hashFiles(createHash("sha256"), dir, files, read).digest("hex");

  it("changes with a file's contents and name, not with the order it is given in", () => {
    writeFileSync(join(dir, "a.txt"), "one");
    writeFileSync(join(dir, "b.txt"), "two");
    const both = [join(dir, "a.txt"), join(dir, "b.txt")];
    const before = key(both);
    expect(key([...both].reverse())).toBe(before);
    writeFileSync(join(dir, "b.txt"), "three");
    expect(key(both)).not.toBe(before);
    expect(key([join(dir, "a.txt")])).not.toBe(key([join(dir, "b.txt")]));
  });

  it("leaves out missing files and hashes what `read` returns", () => {
    writeFileSync(join(dir, "a.txt"), "build 1234");
    const a = join(dir, "a.txt");
    expect(key([a, join(dir, "missing.txt")])).toBe(key([a]));
    const normalised = key([a], (f) =>
      readFileSync(f, "utf8").replace(/\d+/, "ID"),
    );
    writeFileSync(a, "build 9876");
    expect(key([a], (f) => readFileSync(f, "utf8").replace(/\d+/, "ID"))).toBe(
      normalised,
    );
  });
});
