import localFont from "next/font/local";

// Geist Sans, subset by lib/fonts/build-fonts.ts (prebuild) from the `geist` package's variable
// font to the characters the site's sources contain and the weights and OpenType features it uses
// (14 kB instead of 68): no font request leaves the site. It is preloaded, and fallback faces with
// its metrics keep lines still while it swaps in: next/font's (Arial), then ours for systems
// without Arial (lib/fonts/fallback-faces.ts).
//
// Code is set in the system's monospace face (Tailwind's mono stack: SF Mono, Menlo, Consolas,
// Liberation Mono, ...), not in Geist Mono. Every request Chromium starts beside the stylesheet and
// the text face before the first paint takes a share of the bandwidth they need: with Geist Mono
// preloaded (and the icon file, see lib/brand-mark.ts) the text face needed one more round trip in
// Lighthouse's simulated slow 4G. Found only when the first code block was laid out instead, the
// code face held up the first paint itself. Lighthouse (mobile, /docs/get-started, medians of 3 in
// one sitting): LCP 1.20 s before, 1.21 s without Geist Mono, 1.06 s without it and with the icon
// inline, against 1.09 s for Starlight; 6 kB and a request less on every first visit.
export const geistSans = localFont({
  src: "../.generated/fonts/geist-sans.woff2",
  variable: "--font-geist-sans",
  // lib/fonts/build-fonts.ts keeps only these weights.
  weight: "400 800",
  display: "swap",
  preload: true,
  // next/font takes literals only: LOCAL_FALLBACK_FAMILY of lib/fonts/fallback-faces.ts (a unit
  // test keeps the two equal).
  fallback: ["geistSans Fallback Local"],
});
