/**
 * Resolves `<Fact id="..." />` while MDX compiles: the element becomes a `<span data-fact>` with
 * the fact's words and inline code, so a page that states facts ships their text in its HTML and
 * no JavaScript for them (the facts module stays out of every page's bundle). An unknown or
 * computed id fails the build with the file's name.
 */
import { factValue } from "../facts";

/** The parts of an mdast / MDX JSX node this plugin reads and writes. */
interface MdxNode {
  type: string;
  name?: string | null;
  value?: unknown;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  children?: MdxNode[];
}

const JSX_ELEMENTS = new Set(["mdxJsxTextElement", "mdxJsxFlowElement"]);

function resolved(node: MdxNode, where: string): MdxNode {
  const id = node.attributes?.find(
    (a) => a.type === "mdxJsxAttribute" && a.name === "id",
  )?.value;
  if (typeof id !== "string")
    throw new Error(`${where}: <Fact> needs a literal id="..."`);
  const value = factValue(id);
  if (!value) throw new Error(`${where}: unknown fact id "${id}" (lib/facts)`);
  return {
    type: node.type,
    name: "span",
    attributes: [{ type: "mdxJsxAttribute", name: "data-fact", value: id }],
    children: value.map((segment) =>
      typeof segment === "string"
        ? { type: "text", value: segment }
        : { type: "inlineCode", value: segment.code },
    ),
  };
}

/** Replaces every `<Fact>` below `node`, in place. */
export function resolveFacts(node: MdxNode, where = "MDX"): void {
  const children = node.children;
  if (!children) return;
  for (const [i, child] of children.entries()) {
    if (JSX_ELEMENTS.has(child.type) && child.name === "Fact")
      children[i] = resolved(child, where);
    else resolveFacts(child, where);
  }
}

/** The remark plugin (next.config.ts hands it to Nextra's MDX compiler). */
export function remarkFacts() {
  return (tree: MdxNode, file: { path?: string; history?: string[] }) =>
    resolveFacts(tree, file.path ?? file.history?.[0] ?? "MDX");
}
