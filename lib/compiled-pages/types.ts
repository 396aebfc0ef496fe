/** An image a page imports, as next-image-loader would hand it over. */
export interface StaticImageImport {
  /** The source file, repo-relative (`public/images/x.svg`). */
  file: string;
  /** Its name under `.next/static/media/` (`x.1a2b3c4d.svg`). */
  media: string;
  src: string;
  width: number;
  height: number;
}

/** One MDX page compiled outside webpack (scripts/compile-pages.ts). */
export interface CompiledPage {
  route: string;
  /** The source, repo-relative (`pages/docs/index.mdx`). */
  file: string;
  /** Source and compiler settings it was compiled from (lib/compiled-pages/store.ts). */
  key: string;
  /** CommonJS function body: `module.exports.default` is the MDX content, `.useTOC` its headings. */
  code: string;
  title?: string;
  frontMatter: Record<string, unknown>;
  hasJsxInH1: boolean;
  readingTime?: unknown;
  /** Image imports by the specifier in `code`. */
  images: Record<string, StaticImageImport>;
}
