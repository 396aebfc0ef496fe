import { spawnSync } from "node:child_process";
import { join } from "node:path";

/**
 * A node of a Python syntax tree as `lib/snippets/python_ast.py` prints it: `_` is the `ast`
 * class name (`Call`, `Attribute`, ...), the other fields are the node's own.
 */
export interface PyNode {
  _: string;
  line?: number;
  col?: number;
  [field: string]: unknown;
}

export interface PythonSource {
  id: string;
  code: string;
  /** Accept `await` outside a function, as notebooks do. Default false (a `.py` file). */
  topLevelAwait?: boolean;
}

export type PythonParseResult =
  | { id: string; tree: PyNode }
  | { id: string; error: { line: number; col: number; message: string } };

/** The helper that runs Python's own parser; the only Python file the check needs. */
export const PYTHON_AST_HELPER = join(__dirname, "python_ast.py");

export interface PythonParseReply {
  /** One per source, in order. */
  results: PythonParseResult[];
  /** Names a module can use without defining them (Python's builtins, `__name__`, `__file__`). */
  builtins: string[];
}

/**
 * Parses every source with Python's `ast` module in one `python3` process (a source parses when
 * it compiles to bytecode; nothing is run). Throws when Python itself cannot be started.
 */
export function parsePython(
  sources: PythonSource[],
  python = process.env.PYTHON ?? "python3",
): PythonParseReply {
  const run = spawnSync(python, [PYTHON_AST_HELPER], {
    input: JSON.stringify({ sources }),
    encoding: "utf8",
    maxBuffer: 512 * 1024 * 1024,
  });
  if (run.error || run.status !== 0)
    throw new Error(
      `${python} ${PYTHON_AST_HELPER} failed: ${run.error?.message ?? run.stderr}`,
    );
  return JSON.parse(run.stdout) as PythonParseReply;
}

export function isNode(value: unknown, type?: string): value is PyNode {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as PyNode)._ === "string" &&
    (type === undefined || (value as PyNode)._ === type)
  );
}

/** A field holding one node, or undefined. */
export function child(node: PyNode, field: string): PyNode | undefined {
  const value = node[field];
  return isNode(value) ? value : undefined;
}

/** A field holding a list of nodes (missing or other values give an empty list). */
export function children(node: PyNode, field: string): PyNode[] {
  const value = node[field];
  return Array.isArray(value) ? value.filter((v) => isNode(v)) : [];
}

/** A field holding a string, or undefined. */
export function text(node: PyNode, field: string): string | undefined {
  const value = node[field];
  return typeof value === "string" ? value : undefined;
}

/** Every node below `node` (itself included), depth first, in source order. */
export function* walk(node: PyNode): Generator<PyNode> {
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key === "_") continue;
    if (isNode(value)) yield* walk(value);
    else if (Array.isArray(value))
      for (const item of value) if (isNode(item)) yield* walk(item);
  }
}

/** `a.b.c` for a chain of names and attributes, else undefined. */
export function dottedName(node: PyNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node._ === "Name") return text(node, "id");
  if (node._ === "Attribute") {
    const base = dottedName(child(node, "value"));
    return base === undefined ? undefined : `${base}.${text(node, "attr")}`;
  }
  return undefined;
}

/** The value of a string constant node, else undefined. */
export function stringConstant(node: PyNode | undefined): string | undefined {
  if (!node || node._ !== "Constant") return undefined;
  return typeof node.value === "string" ? node.value : undefined;
}
