import type { ImgHTMLAttributes } from "react";
import imageLoader from "@/lib/images/image-loader";
import { ALL_WIDTHS } from "@/lib/images/responsive-images";

/** What an MDX image import gives (Next's static image data). */
export interface StaticImageSource {
  src: string;
  width: number;
  height: number;
  blurDataURL?: string;
  blurWidth?: number;
  blurHeight?: number;
}

export interface ContentImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "width" | "height"
> {
  src?: string | StaticImageSource;
  width?: number | string;
  height?: number | string;
}

const SORTED_WIDTHS = [...ALL_WIDTHS].sort((a, b) => a - b);

/** The file a content image shows, whether imported (static image data) or a plain URL. */
export function imageUrl(src: ContentImageProps["src"]): string {
  return typeof src === "object" ? src.src : (src ?? "");
}

/**
 * Our diagrams are SVG drawings on a light palette: marked with `data-diagram`, they follow the
 * dark theme (styles/globals.css) and get an "Open full size" link on phones (ContentFigure).
 */
export function isDiagram(src: ContentImageProps["src"]): boolean {
  return /\.svg(?:$|[?#])/i.test(imageUrl(src));
}

/** next/image's 1x/2x candidates for a fixed width: the first encoded width at or above each. */
function densityWidths(width: number): number[] {
  const largest = SORTED_WIDTHS[SORTED_WIDTHS.length - 1] as number;
  return [
    ...new Set(
      [width, width * 2].map(
        (w) => SORTED_WIDTHS.find((size) => size >= w) ?? largest,
      ),
    ),
  ];
}

/**
 * A content image as next/image renders an imported one in our static export (lazy, async
 * decoding, a 1x/2x srcset of the pre-encoded widths through lib/images/image-loader), without
 * next/image itself: the markup is the same whether Next hydrates the page or the zoom island
 * does, and the island needs none of Next's image runtime. Plain URLs render as given.
 */
export function ContentImage({
  src,
  width,
  height,
  alt = "",
  ...props
}: ContentImageProps) {
  const diagram = isDiagram(src) ? { "data-diagram": "" } : {};
  if (typeof src !== "object")
    return (
      // eslint-disable-next-line @next/next/no-img-element -- remote and public images, as Nextra renders them
      <img
        src={src}
        width={width}
        height={height}
        alt={alt}
        {...diagram}
        {...props}
      />
    );
  const w = width === undefined ? src.width : Number(width);
  const h =
    height === undefined
      ? Math.round((src.height / src.width) * w)
      : Number(height);
  const widths = densityWidths(w);
  const url = (candidate: number) =>
    imageLoader({ src: src.src, width: candidate });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's output, without its runtime
    <img
      alt={alt}
      loading="lazy"
      width={w}
      height={h}
      decoding="async"
      data-nimg="1"
      style={{ color: "transparent" }}
      srcSet={widths.map((c, i) => `${url(c)} ${i + 1}x`).join(", ")}
      src={url(widths[widths.length - 1] as number)}
      {...diagram}
      {...props}
    />
  );
}
