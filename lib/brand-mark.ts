/**
 * The Langfuse mark, drawn by us: a rounded tile holding a trace, three spans joined by a
 * curve, the way a request flows through an LLM application. Shared by the navbar logo and
 * the brand-asset generator so both always draw the same shape.
 */
export const BRAND_MARK_VIEWBOX = "0 0 64 64";

/** Path data of the tile and of the trace inside it, in a 64x64 box. */
export const BRAND_MARK_PATHS = {
  tile: "M14 2h36a12 12 0 0 1 12 12v36a12 12 0 0 1-12 12H14A12 12 0 0 1 2 50V14A12 12 0 0 1 14 2z",
  trace: "M18 20c14 0 14 12 14 12s0 12 14 12",
} as const;

/** Centres of the three span dots on the trace. */
export const BRAND_MARK_DOTS: ReadonlyArray<readonly [number, number]> = [
  [18, 20],
  [32, 32],
  [46, 44],
];

export interface BrandColours {
  tile: string;
  ink: string;
  wordmark: string;
}

/** Light assets sit on light backgrounds, dark assets on dark backgrounds. */
export const BRAND_COLOURS: Record<"light" | "dark", BrandColours> = {
  light: { tile: "#0f172a", ink: "#ffffff", wordmark: "#0f172a" },
  dark: { tile: "#ffffff", ink: "#0f172a", wordmark: "#ffffff" },
};

/** The mark as standalone SVG markup (used for the downloadable icon files). */
export function brandMarkSvg(colours: BrandColours, size = 64): string {
  const dots = BRAND_MARK_DOTS.map(
    ([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="5" fill="${colours.ink}"/>`,
  ).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${BRAND_MARK_VIEWBOX}">` +
    `<path d="${BRAND_MARK_PATHS.tile}" fill="${colours.tile}"/>` +
    `<path d="${BRAND_MARK_PATHS.trace}" fill="none" stroke="${colours.ink}" stroke-width="4" stroke-linecap="round"/>` +
    dots +
    `</svg>`
  );
}

/**
 * The mark as a `data:` URL for the page's icon link. Every page carries it (about 0.3 kB of
 * compressed HTML) instead of naming /favicon.svg: Chromium fetched a linked icon right after the
 * document, beside the stylesheet and the text face, and that request shared the bandwidth they
 * need before the first paint (components/fonts.ts has the measurements; with the code face
 * gone too, /docs/get-started's Lighthouse LCP fell from 1.20 to 1.06 s with the icon
 * inline). Only the characters a URL or an attribute cannot hold are escaped, which keeps it
 * short (React would write a quote as a six-character entity, %22 is three).
 */
export function brandMarkDataUri(colours: BrandColours, size = 32): string {
  const svg = brandMarkSvg(colours, size).replace(/[%#<>{}"]/g, (c) =>
    encodeURIComponent(c),
  );
  return `data:image/svg+xml,${svg}`;
}
