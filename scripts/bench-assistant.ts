/**
 * `npm run bench:assistant`: how well the assistant's retrieval finds the page a good answer cites
 * (bench/assistant-questions.json, top-3 hit rate, goal >= 90 %), how fast (median and p95 per
 * query, goal <= 20 ms median) and whether every section anchor exists in the exported HTML.
 * Reads the `.md` twins of the export in OUT_DIR (default `out/`, so run `npm run build` first).
 * `npm run bench:assistant -- --questions search` uses the site search query set instead.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import {
  anchorsMissingFromHtml,
  runBench,
  type BenchQuestion,
} from "../lib/assistant/bench";
import { buildRetrievalIndex } from "../lib/assistant/retrieval";
import { readSearchQueries } from "../lib/bench/search-quality";
import { readTwins, siteRetrievalOptions } from "../lib/assistant/twins";
import { siteConfig } from "../lib/site-config";

const HIT_RATE_GOAL = 0.9;
const MEDIAN_MS_GOAL = 20;

function main() {
  const outDir = resolve(process.env.OUT_DIR ?? "out");
  const twins = readTwins(outDir);
  if (twins.length === 0) {
    console.error(`No .md twins in ${outDir}. Run \`npm run build\` first.`);
    process.exit(1);
  }
  // `--questions search` measures on the site search query set (bench/search-queries.json), so
  // Ask AI / MCP retrieval and site search are compared on the same reader queries.
  const useSearchSet = process.argv.includes("search");
  const questions: BenchQuestion[] = useSearchSet
    ? readSearchQueries().map((q) => ({ question: q.query, routes: q.routes }))
    : (
        JSON.parse(readFileSync("bench/assistant-questions.json", "utf8")) as {
          questions: BenchQuestion[];
        }
      ).questions;

  const started = performance.now();
  const index = buildRetrievalIndex(
    twins,
    siteRetrievalOptions(siteConfig.siteUrl, siteConfig.brand),
  );
  const buildMs = performance.now() - started;
  // Warm-up, so the JIT does not count against the first question.
  for (const q of questions) runBench(index, [q], { rounds: 1 });
  const summary = runBench(index, questions, { k: 3, rounds: 5 });

  for (const r of summary.results) {
    const mark = r.rank === undefined ? "MISS" : `#${r.rank}  `;
    console.log(`${mark} ${r.question}`);
    if (r.rank === undefined)
      console.log(
        `       want ${r.routes.join(" | ")}\n       got  ${r.top.join(", ")}`,
      );
  }
  const missing = anchorsMissingFromHtml(index.sections, (route) => {
    const file = join(outDir, route === "/" ? "index.html" : `${route}.html`);
    return existsSync(file) ? readFileSync(file, "utf8") : undefined;
  });
  for (const s of missing)
    console.log(`anchor not in HTML: ${s.route}#${s.anchor}`);

  const hits = summary.results.filter((r) => r.rank !== undefined).length;
  const paraphrased = questions.filter((q) => q.paraphrase).length;
  const holdout = summary.results.filter((_, i) => questions[i]!.holdout);
  const holdoutHits = holdout.filter((r) => r.rank !== undefined).length;
  console.log(
    [
      "",
      `Index: ${index.pageRoutes.length} pages, ${index.sections.length} sections, built in ${buildMs.toFixed(0)} ms.`,
      `Top-3 hit rate: ${(summary.hitRate * 100).toFixed(1)} % (${hits}/${questions.length}, ${paraphrased} paraphrased; goal >= ${HIT_RATE_GOAL * 100} %).`,
      `Hold-out questions (never tuned against): ${holdoutHits}/${holdout.length} in the top 3.`,
      `Retrieval latency: median ${summary.medianMs.toFixed(2)} ms, p95 ${summary.p95Ms.toFixed(2)} ms (goal median <= ${MEDIAN_MS_GOAL} ms).`,
      `Section anchors missing from the exported HTML: ${missing.length} of ${index.sections.filter((s) => s.anchor).length}.`,
    ].join("\n"),
  );
  if (
    summary.hitRate < HIT_RATE_GOAL ||
    summary.medianMs > MEDIAN_MS_GOAL ||
    missing.length > 0
  )
    process.exitCode = 1;
}

main();
