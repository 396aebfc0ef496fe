import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { parse } from "opentype.js";
import subsetFont from "subset-font";
import { describe, expect, it } from "vitest";
import { KEPT_FEATURES } from "@/lib/fonts/build-fonts";

const fonts = join(
  dirname(createRequire(__filename).resolve("geist/font/sans")),
  "fonts",
);

/** The GSUB and GPOS feature tags of a subset of `file` made as the build makes it. */
async function featureTags(file: string): Promise<Set<string>> {
  const subset = await subsetFont(
    readFileSync(join(fonts, file)),
    "Tabular 0123456789 figures, (a) -> b",
    {
      targetFormat: "truetype",
      variationAxes: { wght: 400 },
      keepFeatures: [...KEPT_FEATURES],
    },
  );
  const font = parse(
    subset.buffer.slice(subset.byteOffset, subset.byteOffset + subset.length),
  );
  const tags = new Set<string>();
  for (const table of [font.tables.gsub, font.tables.gpos] as Array<
    { features?: Array<{ tag: string }> } | undefined
  >)
    for (const feature of table?.features ?? []) tags.add(feature.tag);
  return tags;
}

describe("font subsets (lib/fonts/build-fonts.ts)", () => {
  // What the text face has of the features our CSS and browsers use (Geist has no `calt`), and
  // features nothing on the site asks for.
  it("keeps ss01, tnum, liga and kern and drops what costs glyphs only", async () => {
    const tags = await featureTags("geist-sans/Geist-Variable.woff2");
    for (const tag of ["ss01", "tnum", "liga", "kern"])
      expect(tags).toContain(tag);
    for (const tag of ["aalt", "frac", "sups", "ordn", "ss02"])
      expect(tags).not.toContain(tag);
  });
});
