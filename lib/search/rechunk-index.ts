import { createHash } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { decodeCbor, encodeCbor, type CborValue } from "./cbor";

/**
 * Smaller index chunks for Pagefind.
 *
 * Pagefind cuts each language's word index into chunks of about 20,000 word locations (a constant
 * in its Rust indexer, `chunk_index(word_map, 20000)`), about 27 kB brotli each here, and a query
 * downloads one chunk per word. For a site of a few hundred pages that is most of a query's
 * transfer. This step re-cuts the chunks Pagefind wrote into smaller ones and rewrites the
 * language's metadata to list them; the browser code is unchanged, since it finds a word's chunk
 * by the `from`/`to` words the metadata lists.
 *
 * A chunk boundary is only placed between two words that share fewer than `keepPrefix`
 * characters. Pagefind also matches a query word against the longer words it starts ("promp"
 * finds "prompt" and "prompts") but loads only one chunk per word, so every word starting with a
 * query word of `keepPrefix` or more characters stays in the same chunk, as before.
 */

/** Every Pagefind payload starts with this signature, before the CBOR body. */
const SIGNATURE = "pagefind_dcd";

/**
 * Locations per chunk: about 3.5 kB brotli a chunk (median) where Pagefind writes 27 kB. Measured
 * with `npm run bench:search`: 1,000 makes the metadata grow more than the chunks shrink for a
 * first query; 3,500 leaves later queries 10 kB heavier.
 */
export const CHUNK_LOCATIONS = 2_000;

/**
 * Words that share this many leading characters stay in one chunk, so a query word of four or
 * more letters finds all the longer words it starts. With 3, every "pro..." word (prompt, project,
 * production, provider) shared one 20 kB chunk.
 */
export const KEEP_PREFIX = 4;

type Word = CborValue[];

interface ChunkRef {
  from: string;
  to: string;
  hash: string;
}

export interface RechunkStats {
  language: string;
  chunksBefore: number;
  chunksAfter: number;
  words: number;
  /** Largest chunk after the cut, in word locations. */
  maxLocations: number;
}

const signature = new TextEncoder().encode(SIGNATURE);

/** A Pagefind payload file (stored uncompressed): its CBOR body after the signature. */
export function readPagefindPayload(file: string): CborValue {
  const bytes = readFileSync(file);
  const head = new TextDecoder().decode(bytes.subarray(0, signature.length));
  if (head !== SIGNATURE)
    throw new Error(`${file}: not an uncompressed Pagefind payload`);
  return decodeCbor(bytes.subarray(signature.length));
}

function payload(value: CborValue): Buffer {
  return Buffer.concat([signature, encodeCbor(value)]);
}

const asArray = (v: CborValue | undefined, what: string): CborValue[] => {
  if (!Array.isArray(v))
    throw new Error(`pagefind format: ${what} is not an array`);
  return v;
};
const asString = (v: CborValue | undefined, what: string): string => {
  if (typeof v !== "string")
    throw new Error(`pagefind format: ${what} is not a string`);
  return v;
};

/** Word locations of one index word: one per location plus one per page, as Pagefind counts. */
export function wordLocations(word: Word): number {
  let n = 0;
  for (const page of asArray(word[1], "a word's pages")) {
    const locs = asArray(
      asArray(page, "a page entry")[1],
      "a page's locations",
    );
    n += locs.length + 1;
  }
  return n;
}

const commonPrefix = (a: string, b: string): number => {
  const x = [...a];
  const y = [...b];
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  return i;
};

/**
 * Cuts sorted words into chunks of about `target` locations, only between words that share
 * fewer than `keepPrefix` characters.
 */
