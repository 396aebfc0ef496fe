/**
 * Marks pages that carry Langfuse SDK code: while MDX compiles, a page with at least one code
 * block that installs or imports a Langfuse SDK gets `<SdkVersionNotice />` right after its title,
 * so a reader sees which SDK majors the code is written for before copying it. The pages are found
 * from their code, not from a list; the component decides by section whether to render
 * (lib/sdk-version-notice.ts).
 */

/** The JSX element the plugin inserts (registered in components/mdx/mdx-components.tsx). */
export const SDK_VERSION_NOTICE_ELEMENT = "SdkVersionNotice";

/**
 * Code that uses a Langfuse SDK: a Python import of `langfuse`, a pip/uv/poetry install of it, or
 * any `@langfuse/*` package (the JS/TS SDK v4 is published only under that scope).
 */
const SDK_CODE_PATTERNS: readonly RegExp[] = [
  /^\s*(?:from\s+langfuse(?:\.|\s)|import\s+langfuse\b)/m,
  /\b(?:pip3?|uv(?:\s+pip)?|poetry)\s+(?:install|add)\b[^\n]*\blangfuse\b(?!-)/,
  /@langfuse\/[a-z]/,
];

/** Whether one code block's text uses a Langfuse SDK. */
export function isSdkCode(code: string): boolean {
  return SDK_CODE_PATTERNS.some((pattern) => pattern.test(code));
}

interface MdxNode {
  type: string;
  depth?: number;
  name?: string | null;
  value?: unknown;
  attributes?: unknown[];
  children?: MdxNode[];
}

/** Whether any code block below `node` uses a Langfuse SDK. */
export function hasSdkCode(node: MdxNode): boolean {
  if (node.type === "code" && typeof node.value === "string")
    return isSdkCode(node.value);
  return node.children?.some(hasSdkCode) ?? false;
}

/** Inserts the notice after the first H1 (or first, if the page has none), at most once. */
export function insertSdkVersionNotice(tree: MdxNode): void {
  const children = tree.children;
  if (!children || !hasSdkCode(tree)) return;
  if (children.some((c) => c.name === SDK_VERSION_NOTICE_ELEMENT)) return;
  const title = children.findIndex(
    (c) => c.type === "heading" && c.depth === 1,
  );
  children.splice(title + 1, 0, {
    type: "mdxJsxFlowElement",
    name: SDK_VERSION_NOTICE_ELEMENT,
    attributes: [],
    children: [],
  });
}

/** The remark plugin (lib/mdx/mdx-options.ts hands it to the MDX compiler). */
export function remarkSdkVersionNotice() {
  return (tree: MdxNode) => insertSdkVersionNotice(tree);
}
