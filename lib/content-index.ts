import { readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import matter from "gray-matter";
import { assertKnownAuthors } from "./authors";
import { frontMatterSchema, type FrontMatter } from "./front-matter-schema";
import { listFiles } from "./list-files";

/** One hand-written page: where its source is, where it is served, and its front matter. */
export interface PageSource {
  /** Source file relative to the repository root, e.g. `pages/docs/index.mdx`. */
  file: string;
  /** Route it is served at, e.g. `/docs`. */
  route: string;
  frontMatter: FrontMatter;
  /** Markdown/MDX body without front matter. */
  body: string;
}

const PAGE_EXTENSIONS = /\.(mdx|md)$/;

/** Route of a page file: `pages/docs/index.mdx` -> `/docs`, `pages/index.mdx` -> `/`. */
export function pageFileToRoute(file: string): string {
  const withoutExt = file.replace(/^pages\//, "").replace(PAGE_EXTENSIONS, "");
  const route = `/${withoutExt}`.replace(/\/index$/, "");
  return route === "" ? "/" : route;
}

/** Sections whose posts must name their authors from the team roster. */
const POST_PREFIXES = ["/blog/", "/changelog/"];

/**
 * Reads and validates every MDX/Markdown page under `pages/`. Invalid front matter throws with
 * the file name and the field; an unknown post author throws with the file name.
 */
export function readPageSources(root = process.cwd()): PageSource[] {
  const pagesDir = join(root, "pages");
  return listFiles(pagesDir)
    .filter((f) => PAGE_EXTENSIONS.test(f))
    .map((full) => {
      const file = relative(root, full).split(sep).join("/");
      const { data, content } = matter(readFileSync(full, "utf8"));
      const parsed = frontMatterSchema.safeParse(data);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new Error(
          `${file}: invalid front matter field \`${issue?.path.join(".")}\`: ${issue?.message}`,
        );
      }
      const route = pageFileToRoute(file);
      const authors = parsed.data.authors;
      if (
        POST_PREFIXES.some((p) => route.startsWith(p)) &&
        authors !== undefined
      ) {
        if (
          !Array.isArray(authors) ||
          !authors.every((a) => typeof a === "string")
        ) {
          throw new Error(
            `${file}: front matter \`authors\` must be a list of handles`,
          );
        }
        assertKnownAuthors(file, authors);
      }
      return { file, route, frontMatter: parsed.data, body: content };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}
