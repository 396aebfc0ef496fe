import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { readPageSources } from "../content-index";
import {
  deriveCookbookRoutes,
  notebookSlug,
  validateCatalogue,
  type CatalogueEntry,
} from "./catalogue";
import {
  CONVERTER_VERSION,
  GENERATED_META_HEADER,
  indexPageMdx,
  metaFile,
  notebookPageMdx,
  type NotebookInfo,
} from "./generated-pages";
import { notebookToMdx, type ConvertedNotebook } from "./notebook-to-mdx";
import { notebookSchema } from "./notebook-schema";
import { COOKBOOK_TOPICS } from "./topics";

export interface BuildStats {
  notebooks: number;
  converted: number;
  filesWritten: number;
  filesUnchanged: number;
  filesRemoved: number;
  warnings: string[];
}

interface ManifestEntry {
  hash: string;
  converted: ConvertedNotebook;
}

interface Manifest {
  version: number;
  notebooks: Record<string, ManifestEntry>;
  files: string[];
}

const MANIFEST = ".generated/cookbook-manifest.json";
const ASSET_SITE_DIR = "/generated/cookbook";

function readJson<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as T;
  } catch {
    return undefined;
  }
}

/**
 * Turns every catalogue notebook into MDX pages under `pages/`, plus sidebar `_meta.ts` files,
 * the guides and cookbook indexes and a `pages/.gitignore` naming every generated file.
 * Incremental: unchanged notebooks are not converted again and unchanged files are not written.
 */
export function buildCookbook(root: string): BuildStats {
  const path = (p: string) => join(root, p);
  const handWritten = readPageSources(root)
    .filter((p) => !p.frontMatter.generatedFrom)
    .map((p) => ({
      route: p.route,
      label: p.frontMatter.sidebarTitle ?? p.frontMatter.title ?? p.route,
    }));
  const catalogue = validateCatalogue(
    JSON.parse(readFileSync(path("cookbook/_routes.json"), "utf8")),
    {
      notebookExists: (file) => existsSync(path(`cookbook/${file}`)),
      handWrittenRoutes: new Set(handWritten.map((p) => p.route)),
    },
  );

  const previous = readJson<Manifest>(path(MANIFEST));
  const reusable =
    previous?.version === CONVERTER_VERSION ? previous.notebooks : {};
  const manifest: Manifest = {
    version: CONVERTER_VERSION,
    notebooks: {},
    files: [],
  };
  const stats: BuildStats = {
    notebooks: catalogue.length,
    converted: 0,
    filesWritten: 0,
    filesUnchanged: 0,
    filesRemoved: 0,
    warnings: [],
  };

  const write = (relPath: string, content: string | Buffer) => {
    manifest.files.push(relPath);
    const full = path(relPath);
    if (
      existsSync(full) &&
      readFileSync(full).equals(
        Buffer.isBuffer(content) ? content : Buffer.from(content),
      )
    ) {
      stats.filesUnchanged += 1;
      return;
    }
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
    stats.filesWritten += 1;
  };

  const infos: NotebookInfo[] = [];
  const converted = new Map<string, ConvertedNotebook>();
  for (const entry of catalogue) {
    const raw = readFileSync(path(`cookbook/${entry.notebook}`));
    const hash = createHash("sha256").update(raw).digest("hex");
    let result =
      reusable[entry.notebook]?.hash === hash
        ? reusable[entry.notebook]!.converted
        : undefined;
    if (!result) {
      const parsed = notebookSchema.safeParse(JSON.parse(raw.toString("utf8")));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new Error(
          `cookbook/${entry.notebook}: not a valid notebook at ${issue?.path.join(".")}: ${issue?.message}`,
        );
      }
      const fresh = notebookToMdx(parsed.data, {
        fileName: entry.notebook,
        assetDir: ASSET_SITE_DIR,
      });
      for (const asset of fresh.assets)
        write(`public${asset.sitePath}`, asset.content);
      // Assets are content-addressed files; the manifest keeps only their paths.
      result = {
        ...fresh,
        assets: fresh.assets.map((a) => ({
          sitePath: a.sitePath,
          content: Buffer.alloc(0),
        })),
      };
      stats.converted += 1;
    } else {
      for (const asset of result.assets)
        manifest.files.push(`public${asset.sitePath}`);
    }
    stats.warnings.push(...result.warnings);
    manifest.notebooks[entry.notebook] = { hash, converted: result };
    converted.set(entry.notebook, result);
    infos.push({ entry, title: result.title, description: result.description });
  }

  for (const route of deriveCookbookRoutes(catalogue)) {
    write(
      `pages${route.path}.mdx`,
      notebookPageMdx(route, converted.get(route.entry.notebook)!),
    );
  }

  writeNavigation(catalogue, infos, handWritten, write, (relPath) => {
    // A committed, hand-written _meta.ts where the generator writes one would be overwritten.
    const full = path(relPath);
    if (
      existsSync(full) &&
      !readFileSync(full, "utf8").startsWith(GENERATED_META_HEADER)
    )
      throw new Error(
        `${relPath} is hand-written, but the cookbook generator writes this file (its folder holds notebook pages); delete it and give the hand-written pages a \`sidebarTitle\` or \`title\` instead`,
      );
  });

  const gitignore = [
    "# Generated by scripts/build-cookbook.ts: pages built from cookbook notebooks. Do not edit.",
    ...manifest.files
      .filter((f) => f.startsWith("pages/"))
      .map((f) => `/${f.slice("pages/".length)}`)
      .sort(),
    "",
  ].join("\n");
  write("pages/.gitignore", gitignore);

  for (const stale of previous?.files ?? []) {
    if (!manifest.files.includes(stale) && existsSync(path(stale))) {
      rmSync(path(stale));
      stats.filesRemoved += 1;
    }
  }
  const manifestJson = JSON.stringify(manifest);
  if (
    readJson<Manifest>(path(MANIFEST)) === undefined ||
    readFileSync(path(MANIFEST), "utf8") !== manifestJson
  ) {
    mkdirSync(dirname(path(MANIFEST)), { recursive: true });
    writeFileSync(path(MANIFEST), manifestJson);
  }
  return stats;
}

