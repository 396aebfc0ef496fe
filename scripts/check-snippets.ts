/**
 * `npm run test:snippets`: type-checks every TypeScript/JavaScript block of the hand-written
 * pages against the packages in node_modules (one TypeScript program), and parses every Python
 * block and the Python cells of the cookbook notebooks and checks their Langfuse names against
 * data/langfuse-python-sdk-api.json. Prints each problem as `page:line:column code message`, then
 * the counts; exits 1 on any problem. README.md, "Code blocks are tested", has the rules.
 * Usage: `npm run test:snippets [-- pages/docs/x.mdx ...]` (no files: all pages and notebooks).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { readPageSources } from "../lib/content-index";
import {
  PYTHON_SDK_API_FILE,
  type PythonSdkApi,
} from "../lib/snippets/python-api";
import { checkSnippets, formatReport } from "../lib/snippets/snippet-check";

const root = process.cwd();
const only = new Set(
  process.argv.slice(2).map((f) => relative(root, resolve(root, f))),
);
const wanted = (file: string) => only.size === 0 || only.has(file);
const read = (file: string) => readFileSync(resolve(root, file), "utf8");

// Generated pages (from notebooks) carry `generatedFrom`; their notebooks are checked instead.
const pages = readPageSources(root)
  .filter((p) => !p.frontMatter.generatedFrom && p.file.endsWith(".mdx"))
  .filter((p) => wanted(p.file))
  .map((p) => ({ file: p.file, source: read(p.file) }));
const notebooks = readdirSync(join(root, "cookbook"))
  .filter((f) => f.endsWith(".ipynb"))
  .map((f) => `cookbook/${f}`)
  .filter(wanted)
  .map((file) => ({ file, json: read(file) }));

const started = Date.now();
const report = checkSnippets({
  pages,
  notebooks,
  root,
  pythonApi: JSON.parse(read(PYTHON_SDK_API_FILE)) as PythonSdkApi,
});
for (const line of formatReport(report)) console.log(line);
console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
process.exit(report.problems.length > 0 ? 1 : 0);
