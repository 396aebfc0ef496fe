import { notebookLanguage, notebookSchema } from "../cookbook/notebook-schema";

/** Cell magics whose body is still Python (`%%capture`, `%%time`); others hold other languages. */
const PYTHON_CELL_MAGICS = new Set(["capture", "time", "timeit"]);

/** A notebook's Python code cells joined into one module, with each line's cell and line. */
export interface NotebookCode {
  file: string;
  code: string;
  /** For line `i + 1` of `code`: its cell (1-based, counting every cell) and line in that cell. */
  origins: { cell: number; line: number }[];
}

/**
 * IPython syntax that is not Python, replaced so that the rest parses with its line numbers
 * kept: a line magic or shell line (`%pip install ...`, `!ls`) becomes `pass` at its indentation,
 * `files = !ls` becomes `files = []`.
 */
export function withoutMagics(line: string): string {
  const magic = /^(\s*)[%!]/.exec(line);
  if (magic) return `${magic[1]}pass`;
  return line.replace(/^(\s*[\w.]+\s*=\s*)!.*$/, "$1[]");
}

/**
 * The code of a Python notebook as the snippet check reads it: every code cell in order, as one
 * module (later cells use what earlier ones define), IPython magics blanked; cells that start
 * with a non-Python cell magic (`%%bash`, `%%writefile`) are left out. Null for a notebook that
 * is not Python (Deno notebooks run TypeScript).
 */
export function notebookPythonCode(
  file: string,
  json: string,
): NotebookCode | null {
  const notebook = notebookSchema.parse(JSON.parse(json));
  if (notebookLanguage(notebook).kind !== "python") return null;
  const lines: string[] = [];
  const origins: NotebookCode["origins"] = [];
  notebook.cells.forEach((cell, index) => {
    if (cell.cell_type !== "code") return;
    const cellMagic = /^%%(\w+)/.exec(cell.source)?.[1];
    if (cellMagic && !PYTHON_CELL_MAGICS.has(cellMagic)) return;
    cell.source.split("\n").forEach((line, i) => {
      lines.push(withoutMagics(line));
      origins.push({ cell: index + 1, line: i + 1 });
    });
  });
  return { file, code: lines.join("\n"), origins };
}
