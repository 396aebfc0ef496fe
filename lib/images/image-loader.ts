import { isResponsiveSource, variantPath } from "./responsive-images";

/**
 * next/image loader for the static export (next.config.mjs `images.loaderFile`): raster images
 * Next emitted get the pre-encoded variant of each width; anything else (SVG, remote) is used as is.
 */
export default function imageLoader({
  src,
  width,
}: {
  src: string;
  width: number;
  quality?: number;
}): string {
  return isResponsiveSource(src) ? variantPath(src, width) : src;
}
