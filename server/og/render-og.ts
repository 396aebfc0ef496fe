import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import {
  BRAND_MARK_DOTS,
  BRAND_MARK_PATHS,
  BRAND_MARK_VIEWBOX,
} from "../../lib/brand-mark";
import { siteConfig } from "../../lib/site-config";
import { encodeOpaquePng } from "./encode-png";
import { inlineGradientFills } from "./inline-gradient-fills";
import { OG_SIZE, type OgInput } from "./og-input";

// Resolved from the project root (where `npm start` and the tests run), which works whether this
// module is loaded as CommonJS (tsx) or ESM (Vitest).
const require = createRequire(join(process.cwd(), "package.json"));
// `geist` exports only its font modules; resolve one of them and walk to the TTF folder.
const fontDir = join(
  dirname(require.resolve("geist/font/sans")),
  "fonts/geist-sans",
);
const FONTS = [
  {
    name: "Geist",
    data: readFileSync(join(fontDir, "Geist-Regular.ttf")),
    weight: 400 as const,
    style: "normal" as const,
  },
  {
    name: "Geist",
    data: readFileSync(join(fontDir, "Geist-SemiBold.ttf")),
    weight: 600 as const,
    style: "normal" as const,
  },
];

const PAD_X = 80;
const PAD_Y = 72;

type Node = { type: string; props: Record<string, unknown> };
const h = (
  type: string,
  props: Record<string, unknown>,
  ...children: Array<Node | string>
): Node => ({
  type,
  props: { ...props, children: children.length === 1 ? children[0] : children },
});

function mark(): Node {
  return h(
    "svg",
    { width: 64, height: 64, viewBox: BRAND_MARK_VIEWBOX },
    h("path", { d: BRAND_MARK_PATHS.tile, fill: "#ffffff" }),
    h("path", {
      d: BRAND_MARK_PATHS.trace,
      fill: "none",
      stroke: "#0f172a",
      strokeWidth: 4,
      strokeLinecap: "round",
    }),
    ...BRAND_MARK_DOTS.map(([cx, cy]) =>
      h("circle", { cx, cy, r: 5, fill: "#0f172a" }),
    ),
  );
}

/** Renders the 1200x630 social image: mark and brand, optional section, title, description. */
export async function renderOgPng(input: OgInput): Promise<Buffer> {
  const tree = h(
    "div",
    {
      style: {
        // Satori sizes boxes without their padding (content-box), so the padding is subtracted.
        width: OG_SIZE.width - 2 * PAD_X,
        height: OG_SIZE.height - 2 * PAD_Y,
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: `${PAD_Y}px ${PAD_X}px`,
        backgroundColor: "#0f172a",
        backgroundImage: "linear-gradient(135deg, #0f172a 0%, #1e293b 100%)",
        color: "#f8fafc",
        fontFamily: "Geist",
      },
    },
    h(
      "div",
      { style: { display: "flex", alignItems: "center", gap: 20 } },
      mark(),
      h("div", { style: { fontSize: 40, fontWeight: 600 } }, siteConfig.brand),
      ...(input.section
        ? [
            h(
              "div",
              {
                style: {
                  marginLeft: 16,
                  padding: "6px 18px",
                  borderRadius: 999,
                  border: "2px solid #60a5fa",
                  color: "#bfdbfe",
                  fontSize: 26,
                },
              },
              input.section,
            ),
          ]
        : []),
    ),
    h(
      "div",
      { style: { display: "flex", flexDirection: "column", gap: 24 } },
      h(
        "div",
        {
          style: {
            fontSize: input.title.length > 60 ? 56 : 68,
            fontWeight: 600,
            lineHeight: "1.1",
          },
        },
        input.title,
      ),
      ...(input.description
        ? [
            h(
              "div",
              { style: { fontSize: 30, color: "#cbd5e1", lineHeight: "1.35" } },
              input.description,
            ),
          ]
        : []),
    ),
  );
  // satori's types want React elements; this plain tree has the same shape.
  const svg = await satori(tree as unknown as Parameters<typeof satori>[0], {
    ...OG_SIZE,
    fonts: FONTS,
  });
  const image = new Resvg(inlineGradientFills(svg), {
    fitTo: { mode: "width", value: OG_SIZE.width },
  }).render();
  return (
    encodeOpaquePng(image.pixels, image.width, image.height) ?? image.asPng()
  );
}
