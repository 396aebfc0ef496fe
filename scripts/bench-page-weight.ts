/** `npm run bench`: first-load weight of representative pages against budgets (run after a build). */
import { resolve } from "node:path";
import { measurePageWeight } from "../lib/page-weight";

/**
 * Budgets in gzipped kB (level 9, modern browsers: nomodule polyfills excluded). Measured: the
 * foundation 200.6 kB for a docs page, +10.0 kB with the docs components (budget +15), +8 kB with
 * the cookbook's 130 routes, almost all of it Nextra's page map (the sidebar of every page, which
 * grows with the number of pages; patched to carry only sidebar front matter).
 */
const BUDGETS: Array<{ route: string; file: string; jsKb: number }> = [
  { route: "/", file: "index.html", jsKb: 225 },
  { route: "/docs/get-started", file: "docs/get-started.html", jsKb: 225 },
  {
    route: "/integrations/frameworks/instructor",
    file: "integrations/frameworks/instructor.html",
    jsKb: 225,
  },
];

const outDir = resolve(process.argv[2] ?? "out");
let failed = false;
for (const budget of BUDGETS) {
  const w = measurePageWeight(outDir, budget.route, budget.file);
  const jsKb = w.jsGzip / 1024;
  const ok = jsKb <= budget.jsKb;
  failed ||= !ok;
  console.log(
    `${ok ? "ok  " : "OVER"} ${budget.route.padEnd(22)} JS ${jsKb.toFixed(1)} kB gzip (${w.scripts} files, budget ${budget.jsKb} kB)  CSS ${(w.cssGzip / 1024).toFixed(1)} kB  HTML ${(w.htmlGzip / 1024).toFixed(1)} kB`,
  );
}
if (failed) process.exit(1);
