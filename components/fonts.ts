import localFont from "next/font/local";

// Geist, subset by lib/fonts/build-fonts.ts (prebuild) from the `geist` package's variable fonts to
// the characters the site's sources contain and the weights and OpenType features it uses (14 and
// 6 kB instead of 68 and 70): no font request leaves the site. Both faces are preloaded: Mono is
// 5.5 kB now, and found only when the first code block was laid out it was fetched at the highest
// priority after the stylesheet, late enough to hold up the first paint of most docs pages
// (/docs/get-started in Lighthouse: FCP 1.05 -> 0.91 s, LCP 1.35 -> 1.21 s). The text face's
// fallback metrics (adjustFontFallback) keep lines still while it swaps in.
export const geistSans = localFont({
  src: "../.generated/fonts/geist-sans.woff2",
  variable: "--font-geist-sans",
  // lib/fonts/build-fonts.ts keeps only these weights.
  weight: "400 800",
  display: "swap",
  preload: true,
});

export const geistMono = localFont({
  src: "../.generated/fonts/geist-mono.woff2",
  variable: "--font-geist-mono",
  weight: "400",
  display: "swap",
  preload: true,
  adjustFontFallback: false,
});
