/**
 * `npm run test:verified`: validates every page's front matter and every notebook's
 * `metadata.verified` (an unknown version fails, naming the file) and prints how many pages of the
 * sections to be checked, and how many notebooks, say what they were checked against.
 */
import { readdirSync, readFileSync } from "node:fs";
import { readPageSources } from "../lib/content-index";
import { verifiedSchema } from "../lib/front-matter-schema";
import { formatCoverage, verifiedCoverage } from "../lib/verified-coverage";

try {
  const pages = readPageSources();
  console.log(`Verified pages: ${formatCoverage(verifiedCoverage(pages))}.`);
  const notebooks = readdirSync("cookbook").filter((f) => f.endsWith(".ipynb"));
  let verified = 0;
  for (const name of notebooks) {
    const metadata = (
      JSON.parse(readFileSync(`cookbook/${name}`, "utf8")) as {
        metadata?: { verified?: unknown };
      }
    ).metadata;
    if (metadata?.verified === undefined) continue;
    const parsed = verifiedSchema.safeParse(metadata.verified);
    if (!parsed.success)
      throw new Error(
        `cookbook/${name}: invalid metadata.verified: ${parsed.error.issues[0]?.message}`,
      );
    verified += 1;
  }
  console.log(`Verified notebooks: ${verified}/${notebooks.length}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
