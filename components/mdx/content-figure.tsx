import type { ComponentType } from "react";
import { imageUrl, isDiagram, type ContentImageProps } from "./content-image";

/**
 * A Markdown image as pages render it: the image (its zoom island, from mdx-components), and
 * under a diagram an "Open full size" link that only phones show. There the zoom is off
 * (zoom-constants.ts) and a 1080 px drawing shrunk to the column has labels a few pixels high; the
 * SVG file opened on its own scales with the browser's pinch zoom and stays sharp.
 */
export function contentFigure(
  Picture: ComponentType<ContentImageProps>,
): ComponentType<ContentImageProps> {
  function ContentFigure(props: ContentImageProps) {
    if (!isDiagram(props.src)) return <Picture {...props} />;
    return (
      <>
        <Picture {...props} />
        <span className="diagram-open mt-2 block text-sm sm:hidden">
          <a
            href={imageUrl(props.src)}
            target="_blank"
            rel="noopener"
            className="text-blue-700 underline underline-offset-2 dark:text-blue-400"
          >
            Open the diagram full size
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </span>
      </>
    );
  }
  return ContentFigure;
}
