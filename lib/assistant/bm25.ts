/**
 * BM25F over a few weighted fields (Robertson and Zaragoza, "The Probabilistic Relevance
 * Framework: BM25 and Beyond", 2009): each field's term frequency is normalised by that field's
 * length, weighted, summed, and saturated once with k1. Written here rather than taken from a
 * package because it is 80 lines, allocation-free per query and lets titles and headings weigh
 * more than prose, which is what the retrieval benchmark rewards.
 */

/** How much a field counts and how strongly its length is normalised. */
export interface FieldSpec {
  /** Multiplier of the field's term frequency. */
  weight: number;
  /** Length normalisation, 0 (none) to 1 (full). */
  b: number;
}

export interface Bm25Options<F extends string> {
  /** Term-frequency saturation. Default 1.2. */
  k1?: number;
  fields: Readonly<Record<F, FieldSpec>>;
}

/** A document as its fields' terms. */
export type Bm25Document<F extends string> = Readonly<
  Record<F, readonly string[]>
>;

/** A term's postings: the documents it occurs in and, per document, its frequency per field. */
interface Postings {
  docs: Uint32Array;
  /** `docs.length * fields` frequencies, document-major, fields in the order of `fieldNames`. */
  tf: Float32Array;
}

export class Bm25<F extends string> {
  private readonly postings = new Map<string, Postings>();
  private readonly fieldNames: F[];
  private readonly weights: Float64Array;
  private readonly bs: Float64Array;
  /** Field lengths divided by the field's average length, doc-major. */
  private readonly relLength: Float64Array;
  private readonly k1: number;
  readonly size: number;

  constructor(docs: ReadonlyArray<Bm25Document<F>>, options: Bm25Options<F>) {
    this.fieldNames = Object.keys(options.fields) as F[];
    const nf = this.fieldNames.length;
    this.weights = Float64Array.from(
      this.fieldNames,
      (f) => options.fields[f].weight,
    );
    this.bs = Float64Array.from(this.fieldNames, (f) => options.fields[f].b);
    this.k1 = options.k1 ?? 1.2;
    this.size = docs.length;
    this.relLength = new Float64Array(docs.length * nf);

    const totals = new Float64Array(nf);
    const building = new Map<string, { docs: number[]; tf: number[] }>();
    docs.forEach((doc, d) => {
      this.fieldNames.forEach((field, f) => {
        const fieldTerms = doc[field];
        this.relLength[d * nf + f] = fieldTerms.length;
        totals[f]! += fieldTerms.length;
        for (const term of fieldTerms) {
          let list = building.get(term);
          if (!list) building.set(term, (list = { docs: [], tf: [] }));
          if (list.docs[list.docs.length - 1] !== d) {
            list.docs.push(d);
            for (let i = 0; i < nf; i++) list.tf.push(0);
          }
          list.tf[list.tf.length - nf + f]! += 1;
        }
      });
    });
    for (const [term, list] of building)
      this.postings.set(term, {
        docs: Uint32Array.from(list.docs),
        tf: Float32Array.from(list.tf),
      });
    for (let f = 0; f < nf; f++) {
      const average = totals[f]! / Math.max(1, docs.length) || 1;
      for (let d = 0; d < docs.length; d++)
        this.relLength[d * nf + f]! /= average;
    }
  }

  /** How many documents contain `term` (0 for a term the index does not know). */
  documentFrequency(term: string): number {
    return this.postings.get(term)?.docs.length ?? 0;
  }

  /** Every indexed term with its document frequency. */
  *vocabulary(): Generator<[string, number]> {
    for (const [term, list] of this.postings) yield [term, list.docs.length];
  }

  /** Inverse document frequency (the BM25 form that never goes negative). */
  idf(term: string): number {
    const n = this.postings.get(term)?.docs.length ?? 0;
    return Math.log(1 + (this.size - n + 0.5) / (n + 0.5));
  }

  /**
   * Adds each document's score for the query terms into `into` (one slot per document). Each
   * term counts once, times its weight.
   */
  scoreInto(
    queryTerms: ReadonlyArray<{ term: string; weight: number }>,
    into: Float64Array,
  ): void {
    const nf = this.fieldNames.length;
    for (const { term, weight } of queryTerms) {
      const list = this.postings.get(term);
      if (!list) continue;
      const idf = weight * this.idf(term);
      const { docs, tf } = list;
      for (let p = 0; p < docs.length; p++) {
        const doc = docs[p]!;
        let weighted = 0;
        for (let f = 0; f < nf; f++) {
          const t = tf[p * nf + f]!;
          if (t === 0) continue;
          const b = this.bs[f]!;
          weighted +=
            (this.weights[f]! * t) /
            (1 - b + b * this.relLength[doc * nf + f]!);
        }
        into[doc]! += (idf * weighted) / (this.k1 + weighted);
      }
    }
  }
}
