/**
 * `npm run test:budgets` (part of `npm test`, after the build): fails when the heaviest exported
 * page of a type (home, docs, notebook, ...) loads more first-load JavaScript, CSS or HTML than its
 * budget in bench/budgets.json, or when the largest web font is over the font budget there.
 * Usage: tsx scripts/check-budgets.ts [outDir] [budgets.json]
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { z } from "zod";
import { readPageSources } from "../lib/content-index";
import { checkFontBudget, formatFontBudget } from "../lib/font-budget";
import {
  checkPageBudgets,
  formatBudgetRow,
  type PageBudgets,
} from "../lib/page-budgets";

const budgetSchema = z.object({
  shellJsKb: z.number().positive(),
  jsKb: z.number().positive(),
  cssKb: z.number().positive(),
  htmlKb: z.number().positive(),
});
const fileSchema = z.object({
  $comment: z.string().optional(),
  /** The largest exported web font, raw kB. */
  fontKb: z.number().positive(),
  budgets: z.partialRecord(
    z.enum(["home", "docs", "notebook", "article", "marketing"]),
    budgetSchema,
  ),
});

const outDir = resolve(process.argv[2] ?? "out");
const budgetsFile = resolve(process.argv[3] ?? "bench/budgets.json");
const file = fileSchema.parse(JSON.parse(readFileSync(budgetsFile, "utf8")));
const budgets: PageBudgets = file.budgets;
const generated = new Set(
  readPageSources()
    .filter((p) => p.frontMatter.generatedFrom?.endsWith(".ipynb"))
    .map((p) => p.route),
);
const rows = checkPageBudgets(outDir, budgets, (route) => generated.has(route));
console.log("First-load weight of the heaviest page per type (gzip level 9):");
for (const row of rows) console.log(formatBudgetRow(row));
const font = checkFontBudget(outDir, file.fontKb);
console.log(formatFontBudget(font, file.fontKb));
const problems = [
  ...rows.flatMap((r) => r.problems.map((p) => `${r.type}: ${p}`)),
  ...(font.problem ? [font.problem] : []),
];
for (const p of problems) console.error(`budget exceeded: ${p}`);
process.exit(problems.length > 0 ? 1 : 0);
