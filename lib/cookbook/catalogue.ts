import { z } from "zod";
import { TOPIC_IDS } from "./topics";

/** One entry of `cookbook/_routes.json`. */
export const catalogueEntrySchema = z
  .object({
    notebook: z
      .string()
      .regex(/^[\w.-]+\.ipynb$/, "must be a notebook file name ending .ipynb"),
    docsPath: z
      .string()
      .regex(
        /^[a-z0-9][\w/-]*[a-z0-9]$/i,
        "must be a site path without leading or trailing slash",
      )
      .nullable(),
    isGuide: z.boolean(),
    /** Topic the guides and cookbook indexes group the notebook under. */
    topic: z.enum(TOPIC_IDS),
    /** Its label in the sidebars (the cookbook's, and its docsPath section's). */
    label: z.string().trim().min(1),
  })
  .strict();

export const catalogueSchema = z.array(catalogueEntrySchema);

export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;

/** A page generated from a notebook. */
export interface CookbookRoute {
  /** Site path, e.g. `/guides/cookbook/integration_instructor`. */
  path: string;
  /** Source notebook as a site path, e.g. `/cookbook/integration_instructor.ipynb`. */
  ipynbPath: string;
  /** Path the page's canonical link names (the docsPath route when there is one). */
  canonicalPath: string;
  /** The catalogue entry that produced it. */
  entry: CatalogueEntry;
}

/** What the page shell needs for a notebook route: where its source is. */
export interface NotebookMapping {
  path: string;
  ipynbPath: string;
}

export function notebookSlug(notebook: string): string {
  return notebook.replace(/\.ipynb$/, "");
}

/**
 * Every entry yields `/guides/cookbook/{name}`; an entry with a docsPath also yields `/{docsPath}`
 * from the same notebook, and the cookbook route then names the docsPath route as canonical.
 */
export function deriveCookbookRoutes(
  entries: readonly CatalogueEntry[],
): CookbookRoute[] {
  return entries.flatMap((entry) => {
    const ipynbPath = `/cookbook/${entry.notebook}`;
    const cookbookPath = `/guides/cookbook/${notebookSlug(entry.notebook)}`;
    if (!entry.docsPath)
      return [
        { path: cookbookPath, ipynbPath, canonicalPath: cookbookPath, entry },
      ];
    const docsPath = `/${entry.docsPath}`;
    return [
      { path: cookbookPath, ipynbPath, canonicalPath: docsPath, entry },
      { path: docsPath, ipynbPath, canonicalPath: docsPath, entry },
    ];
  });
}

export function notebookMappings(
  routes: readonly CookbookRoute[],
): NotebookMapping[] {
  return routes.map(({ path, ipynbPath }) => ({ path, ipynbPath }));
}

/**
 * Checks the catalogue against the repository: zod shape, notebook files that exist, unique
 * routes, and no generated route on top of a hand-written page. Throws one message listing all.
 */
export function validateCatalogue(
  raw: unknown,
  options: {
    notebookExists: (file: string) => boolean;
    handWrittenRoutes: ReadonlySet<string>;
  },
): CatalogueEntry[] {
  const parsed = catalogueSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  entry ${i.path.join(".")}: ${i.message}`,
    );
    throw new Error(`cookbook/_routes.json is invalid:\n${lines.join("\n")}`);
  }
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const entry of parsed.data) {
    if (!options.notebookExists(entry.notebook))
      problems.push(`missing notebook file cookbook/${entry.notebook}`);
  }
  for (const route of deriveCookbookRoutes(parsed.data)) {
    const previous = seen.get(route.path);
    if (previous)
      problems.push(
        `duplicate route ${route.path} (from ${previous} and ${route.entry.notebook})`,
      );
    seen.set(route.path, route.entry.notebook);
    if (options.handWrittenRoutes.has(route.path)) {
      problems.push(
        `route ${route.path} of ${route.entry.notebook} collides with a hand-written page`,
      );
    }
  }
  if (problems.length > 0)
    throw new Error(`cookbook/_routes.json: ${problems.join("; ")}`);
  return parsed.data;
}
