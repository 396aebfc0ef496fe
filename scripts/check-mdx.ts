/**
 * Fast check of hand-written pages without a full build: front matter, MDX compilation (with the
 * site's code highlighter, so an unknown fence language fails here), internal links against the
 * known and planned routes, and the page's `.md` twin (components without a Markdown form, MDX
 * residue). Usage: `npm run check:mdx -- pages/docs/tracing.mdx [more files]` (no files: all pages).
 */
import { existsSync, readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { markdownForms } from "../components/mdx/markdown-forms";
import { checkPageSource, type MdxProblem } from "../lib/mdx-check";
import { knownRoutes } from "../lib/known-routes";
import { CODE_THEMES } from "../lib/mdx/shiki-token-classes";
import { listFiles } from "../lib/list-files";

const root = process.cwd();
const args = process.argv.slice(2);
const files = (
  args.length > 0
    ? args.map((f) => resolve(root, f))
    : listFiles(resolve(root, "pages")).filter((f) => /\.mdx?$/.test(f))
).map((f) => relative(root, f));

async function main(): Promise<number> {
  // nextra/compile is ESM-only; this script runs as CommonJS under tsx.
  const { compileMdx } = await import("nextra/compile");
  const routes = knownRoutes(root);
  let failed = 0;
  for (const file of files) {
    if (!existsSync(file)) {
      console.error(`${file}: no such file`);
      failed += 1;
      continue;
    }
    const source = readFileSync(file, "utf8");
    const problems: MdxProblem[] = checkPageSource(
      file,
      source,
      routes,
      markdownForms,
    );
    try {
      await compileMdx(source, {
        filePath: file,
        mdxOptions: {
          rehypePrettyCodeOptions: { theme: CODE_THEMES },
        },
      });
    } catch (error) {
      problems.push({
        severity: "error",
        message: `MDX does not compile: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
    const errors = problems.filter((p) => p.severity === "error");
    if (errors.length > 0) failed += 1;
    for (const p of problems)
      console.log(`${file}: ${p.severity}: ${p.message}`);
    if (problems.length === 0) console.log(`${file}: ok`);
  }
  console.log(`${files.length} file(s) checked, ${failed} with errors.`);
  return failed;
}

void main().then((failed) => process.exit(failed > 0 ? 1 : 0));
