/**
 * Writes the downloadable brand files to public/brand/ (committed; rerun after changing the mark).
 * The wordmark is converted to outlines with the Geist font so the SVGs need no font installed.
 */
import { writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import opentype from "opentype.js";
import { Resvg } from "@resvg/resvg-js";
import {
  BRAND_COLOURS,
  BRAND_MARK_DOTS,
  BRAND_MARK_PATHS,
  brandMarkSvg,
} from "../lib/brand-mark";
import { siteConfig } from "../lib/site-config";

const outDir = join(process.cwd(), "public/brand");
mkdirSync(outDir, { recursive: true });
const font = opentype.loadSync(
  join(
    process.cwd(),
    "node_modules/geist/dist/fonts/geist-sans/Geist-SemiBold.ttf",
  ),
);

function logoSvg(variant: "light" | "dark"): string {
  const c = BRAND_COLOURS[variant];
  const word = font.getPath(siteConfig.brand, 80, 46, 40);
  const box = word.getBoundingBox();
  const width = Math.ceil(box.x2 + 4);
  const dots = BRAND_MARK_DOTS.map(
    ([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="5" fill="${c.ink}"/>`,
  ).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="64" viewBox="0 0 ${width} 64">` +
    `<title>${siteConfig.brand}</title>` +
    `<path d="${BRAND_MARK_PATHS.tile}" fill="${c.tile}"/>` +
    `<path d="${BRAND_MARK_PATHS.trace}" fill="none" stroke="${c.ink}" stroke-width="4" stroke-linecap="round"/>` +
    dots +
    `<path d="${word.toPathData(2)}" fill="${c.wordmark}"/>` +
    `</svg>`
  );
}

for (const variant of ["light", "dark"] as const) {
  const files: Array<[string, string]> = [
    [`langfuse-logo-${variant}`, logoSvg(variant)],
    [`langfuse-icon-${variant}`, brandMarkSvg(BRAND_COLOURS[variant], 64)],
  ];
  for (const [name, svg] of files) {
    writeFileSync(join(outDir, `${name}.svg`), `${svg}\n`);
    const png = new Resvg(svg, { fitTo: { mode: "height", value: 512 } })
      .render()
      .asPng();
    writeFileSync(join(outDir, `${name}.png`), png);
    console.log(`wrote public/brand/${name}.svg and .png`);
  }
}
writeFileSync(
  join(process.cwd(), "public/favicon.svg"),
  `${brandMarkSvg(BRAND_COLOURS.light, 32)}\n`,
);
