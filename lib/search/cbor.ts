/**
 * The part of CBOR (RFC 8949) that Pagefind's index files use: unsigned and negative integers,
 * text strings and definite-length arrays. Enough to read and rewrite its metadata and index
 * chunks (see `rechunk-index.ts`); anything else is refused, so a format change in a future
 * Pagefind fails the build instead of producing an index the browser cannot read.
 */

export type CborValue = number | string | CborValue[];

const UINT = 0;
const NEGINT = 1;
const TEXT = 3;
const ARRAY = 4;

/** Decodes one CBOR value from `bytes`; throws on trailing bytes or an unsupported type. */
export function decodeCbor(bytes: Uint8Array): CborValue {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = new TextDecoder("utf-8", { fatal: true });
  let at = 0;
  const argument = (info: number): number => {
    if (info < 24) return info;
    if (info === 24) return view.getUint8(at++);
    if (info === 25) return ((at += 2), view.getUint16(at - 2));
    if (info === 26) return ((at += 4), view.getUint32(at - 4));
    if (info === 27) {
      const big = view.getBigUint64(at);
      at += 8;
      if (big > BigInt(Number.MAX_SAFE_INTEGER))
        throw new Error(`cbor: integer too large at byte ${at - 8}`);
      return Number(big);
    }
    throw new Error(
      `cbor: unsupported length encoding ${info} at byte ${at - 1}`,
    );
  };
  const read = (): CborValue => {
    if (at >= bytes.length) throw new Error("cbor: unexpected end of data");
    const head = bytes[at++]!;
    const major = head >> 5;
    const value = argument(head & 31);
    switch (major) {
      case UINT:
        return value;
      case NEGINT:
        return -1 - value;
      case TEXT: {
        const s = text.decode(bytes.subarray(at, at + value));
        at += value;
        return s;
      }
      case ARRAY: {
        const items: CborValue[] = [];
        for (let i = 0; i < value; i++) items.push(read());
        return items;
      }
      default:
        throw new Error(`cbor: unsupported major type ${major}`);
    }
  };
  const value = read();
  if (at !== bytes.length)
    throw new Error(`cbor: ${bytes.length - at} trailing bytes`);
  return value;
}

/** Encodes a value with the shortest heads, as Pagefind's own encoder (minicbor) writes them. */
export function encodeCbor(value: CborValue): Uint8Array {
  const out: number[] = [];
  const utf8 = new TextEncoder();
  const head = (major: number, n: number) => {
    if (!Number.isSafeInteger(n) || n < 0)
      throw new Error(`cbor: cannot encode ${n}`);
    const m = major << 5;
    if (n < 24) out.push(m | n);
    else if (n < 0x100) out.push(m | 24, n);
    else if (n < 0x10000) out.push(m | 25, n >> 8, n & 0xff);
    else if (n < 0x100000000)
      out.push(m | 26, n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff);
    else {
      const big = BigInt(n);
      out.push(m | 27);
      for (let shift = 56n; shift >= 0n; shift -= 8n)
        out.push(Number((big >> shift) & 0xffn));
    }
  };
  const write = (v: CborValue) => {
    if (typeof v === "number") {
      if (v >= 0) head(UINT, v);
      else head(NEGINT, -1 - v);
    } else if (typeof v === "string") {
      const b = utf8.encode(v);
      head(TEXT, b.length);
      for (const byte of b) out.push(byte);
    } else {
      head(ARRAY, v.length);
      for (const item of v) write(item);
    }
  };
  write(value);
  return Uint8Array.from(out);
}
