/**
 * `npm run bench:og` (issue 26): how a docs page answers while `/api/og` renders a burst of
 * images, for two servers side by side in one run over the same export:
 * - before: images rendered on the event loop (`OG_WORKERS=0`, how the server worked until now);
 * - after: images rendered by the worker pool (the default).
 * For each: the page's latency idle (p50, p99), then during a burst of 300 unique titles at
 * concurrency 50 (p50, p99, failures) and the burst's duration and throughput. Then, on the
 * second server, every page's own `og:image` URL is requested: each must come from a prebuilt
 * file (`X-Cache: STATIC`), so a crawler walking the site renders nothing.
 * The rate limit is lifted for the burst (`OG_RATE_LIMIT`), which is what is measured here.
 * Prints a table and the targets; writes bench/og-load-results.json. Run it on an idle machine.
 *
 *   npm run bench:og -- [--out <export dir>] [--images 300] [--concurrency 50]
 */
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { measureOgLoad } from "./bench/og-load-section";

async function main() {
  const { values } = parseArgs({
    options: {
      out: { type: "string", default: "out" },
      images: { type: "string", default: "300" },
      concurrency: { type: "string", default: "50" },
    },
  });
  console.log(
    `OG load check. Load average before: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(" ")}`,
  );
  const report = await measureOgLoad(
    resolve("."),
    resolve(values.out),
    Number(values.images),
    Number(values.concurrency),
  );
  for (const line of report.lines) console.log(line);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
