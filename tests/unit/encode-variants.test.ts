import { mkdirSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { encodeVariants } from "@/lib/images/encode-variants";
import { ALL_WIDTHS } from "@/lib/images/responsive-images";

async function exportWithImage(width: number, height: number) {
  const root = mkdtempSync(join(tmpdir(), "images-"));
  const media = join(root, "out/_next/static/media");
  mkdirSync(media, { recursive: true });
  await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 200, g: 60, b: 20 },
    },
  })
    .png()
    .toFile(join(media, "chart.abc123.png"));
  return { root, media, out: join(root, "out"), cache: join(root, "cache") };
}

describe("encodeVariants", () => {
  it("writes every width in AVIF, WebP and PNG, never wider than the original", async () => {
    const site = await exportWithImage(700, 350);
    const summary = await encodeVariants(site.out, site.cache);
    expect(summary.images).toBe(1);
    const files = readdirSync(site.media);
    for (const width of ALL_WIDTHS)
      for (const ext of ["png", "webp", "avif"])
        expect(files).toContain(`chart.abc123.w${width}.${ext}`);
    const meta = async (name: string) =>
      sharp(join(site.media, name)).metadata();
    expect((await meta("chart.abc123.w16.avif")).width).toBe(16);
    expect((await meta("chart.abc123.w640.webp")).width).toBe(640);
    const big = await meta("chart.abc123.w3840.avif");
    expect([big.width, big.height]).toEqual([700, 350]);
    expect((await meta("chart.abc123.w640.avif")).format).toBe("heif");
    // Widths at or past the original are encoded once: 9 smaller widths + 1, in 3 formats.
    expect(summary.encoded).toBe(10 * 3);
  }, 60_000);

  it("reuses cached encodings on the next build", async () => {
    const site = await exportWithImage(100, 50);
    await encodeVariants(site.out, site.cache);
    const again = await encodeVariants(site.out, site.cache);
    expect(again.encoded).toBe(0);
    expect(again.reused).toBe(ALL_WIDTHS.length * 3);
  }, 60_000);
});
