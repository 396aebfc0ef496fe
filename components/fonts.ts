import localFont from "next/font/local";

// Geist, subset to the characters the site's sources contain by scripts/build-fonts.ts (prebuild),
// from the `geist` package's variable fonts: no font request leaves the site, and each file is about
// a third of the original. Only the text face is preloaded: code blocks can swap Mono in later,
// and the fallback metrics Next derives (adjustFontFallback) keep that swap from moving lines.
export const geistSans = localFont({
  src: "../.generated/fonts/geist-sans.woff2",
  variable: "--font-geist-sans",
  weight: "100 900",
  display: "swap",
  preload: true,
});

export const geistMono = localFont({
  src: "../.generated/fonts/geist-mono.woff2",
  variable: "--font-geist-mono",
  weight: "100 900",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
});
