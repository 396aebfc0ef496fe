/**
 * Encodes every raster image in the export's `_next/static/media/` at each
 * next/image width (lib/images/responsive-images.ts) in AVIF, WebP and its own format, quality 75,
 * never wider than the original. Incremental: Next names media by content hash, so an encoded
 * variant in the cache folder is reused whenever its name comes round again.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  statSync,
} from "node:fs";
import { join } from "node:path";
import sharp, { type Sharp } from "sharp";
import {
  ALL_WIDTHS,
  IMAGE_QUALITY,
  MEDIA_PREFIX,
  MODERN_FORMATS,
  isResponsiveSource,
  variantPath,
  withFormat,
} from "./responsive-images";

type Format = "avif" | "webp" | "jpeg" | "png";

function encoder(image: Sharp, format: Format): Sharp {
  switch (format) {
    case "avif":
      return image.avif({ quality: IMAGE_QUALITY });
    case "webp":
      return image.webp({ quality: IMAGE_QUALITY });
    case "jpeg":
      return image.jpeg({ quality: IMAGE_QUALITY, mozjpeg: true });
    case "png":
      return image.png({ compressionLevel: 9, palette: true });
  }
}

export interface EncodeSummary {
  images: number;
  encoded: number;
  reused: number;
}

/** Writes every variant of every raster image under `outDir`'s media folder, via `cacheDir`. */
export async function encodeVariants(
  outDir: string,
  cacheDir: string,
): Promise<EncodeSummary> {
  const mediaDir = join(outDir, MEDIA_PREFIX);
  if (!existsSync(mediaDir)) return { images: 0, encoded: 0, reused: 0 };
  mkdirSync(cacheDir, { recursive: true });
  let encoded = 0;
  let reused = 0;
  let images = 0;
  for (const name of readdirSync(mediaDir)) {
    const src = `${MEDIA_PREFIX}${name}`;
    if (!isResponsiveSource(src)) continue;
    images++;
    const input = join(mediaDir, name);
    const { width: original = 0, format } = await sharp(input).metadata();
    const own: Format =
      format === "png" ? "png" : format === "webp" ? "webp" : "jpeg";
    // Widths past the original reuse the original-width encoding: upscaling only adds bytes.
    const encodedAt = new Map<number, Map<string, string>>();
    for (const width of ALL_WIDTHS) {
      const target = Math.min(width, original);
      const variant = variantPath(src, width);
      const outputs: Array<[string, Format]> = [
        [variant, own],
        ...MODERN_FORMATS.map((f): [string, Format] => [
          withFormat(variant, f),
          f,
        ]),
      ];
      for (const [path, fmt] of outputs) {
        const file = join(outDir, path);
        const cached = join(cacheDir, `${path.slice(MEDIA_PREFIX.length)}`);
        const sameTarget = encodedAt.get(target)?.get(fmt);
        if (existsSync(cached) && statSync(cached).size > 0) {
          reused++;
        } else if (sameTarget) {
          copyFileSync(sameTarget, cached);
        } else {
          await encoder(sharp(input).resize({ width: target }), fmt).toFile(
            cached,
          );
          encoded++;
        }
        copyFileSync(cached, file);
        if (!encodedAt.has(target)) encodedAt.set(target, new Map());
        encodedAt.get(target)!.set(fmt, cached);
      }
    }
  }
  return { images, encoded, reused };
}
