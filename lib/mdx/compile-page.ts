/**
 * Compiles one MDX page outside webpack (issue 25): the same Nextra compiler and options as its
 * loader, then the JSX program becomes a CommonJS function body that pages/[...slug].tsx runs
 * during static generation. Webpack compiled every page as its own entry, twice the time of the
 * MDX work itself at 377 pages (70 s against 19 s) and growing with the page count.
 */
import { readFileSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import { transform } from "esbuild";
import loaderUtils from "next/dist/compiled/loader-utils3";
import imageSizeOf from "next/dist/compiled/image-size";
import { requiredSpecifiers } from "../compiled-pages/run-page";
import type { CompiledPage, StaticImageImport } from "../compiled-pages/types";
import { siteMdxOptions } from "./mdx-options";

type MdxOptions = Awaited<ReturnType<typeof siteMdxOptions>>;

/** Image files an MDX page may import (Nextra turns `![](/images/x.svg)` into an import). */
const IMAGE_FILE = /\.(png|jpe?g|gif|webp|avif|svg|ico|bmp)$/i;

/**
 * What next-image-loader gives an imported image: its address under `/_next/static/media/`,
 * named as Next names it (`[name].[hash:8].[ext]` over the file's bytes), and its size.
 */
export function staticImageImport(
  root: string,
  file: string,
): StaticImageImport {
  const content = readFileSync(file);
  const media = loaderUtils
    .interpolateName({ resourcePath: file }, "[name].[hash:8].[ext]", {
      context: root,
      content,
    })
    .replace(/^\//, "");
  const { width, height } = imageSizeOf(content);
  if (!width || !height)
    throw new Error(`${file}: cannot read the image's size`);
  return {
    file: relative(root, file).split("\\").join("/"),
    media,
    src: `/_next/static/media/${media}`,
    width,
    height,
  };
}

/** A page to compile: its source as read for its cache key, so the two cannot differ. */
export interface PageSource {
  /** Repo-relative, under `pages/`. */
  file: string;
  route: string;
  source: string;
  /** Stored with the result so a cache can tell whether it is still current. */
  key: string;
}

/** Compiles one page with `options` (lib/mdx/mdx-options.ts). */
export async function compilePage(
  root: string,
  { file, route, source, key }: PageSource,
  options: MdxOptions,
): Promise<CompiledPage> {
  const filePath = join(root, file);
  // Nextra ships ES modules only, and the build scripts run as CommonJS.
  const { compileMdx } = await import("nextra/compile");
  const { result, title, frontMatter, hasJsxInH1, readingTime } =
    await compileMdx(source, {
      mdxOptions: {
        ...options,
        jsx: true,
        outputFormat: "program",
        format: "detect",
      },
      // As next.config.mjs configures Nextra: our CodeBlock draws the copy button, search is Pagefind.
      defaultShowCopyCode: false,
      search: false,
      staticImage: true,
      codeHighlight: true,
      route,
      locale: "",
      filePath,
      useCachedCompiler: true,
      isPageImport: true,
    });
  // Nextra's loader adds `export default HOC_MDXWrapper(MDXLayout, ...)`; the catch-all page
  // does that wrapping itself (`useTOC` is exported already).
  const program = `${result}\nexport { MDXLayout as default };`;
  const { code } = await transform(program, {
    loader: "jsx",
    format: "cjs",
    jsx: "automatic",
    platform: "node",
    target: "node20",
    sourcefile: file,
  });
  const images: Record<string, StaticImageImport> = {};
  for (const specifier of requiredSpecifiers(code)) {
    if (!IMAGE_FILE.test(specifier)) continue;
    const absolute = isAbsolute(specifier)
      ? specifier
      : resolve(dirname(filePath), specifier);
    images[specifier] = staticImageImport(root, absolute);
  }
  return {
    route,
    file,
    key,
    code,
    title,
    frontMatter: frontMatter as Record<string, unknown>,
    hasJsxInH1: hasJsxInH1 ?? false,
    ...(readingTime ? { readingTime } : {}),
    images,
  };
}
