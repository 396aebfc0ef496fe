import { existsSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { deriveCookbookRoutes, catalogueSchema } from "./cookbook/catalogue";
import { pageFileToRoute } from "./routes";
import { listFiles } from "./list-files";

/** Routes a page may link to before the export exists: pages, notebook routes and planned routes. */
export interface KnownRoutes {
  pages: ReadonlySet<string>;
  planned: ReadonlySet<string>;
  /** Files under `public/`, as site paths (`/images/docs/x.svg`). */
  publicFiles: ReadonlySet<string>;
}

/** Files the build writes into the export that pages may link (see lib/machine-files.ts). */
const GENERATED_FILES = [
  "/llms.txt",
  "/llms-full.txt",
  "/sitemap.xml",
  "/robots.txt",
  "/blog/rss.xml",
  "/changelog/rss.xml",
];

/** Reads the routes of `root` from the source tree (no build needed). */
export function knownRoutes(root: string): KnownRoutes {
  const pages = new Set<string>();
  for (const full of listFiles(join(root, "pages"))) {
    const file = relative(root, full).split(sep).join("/");
    if (/\.mdx?$/.test(file)) pages.add(pageFileToRoute(file));
  }
  const cataloguePath = join(root, "cookbook/_routes.json");
  if (existsSync(cataloguePath)) {
    const entries = catalogueSchema.parse(
      JSON.parse(readFileSync(cataloguePath, "utf8")),
    );
    for (const r of deriveCookbookRoutes(entries)) pages.add(r.path);
  }
  const plannedPath = join(root, "data/planned-routes.json");
  const planned = new Set<string>(
    existsSync(plannedPath)
      ? (JSON.parse(readFileSync(plannedPath, "utf8")) as string[])
      : [],
  );
  const publicDir = join(root, "public");
  const publicFiles = new Set<string>([
    // Written into the export by scripts/build-machine-files.ts.
    ...GENERATED_FILES,
    ...(existsSync(publicDir)
      ? listFiles(publicDir).map(
          (f) => `/${relative(publicDir, f).split(sep).join("/")}`,
        )
      : []),
  ]);
  return { pages, planned, publicFiles };
}
