/**
 * Pages whose HTML an earlier build rendered from the same inputs are not rendered again (issue
 * 25: a one-page rebuild spent 15 of its 27 `next build` seconds rendering 376 unchanged pages).
 *
 * pages/[...slug].tsx's `getStaticPaths` plans the build ({@link planRenders}): a page is rendered
 * when its render key differs from the one stored beside its HTML in `.next/cache/rendered-pages`.
 * The key covers everything a render reads: the server bundles (theme, components, page maps, the
 * configuration Next inlines), the client files Next's manifests name (a changed stylesheet has a
 * new name), the page's compiled MDX, the JSON it reads when it runs, its last commit time, and
 * the year the footer prints. After `next build`, scripts/finish-export.ts
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
import { hashFiles } from "../build/hash-files";
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
  return hashFiles(
    createHash("sha256"),
    dist,
    [
      // Its JSON manifests repeat the .js ones, some in an order that varies from build to build.
      ...listFiles(join(dist, "server")).filter((f) => f.endsWith(".js")),
      join(dist, "build-manifest.json"),
      join(dist, "react-loadable-manifest.json"),
    ],
    (file) =>
      readFileSync(file, "utf8").replace(
        /static\/[^/"]+\/_(build|ssg)Manifest\.js/g,
        "static/BUILD_ID/_$1Manifest.js",
      ),
  ).digest("hex");
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
 * What the build does to each exported page after the render cache (the island step): `apply`
 * turns Next's HTML into the published page, `key` names everything besides the page's render key
 * that `apply` depends on. The finished HTML of a page that was not rendered again is kept too,
 * so an unchanged page is copied, not read and rewritten.
 */
export interface FinishStep {
  /** None for a page the step leaves as Next wrote it (kept with this build's id, not copied). */
  key(route: string): string | undefined;
  apply(route: string, html: string): string;
}

/**
 * Stores the pages this build rendered and writes the stored HTML of the others into `outDir`,
 * with this build's id; drops stored pages that no longer exist. Throws if a page the plan did
 * not render has no stored HTML (the export would lack it). With `finish`, every page of the plan
 * leaves finished: a rendered page is finished from Next's HTML, a restored one is copied from its
 * finished copy when that was made from the same render key and finish key, else finished anew.
 */
export function applyRenderPlan(
  root: string,
  outDir: string,
  plan: RenderPlan,
  buildId: string,
  finish?: FinishStep,
): {
  stored: number;
  restored: number;
  dropped: number;
  finishedCopies: number;
} {
  const dir = join(root, RENDERED_PAGES_DIR);
  mkdirSync(dir, { recursive: true });
  let stored = 0;
  let restored = 0;
  let finishedCopies = 0;
  const kept = new Set<string>();
  for (const [route, { key, render }] of Object.entries(plan)) {
    const base = entryBase(root, route);
    kept.add(base.slice(dir.length + 1));
    const html = exportedHtmlPath(outDir, route);
    const finishKey = finish?.key(route);
    const finishedKey =
      finishKey === undefined ? undefined : `${key}\n${finishKey}`;
    if (render) {
      // The old keys go first and the new one last: an interrupted store leaves HTML that no
      // key vouches for, never HTML under another page version's key.
      rmSync(`${base}.key`, { force: true });
      rmSync(`${base}.finished-key`, { force: true });
      // A copy, not a link: the finish step rewrites the exported file in place.
      copyFileSync(html, `${base}.html`);
      writeFileSync(`${base}.key.tmp`, `${key}\n${buildId}`);
      renameSync(`${base}.key.tmp`, `${base}.key`);
      if (finish && finishedKey !== undefined) {
        const finished = finish.apply(route, readFileSync(html, "utf8"));
        writeFileSync(html, finished);
        storeFinished(base, finished, finishedKey, buildId);
      }
      stored++;
      continue;
    }
    const entry = readEntry(base);
    if (entry?.key !== key)
      throw new Error(
        `${route}: the build skipped it for stored HTML that is no longer there; run the build again with RENDER_CACHE=0`,
      );
    mkdirSync(dirname(html), { recursive: true });
    restored++;
    if (
      finishedKey !== undefined &&
      readKey(`${base}.finished-key`) === finishedKey
    ) {
      copyFileSync(`${base}.finished.html`, html);
      finishedCopies++;
      continue;
    }
    // Next writes its build id into every page (scripts, props); this build's replaces it.
    const restoredHtml = readFileSync(`${base}.html`, "utf8").replaceAll(
      entry.buildId,
      buildId,
    );
    if (!finish || finishedKey === undefined) {
      writeFileSync(html, restoredHtml);
      continue;
    }
    const finished = finish.apply(route, restoredHtml);
    writeFileSync(html, finished);
    storeFinished(base, finished, finishedKey, buildId);
  }
  let dropped = 0;
  for (const name of readdirSync(dir)) {
    if (kept.has(name.replace(/\.(html|key|finished\.html|finished-key)$/, "")))
      continue;
    rmSync(join(dir, name), { force: true });
    if (name.endsWith(".html") && !name.endsWith(".finished.html")) dropped++;
  }
  return { stored, restored, dropped, finishedCopies };
}

/**
 * Keeps a page's finished HTML beside its stored HTML; its key is written last, so an
 * interrupted write leaves a copy no key vouches for. A finished page that still carries the
 * build id is not kept: a later build would copy it with an old id (island pages carry none).
 */
function storeFinished(
  base: string,
  html: string,
  key: string,
  buildId: string,
): void {
  rmSync(`${base}.finished-key`, { force: true });
  if (html.includes(buildId)) return;
  writeFileSync(`${base}.finished.html`, html);
  writeFileSync(`${base}.finished-key`, key);
}

function readKey(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}
