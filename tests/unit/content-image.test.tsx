import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContentImage } from "@/components/mdx/content-image";

describe("ContentImage", () => {
  it.each([
    [
      "a raster import: the encoded widths at or above 1x and 2x",
      { src: "/_next/static/media/trace.1a2b.png", width: 800, height: 400 },
      undefined,
      '<img alt="Trace" loading="lazy" width="800" height="400" decoding="async" data-nimg="1" style="color:transparent" srcSet="/_next/static/media/trace.1a2b.w828.png 1x, /_next/static/media/trace.1a2b.w1920.png 2x" src="/_next/static/media/trace.1a2b.w1920.png"/>',
    ],
    [
      "an SVG import: the file itself at both densities, marked as a diagram",
      {
        src: "/_next/static/media/architecture.3994967a.svg",
        width: 1080,
        height: 660,
      },
      undefined,
      '<img alt="Trace" loading="lazy" width="1080" height="660" decoding="async" data-nimg="1" style="color:transparent" srcSet="/_next/static/media/architecture.3994967a.svg 1x, /_next/static/media/architecture.3994967a.svg 2x" src="/_next/static/media/architecture.3994967a.svg" data-diagram=""/>',
    ],
    [
      "a width given in MDX: the height keeps the ratio, 2x caps at the largest width",
      { src: "/_next/static/media/wide.9f.jpg", width: 4000, height: 2000 },
      "2000",
      '<img alt="Trace" loading="lazy" width="2000" height="1000" decoding="async" data-nimg="1" style="color:transparent" srcSet="/_next/static/media/wide.9f.w2048.jpg 1x, /_next/static/media/wide.9f.w3840.jpg 2x" src="/_next/static/media/wide.9f.w3840.jpg"/>',
    ],
  ])("%s", (_, src, width, html) => {
    expect(
      renderToStaticMarkup(
        <ContentImage src={src} width={width} alt="Trace" />,
      ),
    ).toBe(html);
  });

  it("renders a URL as a plain image", () => {
    expect(
      renderToStaticMarkup(
        <ContentImage src="https://example.com/a.png" alt="A" />,
      ),
    ).toBe('<img src="https://example.com/a.png" alt="A"/>');
  });
});
