import type { BlockContent, PhrasingContent, RootContent } from "mdast";
import type { ListingSource } from "../listings";
import type { SiteConfig } from "../site-config";
import type { JsxAttribute } from "./jsx-values";

/** An mdast node as the twin generator walks it, MDX JSX fields included. */
export type MdNode = RootContent & {
  children?: MdNode[];
  name?: string | null;
  attributes?: JsxAttribute[];
  url?: string;
  value?: string;
};

export interface MarkdownFormInput {
  /** The component's literal attributes (`items={["Python"]}` -> `{ items: ["Python"] }`). */
  attrs: Readonly<Record<string, unknown>>;
  /** Its MDX children, not yet converted (the generator converts whatever a form returns). */
  children: MdNode[];
  config: SiteConfig;
  /** Makes a site path absolute against the site URL (twins are read outside the site). */
  absolute: (url: string) => string;
  /** Every page of the site, for forms that list other pages (section indexes). */
  pages: readonly ListingSource[];
  /** Reports a problem with the component's attributes (an unknown id); `check:mdx` fails on it. */
  warn: (message: string) => void;
}

/**
 * The Markdown that stands for one MDX component in a page's `.md` twin. Each component keeps its
 * form beside itself (`components/<feature>/<name>-markdown.ts`), sharing its labels and
 * formatters, and the twin generator composes them (components/mdx/markdown-forms.ts).
 */
export type MarkdownForm = (input: MarkdownFormInput) => MdNode[];

/** Component name -> its Markdown form. */
export type MarkdownForms = Readonly<Record<string, MarkdownForm>>;

// Small mdast builders, so the forms read like the Markdown they produce.

export const text = (value: string): PhrasingContent => ({
  type: "text",
  value,
});

export const inlineCode = (value: string): PhrasingContent => ({
  type: "inlineCode",
  value,
});

export const strong = (value: string): PhrasingContent => ({
  type: "strong",
  children: [text(value)],
});

export const link = (url: string, label: string): PhrasingContent => ({
  type: "link",
  url,
  children: [text(label)],
});

export const paragraph = (...children: PhrasingContent[]): MdNode =>
  ({ type: "paragraph", children }) as BlockContent as MdNode;

export const blockquote = (...children: MdNode[]): MdNode =>
  ({ type: "blockquote", children }) as unknown as MdNode;

export const bulletList = (items: ReadonlyArray<PhrasingContent[]>): MdNode =>
  ({
    type: "list",
    ordered: false,
    spread: false,
    children: items.map((content) => ({
      type: "listItem",
      spread: false,
      children: [{ type: "paragraph", children: content }],
    })),
  }) as unknown as MdNode;

export const table = (
  header: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
): MdNode =>
  ({
    type: "table",
    align: header.map(() => null),
    children: [header, ...rows].map((cells) => ({
      type: "tableRow",
      children: cells.map((cell) => ({
        type: "tableCell",
        children: [text(cell)],
      })),
    })),
  }) as unknown as MdNode;

/** A table whose cells hold inline Markdown (code, links), not just text. */
export const phrasingTable = (
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<PhrasingContent[]>>,
): MdNode =>
  ({
    type: "table",
    align: header.map(() => null),
    children: [header.map((cell) => [text(cell)]), ...rows].map((cells) => ({
      type: "tableRow",
      children: cells.map((children) => ({ type: "tableCell", children })),
    })),
  }) as unknown as MdNode;

/** A string attribute, or `""`. */
export function stringAttr(
  attrs: Readonly<Record<string, unknown>>,
  name: string,
): string {
  const value = attrs[name];
  return typeof value === "string" ? value : "";
}
