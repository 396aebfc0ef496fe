import { useSyncExternalStore, type ComponentProps } from "react";
import { Image } from "nextra/components";
import Zoom from "react-medium-image-zoom";
import { ZOOM_MAX_DISABLED_WIDTH } from "./zoom-constants";

const QUERY = `(max-width: ${ZOOM_MAX_DISABLED_WIDTH}px)`;

function subscribe(callback: () => void) {
  const mql = window.matchMedia(QUERY);
  mql.addEventListener("change", callback);
  return () => mql.removeEventListener("change", callback);
}

type ImageProps = ComponentProps<typeof Image>;

/** Local images arrive as static imports (`{ src, width, height }`), remote ones as strings. */
function srcOf(src: ImageProps["src"]): string {
  if (typeof src === "string") return src;
  if (src && typeof src === "object") {
    if ("default" in src) return src.default.src;
    if ("src" in src) return src.src;
  }
  return "";
}

/**
 * Content images: click to zoom (Escape or a backdrop click closes), except on small screens.
 * react-medium-image-zoom is already in Nextra's MDX runtime, so this costs no extra bytes.
 */
export function ZoomImage({ alt = "", ...props }: ImageProps) {
  const narrow = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
  const img = <Image alt={alt} {...props} />;
  if (narrow) return img;
  return (
    <Zoom
      zoomMargin={40}
      wrapElement="span"
      zoomImg={{ src: srcOf(props.src), alt }}
      a11yNameButtonZoom="Zoom image"
      a11yNameButtonUnzoom="Close zoomed image"
    >
      {img}
    </Zoom>
  );
}