export function cutWords(
  words: readonly Word[],
  target = CHUNK_LOCATIONS,
  keepPrefix = KEEP_PREFIX,
): Word[][] {
  const chunks: Word[][] = [];
  let chunk: Word[] = [];
  let size = 0;
  words.forEach((word, i) => {
    chunk.push(word);
    size += wordLocations(word);
    const next = words[i + 1];
    if (
      next &&
      size >= target &&
      commonPrefix(asString(word[0], "a word"), asString(next[0], "a word")) <
        keepPrefix
    ) {
      chunks.push(chunk);
      chunk = [];
      size = 0;
    }
  });
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/**
 * The `from`/`to` bounds the browser looks a word up by (`from <= word <= to`). `from` is the
 * chunk's first word shortened, as Pagefind's indexer does, to one character past the prefix it
 * shares with the previous chunk's last word, so a partly typed word ("promp") still finds the
 * chunk whose words it starts. `to` is the chunk's last word in full: Pagefind shortens it too,
 * which puts the chunk's last words above its own bound ("prolog" > "prol"), so an exact search
 * for them only succeeded through Pagefind's slower fallback of loading every possible chunk.
 */
export function chunkBounds(
  chunks: readonly Word[][],
): Array<{ from: string; to: string }> {
  const bounds = chunks.map((c) => ({
    from: asString(c[0]![0], "a word"),
    to: asString(c[c.length - 1]![0], "a word"),
  }));
  for (let i = 1; i < bounds.length; i++) {
    const shared = commonPrefix(bounds[i - 1]!.to, bounds[i]!.from);
    bounds[i]!.from = [...bounds[i]!.from].slice(0, shared + 1).join("");
  }
  return bounds;
}

/**
 * Re-cuts the index chunks of every language in a Pagefind bundle (`dir`, with payloads stored
 * uncompressed) and rewrites `pagefind-entry.json` to the new metadata files. Returns a line of
 * figures per language.
 */
export function rechunkPagefindIndex(
  dir: string,
  target = CHUNK_LOCATIONS,
  keepPrefix = KEEP_PREFIX,
): RechunkStats[] {
  const entryFile = join(dir, "pagefind-entry.json");
  const entry = JSON.parse(readFileSync(entryFile, "utf8")) as {
    languages: Record<string, { hash: string }>;
  };
  const stats: RechunkStats[] = [];
  for (const [language, info] of Object.entries(entry.languages)) {
    const metaFile = join(dir, `pagefind.${info.hash}.pf_meta`);
    const meta = asArray(readPagefindPayload(metaFile), "the metadata");
    // The metadata's third field lists the index chunks as [from, to, hash] (Pagefind 1.x).
    const refs: ChunkRef[] = asArray(meta[2], "the chunk list").map((c) => {
      const [from, to, hash] = asArray(c, "a chunk entry");
      return {
        from: asString(from, "a chunk's first word"),
        to: asString(to, "a chunk's last word"),
        hash: asString(hash, "a chunk's hash"),
      };
    });
    const words: Word[] = [];
    for (const ref of refs) {
      const file = join(dir, "index", `${ref.hash}.pf_index`);
      const chunk = asArray(readPagefindPayload(file), "an index chunk");
      if (chunk.length !== 1)
        throw new Error(
          `pagefind format: ${file} has ${chunk.length} fields, expected 1`,
        );
      for (const w of asArray(chunk[0], "a chunk's words"))
        words.push(asArray(w, "a word entry"));
      rmSync(file);
    }
    const cut = cutWords(words, target, keepPrefix);
    const bounds = chunkBounds(cut);
    const newRefs: CborValue[] = cut.map((chunk, i) => {
      const body = payload([chunk]);
      const hash = `${language}_${createHash("sha256").update(body).digest("hex").slice(0, 7)}`;
      writeFileSync(join(dir, "index", `${hash}.pf_index`), body);
      return [bounds[i]!.from, bounds[i]!.to, hash];
    });
    meta[2] = newRefs;
    const metaBody = payload(meta);
    const metaHash = `${language}_${createHash("sha256").update(metaBody).digest("hex").slice(0, 10)}`;
    rmSync(metaFile);
    writeFileSync(join(dir, `pagefind.${metaHash}.pf_meta`), metaBody);
    info.hash = metaHash;
    stats.push({
      language,
      chunksBefore: refs.length,
      chunksAfter: cut.length,
      words: words.length,
      maxLocations: Math.max(
        ...cut.map((c) => c.reduce((n, w) => n + wordLocations(w), 0)),
      ),
    });
  }
  writeFileSync(entryFile, JSON.stringify(entry));
  return stats;
}
