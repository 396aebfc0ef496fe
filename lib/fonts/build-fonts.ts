/**
 * Build step (scripts/prebuild.ts, before `next build` and `next dev`): subsets the Geist Sans
 * variable font to the characters the site's sources contain (`.generated/fonts/`), to the weights
 * and the OpenType features the site uses, so a page downloads a fifth of the text face, and writes
 * its second fallback face. Code is set in the system's monospace face (components/fonts.ts says
 * why), so Geist Mono is not built. Skips the work when the character set and the source font are
 * unchanged.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import subsetFont from "subset-font";
import { localFallbackFaceCss, type FallbackMetrics } from "./fallback-faces";
import { glyphSet, sourceTexts } from "./glyph-set";

/**
 * The text face: the variable font in the `geist` package, the file it becomes and the weights kept
 * (400-800, body text to Nextra's extrabold titles).
 */
const TEXT_FACE = {
  source: "geist-sans/Geist-Variable.woff2",
  output: "geist-sans.woff2",
  wght: { min: 400, max: 800 },
} as const;

/**
 * The OpenType features the subsets keep: those browsers apply to Latin text by default, plus the
 * ones our stylesheet turns on (`ss01` with `rlig` and `calt` from the theme's `font-feature-settings`,
 * `tnum` from Tailwind's `tabular-nums`). Keeping every feature, the subsetter's default, also keeps
 * each glyph any feature can reach (alternates, fractions, small figures) for characters the site
 * has: 18.1 -> 13.6 kB for the text face, with the same glyphs on screen. A page that needs
 * another feature must add it here.
 */
export const KEPT_FEATURES = [
  "ccmp",
  "locl",
  "mark",
  "mkmk",
  "kern",
  "liga",
  "clig",
  "calt",
  "rlig",
  "rvrn",
  "ss01",
  "tnum",
] as const;

type MetricsFromFont = (font: unknown, category: string) => FallbackMetrics;

/**
 * The overrides next/font computes for a font file, from the copies of fontkit and of its own
 * function that Next ships, so both faces always carry the same numbers. They are internal
 * modules of the pinned `next`: an upgrade that moves them fails here, by name.
 */
export function nextFallbackMetrics(
  root: string,
  fontFile: Buffer,
): FallbackMetrics {
  const require = createRequire(`${root}/package.json`);
  const base = "next/dist/compiled/@next/font/dist";
  let parse: (buffer: Buffer) => unknown;
  let metrics: MetricsFromFont;
  try {
    // Internal CommonJS modules without types: the casts name the two exports used.
    const fontkit = require(`${base}/fontkit`) as {
      default: { default?: typeof parse } & typeof parse;
    };
    parse = fontkit.default.default ?? fontkit.default;
    metrics = (
      require(`${base}/local/get-fallback-metrics-from-font-file`) as {
        getFallbackMetricsFromFontFile: MetricsFromFont;
      }
    ).getFallbackMetricsFromFontFile;
  } catch (error) {
    throw new Error(
      `cannot load next/font's fallback-metrics modules (${base}/fontkit, ${base}/local/get-fallback-metrics-from-font-file): ${String(error)}`,
    );
  }
  return metrics(parse(fontFile), "sans-serif");
}

/** The text face's second fallback (lib/fonts/fallback-faces.ts), imported by pages/_app.tsx. */
const FALLBACK_FACES_FILE = "fallback-faces.css";

/**
 * Writes the subsets and the fallback face into `<root>/.generated/fonts`; returns the line the
 * build prints.
 */
export async function buildFonts(root: string): Promise<string> {
  const started = performance.now();
  const outDir = join(root, ".generated/fonts");
  const geistFonts = join(
    dirname(
      createRequire(join(root, "package.json")).resolve("geist/font/sans"),
    ),
    "fonts",
  );
  const text = glyphSet(
    sourceTexts(root, [
      "pages",
      "components",
      "lib",
      "data",
      "cookbook",
      ".generated/listings",
    ]),
  );
  const stampFile = join(outDir, "stamp.txt");
  const source = readFileSync(join(geistFonts, TEXT_FACE.source));
  const stamp = createHash("sha256")
    .update(text)
    .update(JSON.stringify([TEXT_FACE, KEPT_FEATURES]))
    // The fallback face's rule without its figures: a change to its fonts or form rewrites it.
    .update(
      localFallbackFaceCss({
        ascentOverride: "",
        descentOverride: "",
        lineGapOverride: "",
        sizeAdjust: "",
      }),
    )
    .update(source)
    .digest("hex");
  const fresh =
    existsSync(stampFile) &&
    readFileSync(stampFile, "utf8") === stamp &&
    [TEXT_FACE.output, FALLBACK_FACES_FILE].every((name) =>
      existsSync(join(outDir, name)),
    );
  if (fresh) return `Fonts: unchanged (${[...text].length} characters).`;
  mkdirSync(outDir, { recursive: true });
  const subset = await subsetFont(source, text, {
    targetFormat: "woff2",
    variationAxes: { wght: TEXT_FACE.wght },
    keepFeatures: [...KEPT_FEATURES],
  });
  writeFileSync(join(outDir, TEXT_FACE.output), subset);
  writeFileSync(
    join(outDir, FALLBACK_FACES_FILE),
    localFallbackFaceCss(nextFallbackMetrics(root, subset)),
  );
  writeFileSync(stampFile, stamp);
  return `Fonts: ${[...text].length} characters; ${TEXT_FACE.output} ${(source.length / 1024).toFixed(1)} -> ${(subset.length / 1024).toFixed(1)} kB in ${Math.round(performance.now() - started)} ms.`;
}
