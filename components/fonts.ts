import localFont from "next/font/local";

// Geist, subset by lib/fonts/build-fonts.ts (prebuild) from the `geist` package's variable fonts to
// the characters the site's sources contain, the weights and the OpenType features it uses (14 and 6 kB instead of 68
// and 70): no font request leaves the site. Only the text face is preloaded; code blocks swap Mono
// in when it arrives, and the text face's fallback metrics (adjustFontFallback) keep lines still.
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
  preload: false,
  adjustFontFallback: false,
});
