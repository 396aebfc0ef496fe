import {
  DOCUMENTED_SDK_MAJOR,
  extractCodeBlocks,
  pageLine,
  type CodeBlock,
  type SnippetProblem,
} from "./code-blocks";
import { notebookPythonCode } from "./notebook-code";
import type { PythonSdkApi } from "./python-api";
import { parsePython, type PythonSource } from "./python-ast";
import { checkPythonNames } from "./python-check";
import { checkTypeScriptBlocks } from "./typescript-check";

export type { SnippetProblem };

/**
 * Pages whose blocks others may import without showing them: `./instrumentation` on a page that
 * has no `instrumentation.ts` block is the one of the JS/TS guide, which those pages point to
 * for registering the span processor.
 */
export const SHARED_SNIPPET_PAGES: Record<string, string> = {
  instrumentation: "pages/docs/sdk/typescript/guide.mdx",
};

const SDK_LABEL = { typescript: "JS/TS SDK", python: "Python SDK" } as const;

export interface LanguageCounts {
  blocks: number;
  /** Checked: TypeScript type-checked (fragments included); Python parsed, SDK names checked. */
  checked: number;
  /** Marked `fragment`, all of them among `checked`. */
  fragments: number;
  /** Marked for another SDK major and not checked. */
  skipped: number;
  /** Blocks with at least one problem. */
  failed: number;
}

export interface SkippedBlock {
  file: string;
  line: number;
  reason: string;
}

export interface SnippetReport {
  pages: number;
  typescript: LanguageCounts;
  python: LanguageCounts;
  /** Blocks of other languages (bash, json, ...) by fence language; not checked. */
  other: Record<string, number>;
  notebooks: {
    /** Python notebooks whose code cells were checked like Python blocks. */
    checked: number;
    /** Notebooks in another language (Deno/TypeScript), not checked. */
    notPython: number;
    failed: number;
  };
  skipped: SkippedBlock[];
  problems: SnippetProblem[];
}

export interface SnippetCheckInput {
  /** Hand-written pages: file relative to the root, and source. */
  pages: { file: string; source: string }[];
  /** Cookbook notebooks: file relative to the root, and JSON text. Their Python cells are checked. */
  notebooks?: { file: string; json: string }[];
  /** Repository root, whose `node_modules` holds the packages the TypeScript blocks import. */
  root: string;
  pythonApi: PythonSdkApi;
  sharedPages?: Record<string, string>;
  /** Python executable; default `$PYTHON` or `python3`. */
  python?: string;
}

const emptyCounts = (): LanguageCounts => ({
  blocks: 0,
  checked: 0,
  fragments: 0,
  skipped: 0,
  failed: 0,
});

/** A Python source to check and where its problems are reported. */
interface PythonUnit {
  source: PythonSource;
  locate: (
    line: number,
    col: number,
  ) => Omit<SnippetProblem, "code" | "message">;
  /**
   * Report names used without being defined, unless the block is marked `fragment`: a page's
   * block either runs as shown or says that it does not. Notebooks are not asked (IPython
   * defines names of its own, and cells share one namespace).
   */
  requireDefinedNames?: boolean;
}

function checkPythonUnits(
  units: PythonUnit[],
  api: PythonSdkApi,
  python?: string,
): SnippetProblem[] {
  if (units.length === 0) return [];
  const { results, builtins } = parsePython(
    units.map((u) => u.source),
    python,
  );
  const builtinNames = new Set(builtins);
  return results.flatMap((result, i) => {
    const { locate, requireDefinedNames } = units[i]!;
    if ("error" in result)
      return [
        {
          ...locate(result.error.line, result.error.col),
          code: "python-syntax",
          message: result.error.message,
        },
      ];
    const check = checkPythonNames(result.tree, api, builtinNames);
    const problems: SnippetProblem[] = check.problems.map((p) => ({
      ...locate(p.line, p.col),
      code: "langfuse-api",
      message: p.message,
    }));
    const first = check.undefinedNames[0];
    if (requireDefinedNames && first)
      problems.push({
        ...locate(first.line, first.col),
        code: "python-undefined",
        message: `uses ${check.undefinedNames.map((n) => `\`${n.name}\``).join(", ")} without defining or importing ${check.undefinedNames.length > 1 ? "them" : "it"}: complete the block, or mark it \`fragment\` if it continues another one`,
      });
    return problems;
  });
}

/** Python blocks: each must compile, and every SDK name it uses must be in the API list. */
export function checkPythonBlocks(
  blocks: CodeBlock[],
  api: PythonSdkApi,
  python?: string,
): SnippetProblem[] {
  return checkPythonUnits(
    blocks.map((block, i) => ({
      source: { id: String(i), code: block.code },
      locate: (line, col) => ({
        file: block.file,
        line: pageLine(block, line),
        column: col + 1,
      }),
      requireDefinedNames: !block.meta.fragment,
    })),
    api,
    python,
  );
}

function blockProblems(block: CodeBlock, problems: SnippetProblem[]) {
  const last = pageLine(block, block.code.split("\n").length);
  return problems.filter(
    (p) => p.file === block.file && p.line >= block.line - 1 && p.line <= last,
  );
}

/**
 * Checks every TypeScript/JavaScript and Python block of the pages, and the Python cells of the
 * notebooks: TypeScript in one program against the installed packages (typescript-check.ts),
 * Python with Python's parser and the SDK's API list (python-check.ts). Blocks marked
 * `sdk="vN"` for an undocumented major are skipped and listed.
 */
