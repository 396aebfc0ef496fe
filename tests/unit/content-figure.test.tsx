import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { contentFigure } from "@/components/mdx/content-figure";
import { ContentImage, isDiagram } from "@/components/mdx/content-image";

const Figure = contentFigure(ContentImage);

describe("isDiagram", () => {
  it.each<[string, Parameters<typeof isDiagram>[0], boolean]>([
    [
      "an imported SVG",
      { src: "/_next/static/media/a.1f.svg", width: 1, height: 1 },
      true,
    ],
    ["an SVG URL with a query", "/images/a.svg?v=2", true],
    ["an upper-case extension", "/images/A.SVG", true],
    [
      "a PNG import",
      { src: "/_next/static/media/a.1f.png", width: 1, height: 1 },
      false,
    ],
    ["a remote photo", "https://example.com/photo.jpg", false],
    ["a name that only contains svg", "/images/svg-guide.png", false],
    ["no source", undefined, false],
  ])("%s: %s", (_, src, expected) => {
    expect(isDiagram(src)).toBe(expected);
  });
});

describe("contentFigure", () => {
  it("puts a phone-only link to the full-size file under a diagram", () => {
    const html = renderToStaticMarkup(
      <Figure
        alt="Architecture"
        src={{
          src: "/_next/static/media/architecture.39.svg",
          width: 1080,
          height: 660,
        }}
      />,
    );
    expect(html).toContain('data-diagram=""');
    expect(html).toContain(
      '<span class="diagram-open mt-2 block text-sm sm:hidden"><a href="/_next/static/media/architecture.39.svg" target="_blank" rel="noopener"',
    );
    expect(html).toContain("Open the diagram full size");
    expect(html).toContain(
      '<span class="sr-only"> (opens in a new tab)</span>',
    );
  });

  it("leaves other images as they are", () => {
    const src = {
      src: "/_next/static/media/photo.9f.png",
      width: 800,
      height: 400,
    };
    expect(renderToStaticMarkup(<Figure alt="Photo" src={src} />)).toBe(
      renderToStaticMarkup(<ContentImage alt="Photo" src={src} />),
    );
  });
});
