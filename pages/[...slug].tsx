/**
 * Every MDX page except `/` and `/404` in a production build (issue 25): one route whose static
 * paths are the page sources, rendering the MDX that scripts/compile-pages.ts compiled outside
 * webpack, inside the theme's layout as Nextra's own page wrapper does. Webpack compiles this file
 * once instead of each page as an entry, so the page count no longer sets the compile's time and
 * memory. `next dev` keeps the MDX files as pages (next.config.mjs), with hot reloading; only
 * addresses no page claims reach this route there, and they get the 404 page.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { GetStaticPaths, GetStaticProps } from "next";
import type { PageMapItem, PageOpts } from "nextra";
import { useMDXComponents } from "nextra/mdx";
import { DataProvider } from "nextra/hooks/use-data";
import type { ReactNode } from "react";
import { ReadingPathContext } from "@/components/reading-path/reading-path-context";
import { contentKey } from "@/lib/build/content-key";
import { gitTimestamps } from "@/lib/compiled-pages/git-timestamps";
import { PAGE_MODULES } from "@/components/mdx/page-modules";
import { TocContext } from "@/components/layout/toc-context";
import { COMPILED_PAGES_ROUTE, pageRoute } from "@/lib/compiled-pages/route";
import {
  planRenders,
  renderKey,
  serverOutputKey,
} from "@/lib/compiled-pages/render-cache";
import { renderJsonFiles } from "@/lib/compiled-pages/render-json-files";
import {
  listingSectionOf,
  readingPathFor,
  type ReadingPath,
} from "@/lib/reading-path";
import { listingFile, type ListingItem } from "@/lib/listings";
import {
  runCompiledPage,
  type PageModule,
} from "@/lib/compiled-pages/run-page";
import { sectionPageMap } from "@/lib/compiled-pages/section-page-map";
import {
  compiledRoutes,
  pageKey,
  readCompiledPage,
} from "@/lib/compiled-pages/store";
import type { CompiledPage } from "@/lib/compiled-pages/types";

interface Props {
  route: string;
}

/** A page made ready by getStaticProps for the render that follows it in the same process. */
interface ReadyPage {
  module: PageModule;
  pageOpts: PageOpts;
  readingPath: ReadingPath | undefined;
}

const ready = new Map<string, ReadyPage>();
/**
 * Pages kept ready at once: Next renders a page right after its static props, a few at a time
 * per worker, so the oldest can go (a worker at 3,000 pages would otherwise hold every page's
 * compiled code until it exits).
 */
const READY_PAGES_KEPT = 64;

// Read once per process: every page of a static-generation worker needs them.
let key: string | undefined;
let routes: Map<string, string> | undefined;

const slugOf = (route: string) => ({
  params: { slug: route.slice(1).split("/") },
});

/**
 * Every compiled page in `next dev`; in a build, the pages whose HTML is not stored from an
 * earlier build with the same inputs (lib/compiled-pages/render-cache.ts). Runs once per build,
 * before any page renders: it also puts each page's images where the export copies them from.
 */
export const getStaticPaths: GetStaticPaths = async () => {
  const root = process.cwd();
  routes ??= compiledRoutes(root);
  if (process.env.NODE_ENV !== "production")
    return { paths: [...routes.keys()].map(slugOf), fallback: false };
  const serverKey = serverOutputKey(root);
  const timestamps = await gitTimestamps(root);
  const year = new Date().getFullYear();
  const keys = new Map<string, string>();
  for (const [route, file] of routes) {
    const page = storedPage(root, route, file);
    if (page) copyPageImages(root, page);
    keys.set(
      route,
      renderKey(serverKey, {
        route,
        compiledKey: page?.key,
        json: page
          ? renderJsonFiles(page, route).map((f) => readText(join(root, f)))
          : [],
        timestamp: timestamps.get(file),
        year,
      }),
    );
  }
  const plan = planRenders(root, keys);
  return {
    paths: Object.keys(plan)
      .filter((route) => plan[route]!.render)
      .map(slugOf),
    fallback: false,
  };
};

const readText = (file: string) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return ""; // the page's render names the missing file
  }
};

// A section's listing is read once per build worker, not once per page of the section (a
// thousand-post blog would otherwise parse its thousand-entry listing a thousand times).
const listings = new Map<string, ListingItem[]>();