export function checkSnippets(input: SnippetCheckInput): SnippetReport {
  const report: SnippetReport = {
    pages: input.pages.length,
    typescript: emptyCounts(),
    python: emptyCounts(),
    other: {},
    notebooks: { checked: 0, notPython: 0, failed: 0 },
    skipped: [],
    problems: [],
  };
  const tsChecked: CodeBlock[] = [];
  const tsFragments: CodeBlock[] = [];
  const pyChecked: CodeBlock[] = [];
  for (const page of input.pages) {
    for (const block of extractCodeBlocks(page.file, page.source)) {
      if (block.language === "other") {
        const lang = block.lang || "(none)";
        report.other[lang] = (report.other[lang] ?? 0) + 1;
        continue;
      }
      const counts = report[block.language];
      counts.blocks += 1;
      for (const message of block.meta.errors)
        report.problems.push({
          file: block.file,
          line: block.line - 1,
          column: 1,
          code: "meta",
          message,
        });
      if (block.meta.errors.length > 0) {
        counts.failed += 1;
        continue;
      }
      const major = block.meta.sdkMajor;
      const documented = DOCUMENTED_SDK_MAJOR[block.language];
      if (major !== undefined && major !== documented) {
        counts.skipped += 1;
        const sdk = SDK_LABEL[block.language];
        report.skipped.push({
          file: block.file,
          line: block.line - 1,
          reason: `sdk="v${major}": written for ${sdk} v${major}; the check has ${sdk} v${documented} only`,
        });
        continue;
      }
      counts.checked += 1;
      if (block.meta.fragment) counts.fragments += 1;
      if (block.language === "python") pyChecked.push(block);
      else if (block.meta.fragment) tsFragments.push(block);
      else tsChecked.push(block);
    }
  }

  const notebookUnits: PythonUnit[] = [];
  for (const { file, json } of input.notebooks ?? []) {
    const notebook = notebookPythonCode(file, json);
    if (!notebook) {
      report.notebooks.notPython += 1;
      continue;
    }
    report.notebooks.checked += 1;
    notebookUnits.push({
      // Notebooks run top-level `await` (IPython's autoawait).
      source: { id: file, code: notebook.code, topLevelAwait: true },
      locate: (line, col) => {
        const origin = notebook.origins[line - 1] ?? { cell: 0, line };
        return { file, cell: origin.cell, line: origin.line, column: col + 1 };
      },
    });
  }

  const tsProblems = checkTypeScriptBlocks(tsChecked, tsFragments, {
    root: input.root,
    sharedPages: input.sharedPages ?? SHARED_SNIPPET_PAGES,
  });
  const pyProblems = checkPythonBlocks(
    pyChecked,
    input.pythonApi,
    input.python,
  );
  const nbProblems = checkPythonUnits(
    notebookUnits,
    input.pythonApi,
    input.python,
  );
  report.typescript.failed += [...tsChecked, ...tsFragments].filter(
    (b) => blockProblems(b, tsProblems).length > 0,
  ).length;
  report.python.failed += pyChecked.filter(
    (b) => blockProblems(b, pyProblems).length > 0,
  ).length;
  report.notebooks.failed = new Set(nbProblems.map((p) => p.file)).size;
  report.problems.push(...tsProblems, ...pyProblems, ...nbProblems);
  report.problems.sort(
    (a, b) =>
      a.file.localeCompare(b.file) ||
      (a.cell ?? 0) - (b.cell ?? 0) ||
      a.line - b.line ||
      a.column - b.column,
  );
  return report;
}

/** Where a problem is: `page:line:column`, or `notebook (cell N):line:column`. */
export function problemLocation(p: SnippetProblem): string {
  const file = p.cell === undefined ? p.file : `${p.file} (cell ${p.cell})`;
  return `${file}:${p.line}:${p.column}`;
}

/** The report as the CLI prints it: one problem a line, then the counts. */
export function formatReport(report: SnippetReport): string[] {
  const lines = report.problems.map(
    (p) => `${problemLocation(p)} ${p.code} ${p.message}`,
  );
  const ts = report.typescript;
  const py = report.python;
  const nb = report.notebooks;
  const other = Object.entries(report.other)
    .sort(([, a], [, b]) => b - a)
    .map(([lang, n]) => `${lang} ${n}`)
    .join(", ");
  lines.push(
    `Code blocks in ${report.pages} hand-written pages:`,
    `  TypeScript/JavaScript: ${ts.blocks} blocks; ${ts.checked} type-checked, of which ${ts.fragments} marked fragment (names they use without defining are not reported); ${ts.skipped} skipped; ${ts.failed} failed`,
    `  Python: ${py.blocks} blocks; ${py.checked} parsed with SDK names checked, of which ${py.fragments} marked fragment; ${py.skipped} skipped; ${py.failed} failed`,
    `  Not checked (other languages): ${other || "none"}`,
    `Cookbook notebooks: ${nb.checked} Python notebook(s) parsed with SDK names checked, ${nb.failed} failed; ${nb.notPython} TypeScript (Deno) notebook(s) not checked`,
  );
  for (const s of report.skipped)
    lines.push(`  skipped ${s.file}:${s.line}: ${s.reason}`);
  const failed = ts.failed + py.failed + nb.failed;
  lines.push(
    report.problems.length === 0
      ? "Snippets: every checked block passes."
      : `Snippets: ${report.problems.length} problem(s) in ${failed} block(s) or notebook(s).`,
  );
  return lines;
}
