/**
 * Build step (prebuild and predev): subsets the Geist variable fonts to the characters the site's
 * sources contain (`.generated/fonts/`), so a page downloads about a third of each font. The
 * weight axis is kept. Skips the work when the character set and the source fonts are unchanged.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import subsetFont from "subset-font";
import { glyphSet, sourceTexts } from "../lib/fonts/glyph-set";

const root = process.cwd();
const outDir = join(root, ".generated/fonts");
const require = createRequire(import.meta.url);
const geistFonts = join(dirname(require.resolve("geist/font/sans")), "fonts");

/** Output name → variable font in the `geist` package. */
const FONTS = {
  "geist-sans.woff2": "geist-sans/Geist-Variable.woff2",
  "geist-mono.woff2": "geist-mono/GeistMono-Variable.woff2",
} as const;

async function main() {
  const started = performance.now();
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
  const sources = Object.values(FONTS).map((f) =>
    readFileSync(join(geistFonts, f)),
  );
  const hash = createHash("sha256").update(text);
  for (const source of sources) hash.update(source);
  const stamp = hash.digest("hex");
  const fresh =
    existsSync(stampFile) &&
    readFileSync(stampFile, "utf8") === stamp &&
    Object.keys(FONTS).every((name) => existsSync(join(outDir, name)));
  if (fresh) {
    console.log(`Fonts: unchanged (${[...text].length} characters).`);
    return;
  }
  mkdirSync(outDir, { recursive: true });
  const sizes: string[] = [];
  for (const [i, name] of Object.keys(FONTS).entries()) {
    const source = sources[i]!;
    const subset = await subsetFont(source, text, { targetFormat: "woff2" });
    writeFileSync(join(outDir, name), subset);
    sizes.push(
      `${name} ${(source.length / 1024).toFixed(1)} -> ${(subset.length / 1024).toFixed(1)} kB`,
    );
  }
  writeFileSync(stampFile, stamp);
  console.log(
    `Fonts: ${[...text].length} characters; ${sizes.join(", ")} in ${Math.round(performance.now() - started)} ms.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
