/**
 * Writes styles/shiki-tokens.css, the classes that code-token colours compile to
 * (lib/mdx/shiki-token-classes.ts). Run it after changing the code themes or upgrading Shiki;
 * tests/unit/shiki-token-classes.test.ts fails while the checked-in file is out of date.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  loadTokenPalette,
  tokenPaletteCss,
} from "../lib/mdx/shiki-token-classes";

const out = join(process.cwd(), "styles/shiki-tokens.css");
void loadTokenPalette().then((palette) => {
  writeFileSync(out, tokenPaletteCss(palette));
  console.log(`wrote ${out}`);
});
