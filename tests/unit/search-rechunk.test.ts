import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeCbor, encodeCbor, type CborValue } from "@/lib/search/cbor";
import { storePayloadsUncompressed } from "@/lib/search/build-index";
import {
  chunkBounds,
  cutWords,
  readPagefindPayload,
  rechunkPagefindIndex,
  wordLocations,
} from "@/lib/search/rechunk-index";

describe("cbor", () => {
  it.each<[string, CborValue, string]>([
    ["small int", 23, "17"],
    ["one-byte int", 24, "1818"],
    ["largest one-byte int", 255, "18ff"],
    ["two-byte int", 256, "190100"],
    ["four-byte int", 65_536, "1a00010000"],
    ["eight-byte int", 2 ** 32, "1b0000000100000000"],
    ["negative int", -1, "20"],
    ["Pagefind weight marker", -25, "3818"],
    ["text", "prompt", "6670726f6d7074"],
    ["non-ASCII text", "é", "62c3a9"],
    ["nested arrays", [1, ["a"], []], "830181616180"],
  ])("%s round-trips with the shortest head", (_name, value, hex) => {
    const bytes = encodeCbor(value);
    expect(Buffer.from(bytes).toString("hex")).toBe(hex);
    expect(decodeCbor(bytes)).toEqual(value);
  });

  it.each([
    ["a map", "a0"],
    ["a float", "f93c00"],
    ["a byte string", "4101"],
    ["trailing bytes", "0101"],
    ["a truncated array", "82 01".replace(" ", "")],
  ])("refuses %s", (_name, hex) => {
    expect(() => decodeCbor(Buffer.from(hex, "hex"))).toThrow(/cbor/);
  });
});

/** An index word as Pagefind stores it: [word, [[page, [locations...]], ...]]. */
const word = (text: string, locations: number): CborValue[] => [
  text,
  [[0, Array.from({ length: locations - 1 }, (_, i) => i)]],
];

describe("cutWords", () => {
  const words = [
    word("alpha", 4),
    word("alpine", 4),
    word("beta", 4),
    word("prompt", 4),
    word("prompts", 4),
    word("promptfoo", 4),
    word("zeta", 4),
  ];

  it("counts locations as Pagefind does (one per location and one per page)", () => {
    expect(wordLocations(word("x", 4))).toBe(4);
  });

  it("cuts near the target but never between words that share the kept prefix", () => {
    const chunks = cutWords(words, 4, 3);
    expect(chunks.map((c) => c.map((w) => w[0]))).toEqual([
      ["alpha", "alpine"],
      ["beta"],
      ["prompt", "prompts", "promptfoo"],
      ["zeta"],
    ]);
    // Nothing is lost or reordered.
    expect(chunks.flat()).toEqual(words);
  });

  it("keeps everything in one chunk when the target is larger than the index", () => {
    expect(cutWords(words, 1_000, 3)).toHaveLength(1);
  });
});

describe("chunkBounds", () => {
  it("shortens a chunk's first word to one character past the prefix it shares with the last chunk, and keeps its last word whole", () => {
    const chunks = [
      [word("alpha", 1), word("alpine", 1)],
      [word("alps", 1), word("beta", 1)],
      [word("betamax", 1)],
    ];
    expect(chunkBounds(chunks)).toEqual([
      { from: "alpha", to: "alpine" },
      { from: "alps", to: "beta" },
      { from: "betam", to: "betamax" },
    ]);
  });
});

/** The chunk the browser loads for a word: Pagefind's strict lookup (`from <= word <= to`). */
const chunkFor = (
  refs: Array<[string, string, string]>,
  term: string,
): string | undefined =>
  refs.find(([from, to]) => term >= from && term <= to)?.[2];

describe("rechunkPagefindIndex on a real Pagefind index", () => {
  let dir: string;

  beforeAll(async () => {
    const pagefind = await import("pagefind");
    const { index } = await pagefind.createIndex({});
    // Enough distinct words that a small target makes many chunks.
    for (let page = 0; page < 40; page++) {
      const text = Array.from(
        { length: 60 },
        (_, i) => `word${(page * 7 + i) % 300}x topic${page % 5}`,
      ).join(" ");
      await index!.addCustomRecord({
        url: `/page-${page}`,
        content: `prompt prompts promptfoo ${text}`,
        language: "en",
        meta: { title: `Page ${page}` },
      });
    }
    dir = mkdtempSync(join(tmpdir(), "pf-rechunk-"));
    await index!.writeFiles({ outputPath: dir });
    await pagefind.close();
    storePayloadsUncompressed(dir);
  }, 60_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("cuts the index into more chunks, every word findable in the chunk the browser loads", () => {
    const entryBefore = JSON.parse(
      readFileSync(join(dir, "pagefind-entry.json"), "utf8"),
    ) as { languages: { en: { hash: string } } };
    const metaBefore = readPagefindPayload(
      join(dir, `pagefind.${entryBefore.languages.en.hash}.pf_meta`),
    ) as CborValue[];
    const wordsBefore = (metaBefore[2] as Array<[string, string, string]>)
      .flatMap(
        ([, , hash]) =>
          (
            readPagefindPayload(
              join(dir, "index", `${hash}.pf_index`),
            ) as CborValue[][]
          )[0]!,
      )
      .map((w) => (w as CborValue[])[0] as string);

    const [stats] = rechunkPagefindIndex(dir, 200, 3);
    expect(stats!.language).toBe("en");
    expect(stats!.chunksAfter).toBeGreaterThan(stats!.chunksBefore);
    expect(stats!.words).toBe(wordsBefore.length);

    const entry = JSON.parse(
      readFileSync(join(dir, "pagefind-entry.json"), "utf8"),
    ) as { languages: { en: { hash: string } } };
    expect(entry.languages.en.hash).not.toBe(entryBefore.languages.en.hash);
    const meta = readPagefindPayload(
      join(dir, `pagefind.${entry.languages.en.hash}.pf_meta`),
    ) as CborValue[];
    // The rest of the metadata (version, pages, filters, sorts) is unchanged.
    expect([meta[0], meta[1], meta[3], meta[4], meta[5]]).toEqual([
      metaBefore[0],
      metaBefore[1],
      metaBefore[3],
      metaBefore[4],
      metaBefore[5],
    ]);
    const refs = meta[2] as Array<[string, string, string]>;
    expect(refs.length).toBe(stats!.chunksAfter);
    // Only the new chunks are left, and old metadata is gone.
    expect(readdirSync(join(dir, "index")).sort()).toEqual(
      refs.map(([, , hash]) => `${hash}.pf_index`).sort(),
    );
    expect(
      readdirSync(dir).filter((f) => f.startsWith("pagefind.en_")),
    ).toEqual([`pagefind.${entry.languages.en.hash}.pf_meta`]);

    const wordsIn = new Map<string, string[]>();
    for (const [, , hash] of refs)
      wordsIn.set(
        hash,
        (
          readPagefindPayload(
            join(dir, "index", `${hash}.pf_index`),
          ) as CborValue[][]
        )[0]!.map((w) => (w as CborValue[])[0] as string),
      );
    for (const w of wordsBefore) {
      const hash = chunkFor(refs, w);
      expect(hash, w).toBeDefined();
      expect(wordsIn.get(hash!), w).toContain(w);
    }
    // A word and the longer words it starts stay together: "prompt" also finds "promptfoo".
    const promptChunk = wordsIn.get(chunkFor(refs, "prompt")!)!;
    for (const w of wordsBefore.filter((x) => x.startsWith("prompt")))
      expect(promptChunk).toContain(w);
  });
});