/** The page's way back and on, from the listing the prebuild wrote for its section. */
function readingPathOf(root: string, route: string): ReadingPath | undefined {
  const section = listingSectionOf(route);
  if (!section) return undefined;
  const file = join(root, listingFile(section));
  let listing = listings.get(file);
  if (!listing) {
    listing = JSON.parse(readFileSync(file, "utf8")) as ListingItem[];
    listings.set(file, listing);
  }
  return readingPathFor(route, listing);
}

/** next-image-loader emits an imported image into the build's static files; so do we. */
function copyPageImages(root: string, page: CompiledPage): void {
  for (const image of Object.values(page.images)) {
    const target = join(root, ".next/static/media", image.media);
    if (existsSync(target)) continue;
    mkdirSync(join(root, ".next/static/media"), { recursive: true });
    copyFileSync(join(root, image.file), target);
  }
}

/** The stored compile of `route` if it is current for the source now. */
function storedPage(
  root: string,
  route: string,
  file: string,
): CompiledPage | undefined {
  key ??= contentKey(root);
  const page = readCompiledPage(root, route);
  const expected = pageKey(readFileSync(join(root, file), "utf8"), key, root);
  return page?.key === expected ? page : undefined;
}

/** The stored compile of `route`, which must be current. */
function currentPage(root: string, route: string, file: string): CompiledPage {
  const page = storedPage(root, route, file);
  if (!page)
    throw new Error(
      `${file} has not been compiled since it (or the compiler's settings) changed: ` +
        "`npm run build` compiles pages before `next build` (scripts/compile-pages.ts)",
    );
  return page;
}

export const getStaticProps: GetStaticProps<Props> = async ({ params }) => {
  const root = process.cwd();
  const route = pageRoute(COMPILED_PAGES_ROUTE, params ?? {});
  routes ??= compiledRoutes(root);
  const file = routes.get(route);
  if (!file) return { notFound: true };
  const page = currentPage(root, route, file);
  const pageMap: PageMapItem[] = await sectionPageMap(route);
  ready.set(route, {
    module: runCompiledPage(root, page, PAGE_MODULES),
    pageOpts: {
      filePath: page.file,
      hasJsxInH1: page.hasJsxInH1,
      timestamp: (await gitTimestamps(root)).get(page.file),
      pageMap,
      frontMatter: page.frontMatter,
      title: page.title ?? "",
    },
    readingPath: readingPathOf(root, route),
  });
  for (const stale of [...ready.keys()].slice(0, -READY_PAGES_KEPT))
    ready.delete(stale);
  return { props: { route } };
};

type NextraInternals = {
  Layout: (props: {
    themeConfig: unknown;
    pageOpts: PageOpts;
    pageProps: Props;
    children: ReactNode;
  }) => ReactNode;
  themeConfig?: unknown;
};

/** Nextra's page wrapper, minus its route-keyed global: the theme's layout around the MDX. */
export default function CompiledMdxPage(props: Props) {
  const page = ready.get(props.route);
  if (!page)
    throw new Error(`${props.route} was rendered without its static props`);
  // pages/_app.tsx holds the theme and its config (Nextra's loader adds them there).
  const { Layout, themeConfig } = (
    globalThis as unknown as Record<symbol, NextraInternals>
  )[Symbol.for("__nextra_internal__")]!;
  const { default: Content, useTOC } = page.module;
  return (
    <ReadingPathContext.Provider value={page.readingPath}>
      <Layout
        themeConfig={themeConfig}
        pageOpts={page.pageOpts}
        pageProps={props}
      >
        <DataProvider value={props}>
          <TocWrapper useTOC={useTOC}>
            <Content {...props} />
          </TocWrapper>
        </DataProvider>
      </Layout>
    </ReadingPathContext.Provider>
  );
}

function TocWrapper({
  useTOC,
  children,
}: {
  useTOC: PageModule["useTOC"];
  children: ReactNode;
}) {
  const { wrapper: Wrapper } = useMDXComponents();
  const toc = useTOC({});
  // The headings also reach the title's "On this page" menu for phones (components/layout).
  return (
    <TocContext.Provider value={toc}>
      {Wrapper ? <Wrapper toc={toc}>{children}</Wrapper> : children}
    </TocContext.Provider>
  );
}
