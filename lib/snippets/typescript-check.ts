import { posix } from "node:path";
import ts from "typescript";
import { pageLine, type CodeBlock, type SnippetProblem } from "./code-blocks";

/**
 * The project a reader pastes the code into: strict TypeScript, ES modules resolved like a
 * bundler or `tsx` does (`./instrumentation` without an extension), Node's types and the DOM's
 * (Next.js route handlers use `Request`). `noUncheckedIndexedAccess` stays off, as in the
 * projects `create-next-app` and `tsc --init` before 5.9 set up, so `choices[0].message` is fine.
 */
export const SNIPPET_COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  // Every block is its own module, even without imports: no clashes between blocks' names.
  moduleDetection: ts.ModuleDetectionKind.Force,
  lib: ["lib.es2023.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
  types: ["node"],
  strict: true,
  esModuleInterop: true,
  skipLibCheck: true,
  resolveJsonModule: true,
  allowJs: true,
  checkJs: true,
  jsx: ts.JsxEmit.ReactJSX,
  noEmit: true,
};

/** Folder (under the repository root, never written) that holds the blocks as virtual files. */
export const VIRTUAL_ROOT = ".snippets";

const EXTENSION_BY_LANG: Record<string, string> = {
  ts: ".ts",
  typescript: ".ts",
  tsx: ".tsx",
  js: ".js",
  javascript: ".js",
  mjs: ".mjs",
  jsx: ".jsx",
};

/** A block placed in the virtual project. */
export interface VirtualFile {
  block: CodeBlock;
  /** Absolute virtual path. */
  path: string;
  /** Path inside the block's own folder, e.g. `app/api/chat/route.ts`. */
  name: string;
  /** Folder of the block: `<root>/.snippets/<page>/L<line>`. */
  folder: string;
}

