import { describe, expect, it } from "vitest";
import {
  BRAND_COLOURS,
  brandMarkDataUri,
  brandMarkSvg,
} from "@/lib/brand-mark";

describe("brandMarkDataUri (lib/brand-mark.ts)", () => {
  it.each([
    ["light", 32],
    ["dark", 64],
  ] as const)(
    "the %s mark at %i px decodes to the same SVG as the icon file",
    (variant, size) => {
      const uri = brandMarkDataUri(BRAND_COLOURS[variant], size);
      expect(uri.startsWith("data:image/svg+xml,")).toBe(true);
      const body = uri.slice("data:image/svg+xml,".length);
      // Nothing an HTML attribute or a URL parser would cut or misread.
      expect(body).not.toMatch(/["'#<>]/);
      expect(decodeURIComponent(body)).toBe(
        brandMarkSvg(BRAND_COLOURS[variant], size),
      );
    },
  );

  it("draws the tile in the variant's colour", () => {
    expect(decodeURIComponent(brandMarkDataUri(BRAND_COLOURS.light))).toContain(
      'fill="#0f172a"',
    );
  });
});
