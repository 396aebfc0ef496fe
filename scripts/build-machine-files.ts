/** Build step after `next build`: .md twins, llms.txt, llms-full.txt, sitemap, robots and RSS in out/. */
import { resolve } from "node:path";
import { markdownForms } from "../components/mdx/markdown-forms";
import { writeMachineFiles } from "../lib/machine-files";
import { TWIN_CACHE_FILE } from "../lib/markdown/twin-cache";

async function main() {
  const started = performance.now();
  const stats = await writeMachineFiles(
    process.cwd(),
    resolve(process.argv[2] ?? "out"),
    markdownForms,
    undefined,
    TWIN_CACHE_FILE,
  );
  for (const w of stats.warnings) console.warn(`warning: ${w}`);
  console.log(
    `Machine-readable files: ${stats.twins} .md twins (${stats.twinsReused} unchanged, from the cache), llms.txt with ${stats.llmsEntries} pages, sitemap with ${stats.sitemapUrls} URLs in ${(performance.now() - started).toFixed(0)} ms.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
