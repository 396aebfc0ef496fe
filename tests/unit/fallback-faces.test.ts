import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { nextFallbackMetrics } from "@/lib/fonts/build-fonts";
import {
  LOCAL_FALLBACK_FAMILY,
  LOCAL_FALLBACK_FONTS,
  localFallbackFaceCss,
} from "@/lib/fonts/fallback-faces";

const root = process.cwd();

describe("the text face's local fallback (lib/fonts/fallback-faces.ts)", () => {
  it("takes next/font's overrides for Geist Sans, computed by Next's own code", () => {
    const font = readFileSync(
      join(
        root,
        "node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2",
      ),
    );
    // The figures next/font writes into the built stylesheet for its Arial face.
    expect(nextFallbackMetrics(root, font)).toEqual({
      ascentOverride: "94.56%",
      descentOverride: "27.76%",
      lineGapOverride: "0.00%",
      fallbackFont: "Arial",
      sizeAdjust: "106.28%",
    });
  });

  it("writes one @font-face with every local font and the four overrides", () => {
    const css = localFallbackFaceCss({
      ascentOverride: "94.56%",
      descentOverride: "27.76%",
      lineGapOverride: "0.00%",
      sizeAdjust: "106.28%",
    });
    expect(css.match(/@font-face/g)).toHaveLength(1);
    expect(css).toContain(`font-family: "${LOCAL_FALLBACK_FAMILY}";`);
    expect(css).toContain(
      `src: ${LOCAL_FALLBACK_FONTS.map((f) => `local("${f}")`).join(", ")};`,
    );
    for (const line of [
      "ascent-override: 94.56%;",
      "descent-override: 27.76%;",
      "line-gap-override: 0.00%;",
      "size-adjust: 106.28%;",
    ])
      expect(css).toContain(line);
  });

  it("is the family components/fonts.ts lists after next/font's (which takes literals only)", () => {
    const source = readFileSync(join(root, "components/fonts.ts"), "utf8");
    expect(source).toContain(`fallback: ["${LOCAL_FALLBACK_FAMILY}"]`);
  });
});
