import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { encodeOpaquePng } from "@/server/og/encode-png";
import { inlineGradientFills } from "@/server/og/inline-gradient-fills";
import { renderOgPng } from "@/server/og/render-og";

/** An opaque RGBA image whose every pixel differs from its neighbours. */
function pixels(width: number, height: number): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++)
    data.set([(i * 7) % 256, (i * 13) % 256, (i * 29) % 256, 255], i * 4);
  return data;
}

async function decode(png: Buffer) {
  const { data, info } = await sharp(png)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
}

describe("encodeOpaquePng", () => {
  it.each([
    [1, 1],
    [3, 2],
    [17, 5],
    [120, 63],
  ])(
    "stores a %ix%i opaque image that decodes to the same pixels",
    async (w, h) => {
      const input = pixels(w, h);
      const png = encodeOpaquePng(input, w, h);
      expect(png).not.toBeNull();
      const decoded = await decode(png!);
      expect([decoded.width, decoded.height]).toEqual([w, h]);
      expect(decoded.data).toEqual(input);
    },
  );

  it("leaves an image with any transparent pixel to the caller", () => {
    const input = pixels(4, 4);
    input[4 * 9 + 3] = 254;
    expect(encodeOpaquePng(input, 4, 4)).toBeNull();
  });

  it("refuses a buffer that is not width x height RGBA", () => {
    expect(() => encodeOpaquePng(new Uint8Array(10), 2, 2)).toThrow(
      /10 bytes for 2x2/,
    );
  });
});

describe("inlineGradientFills", () => {
  const tree = {
    type: "div",
    props: {
      style: {
        width: 240,
        height: 120,
        display: "flex",
        backgroundColor: "#0f172a",
        backgroundImage: "linear-gradient(135deg, #0f172a 0%, #60a5fa 100%)",
      },
      children: [],
    },
  };
  const render = (svg: string) =>
    new Resvg(svg, { fitTo: { mode: "width", value: 240 } }).render().pixels;

  it("fills the element with satori's gradient itself and paints the same pixels", async () => {
    const svg = await satori(tree as unknown as Parameters<typeof satori>[0], {
      width: 240,
      height: 120,
      fonts: [],
    });
    expect(svg).toContain("<pattern");
    const inlined = inlineGradientFills(svg);
    expect(inlined).not.toContain("<pattern");
    expect(inlined).toMatch(/fill="url\(#satori_biid_0\)"/);
    expect(new Uint8Array(render(inlined))).toEqual(
      new Uint8Array(render(svg)),
    );
  });

  it("leaves a pattern that is not a lone gradient rect alone", () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><defs><pattern id="p" x="0" y="0" width="1" height="1" patternUnits="objectBoundingBox"><image href="x.png"/></pattern></defs><rect width="10" height="10" fill="url(#p)"/></svg>';
    expect(inlineGradientFills(svg)).toBe(svg);
  });
});

describe("renderOgPng", () => {
  it("renders a 1200x630 opaque PNG in our encoding", async () => {
    const png = await renderOgPng({
      title: "Get started with tracing",
      description: "Send a first trace from Python or JavaScript.",
      section: "Docs",
    });
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height, meta.channels]).toEqual([
      "png",
      1200,
      630,
      3,
    ]);
  });
});
