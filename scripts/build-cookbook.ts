/** Build step: converts cookbook notebooks into MDX pages (incremental; see lib/cookbook). */
import { buildCookbook } from "../lib/cookbook/build-cookbook";

const started = performance.now();
try {
  const stats = buildCookbook(process.cwd());
  for (const warning of stats.warnings) console.warn(`warning: ${warning}`);
  const ms = (performance.now() - started).toFixed(0);
  console.log(
    `Cookbook: ${stats.notebooks} notebooks, ${stats.converted} converted, ${stats.filesWritten} files written, ${stats.filesUnchanged} unchanged, ${stats.filesRemoved} removed in ${ms} ms.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
