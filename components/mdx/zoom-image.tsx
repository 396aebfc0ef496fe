import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from "react";
import type { ControlledProps } from "react-medium-image-zoom";
import {
  ContentImage,
  imageUrl,
  isDiagram,
  type ContentImageProps,
} from "./content-image";
import { ZOOM_MAX_DISABLED_WIDTH } from "./zoom-constants";

const QUERY = `(max-width: ${ZOOM_MAX_DISABLED_WIDTH}px)`;

function subscribe(callback: () => void) {
  const mql = window.matchMedia(QUERY);
  mql.addEventListener("change", callback);
  return () => mql.removeEventListener("change", callback);
}

type ZoomComponent = ComponentType<ControlledProps>;

let zoomModule: Promise<ZoomComponent> | null = null;
/** The zoom library is fetched the first time a reader points at, focuses or clicks an image. */
function loadZoom(): Promise<ZoomComponent> {
  zoomModule ??= import("react-medium-image-zoom").then((m) => m.Controlled);
  return zoomModule;
}

/**
 * Content images: click to zoom (Escape or a backdrop click closes), except on small screens.
 * Until the first zoom the image sits in the same markup react-medium-image-zoom renders (its
 * `data-rmiz` attributes and visually hidden "Zoom image" button), so the library's 5 kB stay out
 * of the page's first load and nothing moves when it arrives.
 */
export function ZoomImage({ alt = "", ...props }: ContentImageProps) {
  const narrow = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
  const [Zoom, setZoom] = useState<ZoomComponent | null>(null);
  const [zoomed, setZoomed] = useState(false);
  const [wantZoom, setWantZoom] = useState(false);
  const hostRef = useRef<HTMLSpanElement>(null);
  // The library can zoom only once it has decoded the image and rendered its zoom button (its
  // "ghost"); until then a zoom request is dropped. So the first click waits for that button.
  useEffect(() => {
    const host = hostRef.current;
    if (!Zoom || !wantZoom || !host) return;
    const ready = () => {
      if (!host.querySelector("[data-rmiz-ghost]")) return false;
      setZoomed(true);
      setWantZoom(false);
      return true;
    };
    if (ready()) return;
    const observer = new MutationObserver(() => {
      if (ready()) observer.disconnect();
    });
    observer.observe(host, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [Zoom, wantZoom]);
  const img = <ContentImage alt={alt} {...props} />;
  if (narrow) return img;
  if (Zoom)
    return (
      <span ref={hostRef} style={{ display: "contents" }}>
        <Zoom
          isZoomed={zoomed}
          onZoomChange={setZoomed}
          zoomMargin={40}
          wrapElement="span"
          // The zoomed copy of a diagram follows the dark theme as the diagram does.
          zoomImg={{
            src: imageUrl(props.src),
            alt,
            ...(isDiagram(props.src) ? { "data-diagram": "" } : {}),
          }}
          a11yNameButtonZoom="Zoom image"
          a11yNameButtonUnzoom="Close zoomed image"
        >
          {img}
        </Zoom>
      </span>
    );
  const prefetch = () => void loadZoom();
  const open = () => {
    setWantZoom(true);
    void loadZoom().then((component) => setZoom(() => component));
  };
  return (
    <span data-rmiz="">
      <span
        data-rmiz-content="found"
        style={{ visibility: "visible" }}
        onPointerEnter={prefetch}
        onClick={open}
      >
        {img}
      </span>
      <button
        type="button"
        data-rmiz-btn-zoom=""
        aria-label={alt ? `Zoom image: ${alt}` : "Zoom image"}
        onFocus={prefetch}
        onClick={open}
      />
    </span>
  );
}
