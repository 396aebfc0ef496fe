/**
 * `npm run build`'s first step after `next build` (lib/compiled-pages/render-cache.ts): stores
 * the pages this build rendered and writes the stored HTML of the pages it did not render into
 * the export, so every later step sees the whole site.
 */
import { readFileSync } from "node:fs";
import {
  applyRenderPlan,
  readRenderPlan,
} from "../lib/compiled-pages/render-cache";

const outDir = process.argv[2] ?? "out";
const started = performance.now();
const plan = readRenderPlan(".");
if (!plan) {
  console.log("Rendered pages: no plan (no compiled pages in this build).");
} else {
  const buildId = readFileSync(".next/BUILD_ID", "utf8").trim();
  const { stored, restored, dropped } = applyRenderPlan(
    ".",
    outDir,
    plan,
    buildId,
  );
  console.log(
    `Rendered pages: ${stored} rendered by this build, ${restored} unchanged and taken from the cache` +
      (dropped ? `, ${dropped} pages that are gone removed from it` : "") +
      ` in ${Math.round(performance.now() - started)} ms.`,
  );
}