/** The file name a block gets: its `filename="..."` when that is a script name, else `snippet.ts`. */
export function virtualFileName(block: CodeBlock): string {
  const ext = EXTENSION_BY_LANG[block.lang.toLowerCase()] ?? ".ts";
  const named = block.meta.filename?.replace(/^\.?\//, "");
  if (named && /\.(m?[jt]sx?|cts|mts)$/.test(named)) return named;
  return `snippet${ext}`;
}

function withoutExtension(name: string): string {
  return name.replace(/\.(d\.)?(m|c)?[jt]sx?$/, "");
}

/** Where an import of another block points: a path inside the page's project, or nothing. */
function importTarget(specifier: string, importer: VirtualFile): string | null {
  if (specifier.startsWith("@/")) return withoutExtension(specifier.slice(2));
  if (specifier.startsWith("./") || specifier.startsWith("../"))
    return withoutExtension(
      posix.normalize(posix.join(posix.dirname(importer.name), specifier)),
    );
  return null;
}

/**
 * The block a relative (`./instrumentation`) or root-alias (`@/instrumentation`) import names:
 * a block of the same page whose `filename` is that path, the nearest one above the importing
 * block first (the reader has just seen it), else the first one below; on a page without one,
 * the first such block of the page `sharedPages` names for that path.
 */
export function siblingBlockFor(
  specifier: string,
  importer: VirtualFile,
  pageFiles: VirtualFile[],
  sharedFiles: (target: string) => VirtualFile[] = () => [],
): VirtualFile | undefined {
  const target = importTarget(specifier, importer);
  if (target === null) return undefined;
  const wanted = new Set([target, posix.join(target, "index")]);
  const isWanted = (f: VirtualFile) =>
    f !== importer &&
    f.block.meta.filename !== undefined &&
    wanted.has(withoutExtension(f.name));
  const matches = pageFiles.filter(isWanted);
  const above = matches.filter((f) => f.block.line < importer.block.line);
  return above.at(-1) ?? matches[0] ?? sharedFiles(target).find(isWanted);
}

function scriptKind(path: string): ts.ScriptKind {
  if (path.endsWith(".tsx")) return ts.ScriptKind.TSX;
  if (path.endsWith(".jsx")) return ts.ScriptKind.JSX;
  if (/\.m?js$/.test(path)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

function extensionOf(path: string): ts.Extension {
  if (path.endsWith(".tsx")) return ts.Extension.Tsx;
  if (path.endsWith(".jsx")) return ts.Extension.Jsx;
  if (path.endsWith(".mjs")) return ts.Extension.Mjs;
  if (path.endsWith(".js")) return ts.Extension.Js;
  return ts.Extension.Ts;
}

function problemAt(
  file: VirtualFile,
  diagnostic: ts.Diagnostic,
): SnippetProblem {
  const sourceFile = diagnostic.file;
  const { line, character } =
    sourceFile && diagnostic.start !== undefined
      ? sourceFile.getLineAndCharacterOfPosition(diagnostic.start)
      : { line: 0, character: 0 };
  return {
    file: file.block.file,
    line: pageLine(file.block, line + 1),
    column: character + 1,
    code: `TS${diagnostic.code}`,
    message: ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n  "),
  };
}

export interface TypeScriptCheckOptions {
  /** Repository root: `node_modules` there supplies the packages the blocks import. */
  root: string;
  compilerOptions?: ts.CompilerOptions;
  /**
   * Blocks other pages may import without showing them, by import path: `{ instrumentation:
   * "pages/docs/sdk/typescript/guide.mdx" }` lets `./instrumentation` on a page that has no
   * `instrumentation.ts` block mean the guide's. That page's blocks must be among `checked`.
   */
  sharedPages?: Record<string, string>;
}

/**
 * TypeScript codes a `fragment` may raise: it uses names the surrounding text or an earlier
 * block defines ("Cannot find name", with or without a suggestion). Those names are typed
 * `any`; every other problem in a fragment is reported.
 */
export const FRAGMENT_IGNORED_CODES: ReadonlySet<number> = new Set([
  2304, 2552,
]);

/**
 * Type-checks blocks in one TypeScript program (one compiler pass for all of them) against the
 * packages installed under `root`. In `fragments`, undefined names are not reported (see
 * FRAGMENT_IGNORED_CODES); everything else is. Each block is a virtual file at
 * `<root>/.snippets/<page>/L<line>/<filename>`; imports of other blocks of the same page by file
 * name resolve to those blocks. Problems carry page lines.
 */
export function checkTypeScriptBlocks(
  checked: CodeBlock[],
  fragments: CodeBlock[],
  options: TypeScriptCheckOptions,
): SnippetProblem[] {
  const compilerOptions = options.compilerOptions ?? SNIPPET_COMPILER_OPTIONS;
  const toVirtual = (block: CodeBlock): VirtualFile => {
    const folder = posix.join(
      options.root.split("\\").join("/"),
      VIRTUAL_ROOT,
      block.file.replace(/\.mdx?$/, ""),
      `L${block.line}`,
    );
    const name = virtualFileName(block);
    return { block, name, folder, path: posix.join(folder, name) };
  };
  const checkedFiles = checked.map(toVirtual);
  const fragmentFiles = fragments.map(toVirtual);
  const all = [...checkedFiles, ...fragmentFiles];
  const byPath = new Map(all.map((f) => [f.path, f]));
  const byPage = new Map<string, VirtualFile[]>();
  for (const f of all)
    byPage.set(f.block.file, [...(byPage.get(f.block.file) ?? []), f]);
  const fragmentSet = new Set(fragmentFiles);
  const sharedFiles = (target: string) => {
    const page = options.sharedPages?.[target];
    return page ? (byPage.get(page) ?? []) : [];
  };

  const host = ts.createCompilerHost(compilerOptions, true);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    const file = byPath.get(fileName);
    if (file)
      return ts.createSourceFile(
        fileName,
        file.block.code,
        languageVersion,
        true,
        scriptKind(fileName),
      );
    return getSourceFile.call(host, fileName, languageVersion, ...rest);
  };
  host.fileExists = (fileName) =>
    byPath.has(fileName) || fileExists.call(host, fileName);
  host.readFile = (fileName) =>
    byPath.get(fileName)?.block.code ?? readFile.call(host, fileName);
  const cache = ts.createModuleResolutionCache(
    host.getCurrentDirectory(),
    (s) => s,
    compilerOptions,
  );
  host.resolveModuleNameLiterals = (literals, containingFile) =>
    literals.map((literal) => {
      const importer = byPath.get(containingFile);
      const sibling =
        importer &&
        siblingBlockFor(
          literal.text,
          importer,
          byPage.get(importer.block.file) ?? [],
          sharedFiles,
        );
      if (sibling)
        return {
          resolvedModule: {
            resolvedFileName: sibling.path,
            extension: extensionOf(sibling.path),
            isExternalLibraryImport: false,
          },
        };
      return ts.resolveModuleName(
        literal.text,
        containingFile,
        compilerOptions,
        host,
        cache,
      );
    });

  const program = ts.createProgram({
    rootNames: all.map((f) => f.path),
    options: compilerOptions,
    host,
  });
  const problems: SnippetProblem[] = [];
  for (const d of program.getOptionsDiagnostics())
    problems.push({
      file: "(snippet compiler options)",
      line: 0,
      column: 0,
      code: `TS${d.code}`,
      message: ts.flattenDiagnosticMessageText(d.messageText, "\n  "),
    });
  const checker = program.getTypeChecker();
  for (const file of all) {
    const sourceFile = program.getSourceFile(file.path);
    if (!sourceFile) continue;
    const isFragment = fragmentSet.has(file);
    const diagnostics = [
      ...program.getSyntacticDiagnostics(sourceFile),
      ...program.getSemanticDiagnostics(sourceFile),
    ].filter((d) => !(isFragment && FRAGMENT_IGNORED_CODES.has(d.code)));
    for (const d of diagnostics) problems.push(problemAt(file, d));
    for (const call of floatingPromises(sourceFile, checker)) {
      const { line, character } = sourceFile.getLineAndCharacterOfPosition(
        call.getStart(sourceFile),
      );
      problems.push({
        file: file.block.file,
        line: pageLine(file.block, line + 1),
        column: character + 1,
        code: "floating-promise",
        message: `\`${call.expression.getText(sourceFile)}(...)\` returns a promise that nothing awaits inside this function: await or return it, or the work may not finish before the function does`,
      });
    }
  }
  return problems;
}

/** Whether a type is a promise (has a callable `then`). */
function isPromiseLike(type: ts.Type, checker: ts.TypeChecker): boolean {
  if (type.isUnion()) return type.types.some((t) => isPromiseLike(t, checker));
  const then = type.getProperty("then");
  if (!then) return false;
  return checker.getTypeOfSymbol(then).getCallSignatures().length > 0;
}

/**
 * Calls inside a function whose promise is dropped (an expression statement, not awaited,
 * returned, `void`-ed or given a `.catch`). Top-level calls are left alone: a script's `main();`
 * keeps Node running until it settles. Inside a request handler or a callback, a dropped
 * `forceFlush()` or `shutdown()` is what loses traces.
 */
export function floatingPromises(
  sourceFile: ts.SourceFile,
  checker: ts.TypeChecker,
): ts.CallExpression[] {
  const found: ts.CallExpression[] = [];
  const visit = (node: ts.Node, inFunction: boolean) => {
    if (inFunction && ts.isExpressionStatement(node)) {
      const e = node.expression;
      const handled =
        ts.isCallExpression(e) &&
        ts.isPropertyAccessExpression(e.expression) &&
        (e.expression.name.text === "catch" ||
          (e.expression.name.text === "then" && e.arguments.length >= 2));
      if (
        ts.isCallExpression(e) &&
        !handled &&
        isPromiseLike(checker.getTypeAtLocation(e), checker)
      )
        found.push(e);
    }
    ts.forEachChild(node, (child) =>
      visit(child, inFunction || ts.isFunctionLike(child)),
    );
  };
  visit(sourceFile, false);
  return found;
}
