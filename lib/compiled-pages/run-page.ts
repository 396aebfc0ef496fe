/**
 * Runs a compiled page's CommonJS body (scripts/compile-pages.ts) during static generation,
 * handing each `require` the module webpack bundled (components/mdx/page-modules.ts), the
 * image data next-image-loader would have given, or a JSON file's contents.
 */
import { readFileSync } from "node:fs";
import { extname, join, posix } from "node:path";
import type { ComponentType } from "react";
import type { CompiledPage } from "./types";

/** A heading of the page's table of contents, as Nextra's `useTOC` returns it. */
export interface TocEntry {
  value: unknown;
  id: string;
  depth: number;
}

export interface PageModule {
  default: ComponentType<Record<string, unknown>>;
  useTOC: (props: Record<string, unknown>) => TocEntry[];
}

/** The module id a page's import names: a package as is, a relative path from the repo root. */
export function moduleId(pageFile: string, specifier: string): string {
  if (!specifier.startsWith(".")) return specifier;
  const path = posix.normalize(posix.join(posix.dirname(pageFile), specifier));
  return extname(path) === ".json" ? path : path.replace(/\.(tsx?|jsx?)$/, "");
}

/** The import specifiers of a CommonJS body esbuild wrote (`require("...")`). */
export function requiredSpecifiers(code: string): string[] {
  return [
    ...new Set([...code.matchAll(/\brequire\("([^"]+)"\)/g)].map((m) => m[1]!)),
  ];
}

/** The JSON files (repo-relative) a compiled page reads when it runs. */
export function jsonImports(page: CompiledPage): string[] {
  return requiredSpecifiers(page.code)
    .filter((specifier) => !page.images[specifier])
    .map((specifier) => moduleId(page.file, specifier))
    .filter((id) => id.endsWith(".json"));
}

/** Marks a plain value as an ES module with it as the default export (for esbuild's interop). */
const asDefaultExport = (value: unknown) => ({
  __esModule: true,
  default: value,
});

export function runCompiledPage(
  root: string,
  page: CompiledPage,
  modules: Readonly<Record<string, unknown>>,
): PageModule {
  const require = (specifier: string): unknown => {
    const image = page.images[specifier];
    if (image)
      return asDefaultExport({
        src: image.src,
        width: image.width,
        height: image.height,
      });
    const id = moduleId(page.file, specifier);
    if (id in modules) return modules[id];
    if (id.endsWith(".json"))
      return asDefaultExport(JSON.parse(readFileSync(join(root, id), "utf8")));
    throw new Error(
      `${page.file} imports "${specifier}", which components/mdx/page-modules.ts does not list`,
    );
  };
  const cjs = { exports: {} as Partial<PageModule> };
  // The body is our own compiler's output for our own page (scripts/compile-pages.ts).
  new Function("require", "module", "exports", page.code)(
    require,
    cjs,
    cjs.exports,
  );
  const { default: Content, useTOC } = cjs.exports;
  if (!Content || !useTOC)
    throw new Error(`${page.file}: the compiled page exports no content`);
  return { default: Content, useTOC };
}
