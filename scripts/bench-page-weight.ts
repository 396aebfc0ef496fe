/** `npm run bench`: first-load weight of representative pages against budgets (run after a build). */
import { resolve } from "node:path";
import { measurePageWeight } from "../lib/page-weight";

/**
 * Budgets in gzipped kB (level 9, modern browsers: nomodule polyfills excluded). History of the
 * docs page: 200.6 kB foundation, +10.0 kB docs components, +8 kB cookbook (mostly Nextra's page
 * map and the build manifest, which grow with the page count), 220.0 kB with Copy as Markdown;
 * then 196.1 kB once zod left the browser bundle (front matter is validated at build time only).
 */
const BUDGETS: Array<{ route: string; file: string; jsKb: number }> = [
  { route: "/", file: "index.html", jsKb: 205 },
  { route: "/docs/get-started", file: "docs/get-started.html", jsKb: 205 },
  {
    route: "/integrations/frameworks/instructor",
    file: "integrations/frameworks/instructor.html",
    jsKb: 205,
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