function writeNavigation(
  catalogue: readonly CatalogueEntry[],
  infos: readonly NotebookInfo[],
  handWritten: ReadonlyArray<{ route: string; label: string }>,
  write: (relPath: string, content: string) => void,
  assertGeneratedMeta: (relPath: string) => void,
) {
  const infoOf = new Map(infos.map((i) => [i.entry.notebook, i]));
  const ordered = COOKBOOK_TOPICS.flatMap((t) =>
    infos
      .filter((i) => i.entry.topic === t.id)
      .sort((a, b) => a.entry.label.localeCompare(b.entry.label)),
  );
  // Guides sidebar: guide notebooks by topic; the others exist but only their docsPath is listed.
  write(
    "pages/guides/cookbook/_meta.ts",
    metaFile(
      [
        ["index", "Overview"],
        ...ordered.map((i): [string, unknown] => [
          notebookSlug(i.entry.notebook),
          i.entry.isGuide ? i.entry.label : { display: "hidden" },
        ]),
      ],
      "Generated by scripts/build-cookbook.ts from cookbook/_routes.json.",
    ),
  );
  // Integrations sidebar: one folder per category, notebook pages and hand-written pages side by
  // side, alphabetically by label. (A route both wrote fails validateCatalogue.)
  const INTEGRATION = /^\/?integrations\/([^/]+)\/([^/]+)$/;
  const byCategory = new Map<string, Array<[string, string]>>();
  for (const entry of catalogue) {
    const match = entry.docsPath && INTEGRATION.exec(entry.docsPath);
    if (!match) continue;
    const [, category, slug] = match as unknown as [string, string, string];
    const list = byCategory.get(category) ?? [];
    list.push([slug, entry.label]);
    byCategory.set(category, list);
  }
  for (const page of handWritten) {
    const match = INTEGRATION.exec(page.route);
    const list = match && byCategory.get(match[1]!);
    if (list) list.push([match[2]!, page.label]);
  }
  for (const [category, items] of byCategory) {
    assertGeneratedMeta(`pages/integrations/${category}/_meta.ts`);
    write(
      `pages/integrations/${category}/_meta.ts`,
      metaFile(
        items.sort((a, b) => a[1].localeCompare(b[1])),
        "Generated by scripts/build-cookbook.ts from cookbook/_routes.json and the hand-written pages beside them.",
      ),
    );
  }
  const guideInfos = catalogue
    .filter((e) => e.isGuide)
    .map((e) => infoOf.get(e.notebook)!);
  write(
    "pages/guides/index.mdx",
    indexPageMdx({
      title: "Guides",
      description:
        "End-to-end guides for tracing, evaluating and improving LLM applications with Langfuse, grouped by topic.",
      intro:
        "Each guide is a runnable notebook that takes one task from setup to the result in the Langfuse UI. Open it on GitHub, run it in Google Colab, or read it here. The full [cookbook](/guides/cookbook) also lists every integration notebook.",
      infos: guideInfos,
    }),
  );
  write(
    "pages/guides/cookbook/index.mdx",
    indexPageMdx({
      title: "Cookbook",
      description:
        "Every Langfuse cookbook notebook: integrations, SDK examples, prompt management, evaluation, datasets and more.",
      intro:
        "The cookbook holds every notebook we maintain. Integration notebooks also appear in the [integrations](/integrations) section, where they are the canonical page.",
      infos,
    }),
  );
}
