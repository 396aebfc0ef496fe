/**
 * Responsive images for the static export. Next's image optimiser is off in an export, so
 * scripts/build-images.ts encodes every raster image Next emits (`/_next/static/media/`) at the
 * widths below, next/image asks for them through lib/images/image-loader.ts, and the server
 * answers each width in the best format the browser accepts (AVIF, then WebP, then the original).
 */

/** Widths for layout images (next/image `deviceSizes`): phones to 4K screens. */
export const DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];
/** Widths for icons and small images (next/image `imageSizes`). */
export const IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384];
export const ALL_WIDTHS = [...IMAGE_SIZES, ...DEVICE_SIZES];
export const IMAGE_QUALITY = 75;
/** Where Next puts imported assets; only these have content-hashed, immutable names. */
export const MEDIA_PREFIX = "/_next/static/media/";

/** The modern formats each width is also encoded in, best first. */
export const MODERN_FORMATS = ["avif", "webp"] as const;
export type ModernFormat = (typeof MODERN_FORMATS)[number];

const RASTER = /\.(jpe?g|png|webp)$/i;
const VARIANT = /^(.+)\.w(\d+)\.(jpe?g|png|webp|avif)$/i;

/** True for an image the build encodes at several widths. */
export function isResponsiveSource(src: string): boolean {
  return src.startsWith(MEDIA_PREFIX) && RASTER.test(src) && !VARIANT.test(src);
}

/** `/_next/static/media/a.1f2e.jpg`, 640 -> `/_next/static/media/a.1f2e.w640.jpg`. */
export function variantPath(src: string, width: number): string {
  const dot = src.lastIndexOf(".");
  return `${src.slice(0, dot)}.w${width}${src.slice(dot)}`;
}

/** The same variant in another format: `a.w640.jpg`, "avif" -> `a.w640.avif`. */
export function withFormat(variant: string, format: ModernFormat): string {
  return `${variant.slice(0, variant.lastIndexOf("."))}.${format}`;
}

/** Reads a variant path back: `{ source, width }`, or null when the path is not a variant. */
export function parseVariantPath(
  path: string,
): { source: string; width: number } | null {
  if (!path.startsWith(MEDIA_PREFIX)) return null;
  const match = VARIANT.exec(path);
  if (!match || match[3]!.toLowerCase() === "avif") return null;
  return { source: `${match[1]}.${match[3]}`, width: Number(match[2]) };
}

/**
 * The modern formats an `Accept` header allows, best first (empty: only the original format).
 * Browsers list `image/avif` and `image/webp` when they decode them; `q=0` refuses a type.
 */
export function acceptedImageFormats(
  accept: string | undefined,
): ModernFormat[] {
  if (!accept) return [];
  const accepted = new Set(
    accept
      .toLowerCase()
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(
        ([, ...params]) => !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)),
      )
      .map(([type]) => type!.trim()),
  );
  return MODERN_FORMATS.filter((f) => accepted.has(`image/${f}`));
}

/** The best modern format an `Accept` header allows, or null for the original format. */
export function preferredImageFormat(
  accept: string | undefined,
): ModernFormat | null {
  return acceptedImageFormats(accept)[0] ?? null;
}
