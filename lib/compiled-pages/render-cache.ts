/**
 * Pages whose HTML an earlier build rendered from the same inputs are not rendered again (issue
 * 25: a one-page rebuild spent 15 of its 27 `next build` seconds rendering 376 unchanged pages).
 *
 * pages/[...slug].tsx's `getStaticPaths` plans the build ({@link planRenders}): a page is rendered
 * when its render key differs from the one stored beside its HTML in `.next/cache/rendered-pages`.
 * The key covers everything a render reads: the server bundles (theme, components, page maps, the
 * configuration Next inlines), the client files Next's manifests name (a changed stylesheet has a
 * new name), the page's compiled MDX, the JSON it reads when it runs, its last commit time, and
 * the year the footer prints. After `next build`, scripts/rendered-pages.ts
 * ({@link applyRenderPlan}) stores what was rendered and puts the stored HTML of the rest into
 * the export, before any post-build step reads it. `RENDER_CACHE=0` renders every page.
 */
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { listFiles } from "../list-files";

export const RENDERED_PAGES_DIR = ".next/cache/rendered-pages";
/** In `.next` itself, which `next build` empties: a plan never outlives its build. */
export const RENDER_PLAN_FILE = ".next/render-plan.json";

/** Route -> its render key, and whether this build renders it. */
export type RenderPlan = Record<string, { key: string; render: boolean }>;

/** Whether the render cache is on (`RENDER_CACHE=0` turns it off). */
export function renderCacheEnabled(
  env: Readonly<Record<string, string | undefined>> = process.env,
): boolean {
  return env.RENDER_CACHE !== "0";
}

/**
 * A hash of what every page's HTML shares: each JavaScript file of the server bundles
 * and Next's build manifests, with the build id (random per build) taken out. Rendered pages
 * (HTML and props) are outputs, not inputs.
 */
export function serverOutputKey(root: string): string {
  const dist = join(root, ".next");
  const hash = createHash("sha256");
  const files = [
    // Its JSON manifests repeat the .js ones, some in an order that varies from build to build.
    ...listFiles(join(dist, "server")).filter((f) => f.endsWith(".js")),
    join(dist, "build-manifest.json"),
    join(dist, "react-loadable-manifest.json"),
  ].sort();
  for (const file of files) {
    if (!existsSync(file)) continue;
    const text = readFileSync(file, "utf8").replace(
      /static\/[^/"]+\/_(build|ssg)Manifest\.js/g,
      "static/BUILD_ID/_$1Manifest.js",
    );
    hash.update(file.slice(dist.length)).update("\0").update(text).update("\0");
  }
  return hash.digest("hex");
}

/** What a page's key is made of, besides {@link serverOutputKey}. */
export interface PageRenderInputs {
  route: string;
  /** The compiled page's own key (source and compiler settings), or none if it is not compiled. */
  compiledKey: string | undefined;
  /** Contents of the JSON files the page reads when it runs. */
  json: readonly string[];
  /** Last commit time of the source, as "Last updated on" shows it. */
  timestamp: number | undefined;
  /** The footer's copyright year. */
  year: number;
}

export function renderKey(serverKey: string, page: PageRenderInputs): string {
  const hash = createHash("sha256");
  for (const part of [
    serverKey,
    page.route,
    page.compiledKey ?? "",
    String(page.timestamp ?? ""),
    String(page.year),
    ...page.json,
  ])
    hash.update(part).update("\0");
  return hash.digest("hex");
}

function entryBase(root: string, route: string): string {
  const name = createHash("sha256").update(route).digest("hex").slice(0, 32);
  return join(root, RENDERED_PAGES_DIR, name);
}

/** What is stored beside a page's HTML: its render key and the id of the build that rendered it. */
function readEntry(base: string): { key: string; buildId: string } | undefined {
  try {
    if (!existsSync(`${base}.html`)) return undefined;
    const [key, buildId] = readFileSync(`${base}.key`, "utf8").split("\n");
    return key && buildId ? { key, buildId } : undefined;
  } catch {
    return undefined;
  }
}

/** The key the stored HTML of `route` was rendered with, if its HTML is stored. */
export function storedRenderKey(
  root: string,
  route: string,
): string | undefined {
  return readEntry(entryBase(root, route))?.key;
}

/** Decides which pages this build renders: those without stored HTML under the same key. */
export function planRenders(
  root: string,
  keys: ReadonlyMap<string, string>,
  enabled = renderCacheEnabled(),
): RenderPlan {
  const plan: RenderPlan = {};
  for (const [route, key] of keys)
    plan[route] = {
      key,
      render: !enabled || storedRenderKey(root, route) !== key,
    };
  mkdirSync(dirname(join(root, RENDER_PLAN_FILE)), { recursive: true });
  writeFileSync(join(root, RENDER_PLAN_FILE), JSON.stringify(plan));
  return plan;
}

/** The plan of the build that just ran, or none (a build without compiled pages). */
export function readRenderPlan(root: string): RenderPlan | undefined {
  const file = join(root, RENDER_PLAN_FILE);
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as RenderPlan)
    : undefined;
}

/** The exported HTML file of `route` (`/docs/x` -> `<outDir>/docs/x.html`). */
export function exportedHtmlPath(outDir: string, route: string): string {
  return join(outDir, `${route}.html`);
}

/**
 * Stores the pages this build rendered and writes the stored HTML of the others into `outDir`,
 * with this build's id; drops stored pages that no longer exist. Throws if a page the plan did
 * not render has no stored HTML (the export would lack it).
 */
export function applyRenderPlan(
  root: string,
  outDir: string,
  plan: RenderPlan,
  buildId: string,
): { stored: number; restored: number; dropped: number } {
  const dir = join(root, RENDERED_PAGES_DIR);
  mkdirSync(dir, { recursive: true });
  let stored = 0;
  let restored = 0;
  const kept = new Set<string>();
  for (const [route, { key, render }] of Object.entries(plan)) {
    const base = entryBase(root, route);
    kept.add(base.slice(dir.length + 1));
    const html = exportedHtmlPath(outDir, route);
    if (render) {
      // The old key goes first and the new one last: an interrupted store leaves HTML that no
      // key vouches for, never HTML under another page version's key.
      rmSync(`${base}.key`, { force: true });
      // A copy, not a link: build-islands rewrites the exported file in place.
      copyFileSync(html, `${base}.html`);
      writeFileSync(`${base}.key.tmp`, `${key}\n${buildId}`);
      renameSync(`${base}.key.tmp`, `${base}.key`);
      stored++;
    } else {
      const entry = readEntry(base);
      if (entry?.key !== key)
        throw new Error(
          `${route}: the build skipped it for stored HTML that is no longer there; run the build again with RENDER_CACHE=0`,
        );
      mkdirSync(dirname(html), { recursive: true });
      // Next writes its build id into every page (scripts, props); this build's replaces it.
      writeFileSync(
        html,
        readFileSync(`${base}.html`, "utf8").replaceAll(entry.buildId, buildId),
      );
      restored++;
    }
  }
  let dropped = 0;
  for (const name of readdirSync(dir)) {
    if (kept.has(name.replace(/\.(html|key)$/, ""))) continue;
    rmSync(join(dir, name), { force: true });
    if (name.endsWith(".html")) dropped++;
  }
  return { stored, restored, dropped };
}
