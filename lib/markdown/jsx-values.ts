/**
 * Reads literal attribute values of MDX JSX (`items={["Python", "JS/TS"]}`, `duration={6}`,
 * `availability={{ hobby: "full" }}`) from the estree remark-mdx attaches. Only literals,
 * arrays and objects are understood; anything else is `undefined` (never evaluated).
 */
type EsNode = { type: string; [key: string]: unknown };

export function literalValue(node: EsNode | undefined): unknown {
  if (!node) return undefined;
  switch (node.type) {
    case "Program":
      return literalValue((node.body as EsNode[])[0]);
    case "ExpressionStatement":
      return literalValue(node.expression as EsNode);
    case "Literal":
      return node.value;
    case "TemplateLiteral": {
      const quasis = node.quasis as Array<{ value: { cooked: string } }>;
      return (node.expressions as unknown[]).length === 0
        ? quasis.map((q) => q.value.cooked).join("")
        : undefined;
    }
    case "UnaryExpression":
      return node.operator === "-"
        ? -(literalValue(node.argument as EsNode) as number)
        : undefined;
    case "ArrayExpression":
      return (node.elements as EsNode[]).map((e) => literalValue(e));
    case "ObjectExpression": {
      const out: Record<string, unknown> = {};
      for (const p of node.properties as EsNode[]) {
        if (p.type !== "Property") continue;
        const key = p.key as EsNode;
        const name =
          key.type === "Identifier"
            ? (key.name as string)
            : String(literalValue(key));
        out[name] = literalValue(p.value as EsNode);
      }
      return out;
    }
    default:
      return undefined;
  }
}

export interface JsxAttribute {
  type: string;
  name?: string;
  value?:
    string | null | { type: string; value: string; data?: { estree?: EsNode } };
}

/** Attribute values of a JSX element as plain data (`true` for bare attributes). */
export function jsxAttributes(
  attributes: readonly JsxAttribute[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const a of attributes) {
    if (a.type !== "mdxJsxAttribute" || !a.name) continue;
    if (a.value === null || a.value === undefined) out[a.name] = true;
    else if (typeof a.value === "string") out[a.name] = a.value;
    else out[a.name] = literalValue(a.value.data?.estree);
  }
  return out;
}
