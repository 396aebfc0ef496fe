import { readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import matter from "gray-matter";
import { frontMatterSchema, type FrontMatter } from "./front-matter-schema";
import { listFiles } from "./list-files";
import { isPageSource, pageFileToRoute } from "./routes";

/** One page: where its source is, where it is served, and its validated front matter. */
export interface PageSource {
  /** Page file relative to the repository root, e.g. `pages/docs/index.mdx`. */
  file: string;
  /**
   * The file a person edits to change the page: the page file itself, or for a generated page
   * the notebook (or catalogue) it was generated from. Edit links and contributors use it.
   */
  sourceFile: string;
  /** Route it is served at, e.g. `/docs`. */
  route: string;
  frontMatter: FrontMatter;
  /** Markdown/MDX body without front matter. */
  body: string;
}

/** Validates one page's front matter; throws naming the file and the field. */
export function parseFrontMatter(file: string, data: unknown): FrontMatter {
  const parsed = frontMatterSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.length ? issue.path.join(".") : "";
  const unknownKeys =
    issue?.code === "unrecognized_keys" ? issue.keys.join("`, `") : "";
  throw new Error(
    unknownKeys
      ? `${file}: unknown front matter field \`${unknownKeys}\` (add it to lib/front-matter-schema.ts first)`
      : `${file}: invalid front matter field \`${field.replace(/\.\d+$/, "")}\`: ${issue?.message}`,
  );
}

/**
 * Reads and validates every MDX/Markdown page under `pages/`. Invalid front matter (including
 * an unknown post author or a malformed date) throws with the file name and the field.
 */
export function readPageSources(root = process.cwd()): PageSource[] {
  return listFiles(join(root, "pages"))
    .map((full) => ({ full, file: relative(root, full).split(sep).join("/") }))
    .filter(({ file }) => isPageSource(file))
    .map(({ full, file }) => {
      const { data, content } = matter(readFileSync(full, "utf8"));
      const frontMatter = parseFrontMatter(file, data);
      return {
        file,
        sourceFile: frontMatter.generatedFrom ?? file,
        route: pageFileToRoute(file),
        frontMatter,
        body: content,
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}
