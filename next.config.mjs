import { createHash } from "node:crypto";
import {
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import nextra from "nextra";

const ROOT = fileURLToPath(new URL(".", import.meta.url));

/**
 * The build's TypeScript helpers, bundled by esbuild into one CommonJS module under .next/cache
 * (named by its content, written by rename, so the build's processes can load the config at once;
 * required, not imported, because webpack reads this file for its cache's build dependencies and
 * warns at an `import()` of a computed path).
 * `next build` loads this config in four processes and `next dev` once: loading the helpers
 * through tsx took 1.7 s each (a transform and a loader-hook round trip per file), the bundle
 * about 0.25 s (issue 25).
 */
function requireHelpers() {
  const { outputFiles } = buildSync({
    stdin: {
      contents: [
        'export { contentKey } from "./lib/build/content-key.ts";',
        'export { siteMdxOptions } from "./lib/mdx/mdx-options.ts";',
        'export { clientPageRoutes, islandPageRoutes } from "./lib/islands/island-pages.ts";',
        'export { pageFiles } from "./lib/list-files.ts";',
        'export { COMPILED_PAGES_ROUTE, compiledPageFiles } from "./lib/compiled-pages/store.ts";',
      ].join("\n"),
      resolveDir: ROOT,
      loader: "ts",
    },
    bundle: true,
    platform: "node",
    format: "cjs",
    packages: "external",
    write: false,
    outfile: "config-helpers.cjs",
    logLevel: "warning",
  });
  const code = outputFiles[0].text;
  const dir = join(ROOT, ".next/cache/config-helpers");
  const name = `${createHash("sha256").update(code).digest("hex").slice(0, 16)}.cjs`;
  mkdirSync(dir, { recursive: true });
  const temporary = join(dir, `${name}.${process.pid}.tmp`);
  writeFileSync(temporary, code);
  renameSync(temporary, join(dir, name));
  // Older bundles (helpers since changed); another process may be writing its own, so a file
  // that is already gone is fine.
  for (const other of readdirSync(dir))
    if (other !== name && /\.[cm]js$/.test(other))
      rmSync(join(dir, other), { force: true });
  return createRequire(import.meta.url)(join(dir, name));
}

const {
  contentKey: hashContent,
  siteMdxOptions,
  clientPageRoutes,
  islandPageRoutes,
  pageFiles,
  COMPILED_PAGES_ROUTE,
  compiledPageFiles,
} = requireHelpers();

// Compiled MDX is kept in .next/cache/nextra-mdx (patches/nextra+3.3.1.patch, mdx-disk-cache.js)
// under a key of everything besides a page's own source that shapes its output (lib/build/
// content-key.ts): a change to any of it recompiles every page; an unchanged page is compiled
// once per build, not once per bundle, and not again by the next build. `NEXTRA_MDX_CACHE=0`
// turns the cache off.
const contentKey = hashContent(ROOT);
if (process.env.NEXTRA_MDX_CACHE !== "0")
  process.env.NEXTRA_MDX_CACHE_KEY = contentKey;

// Island pages (lib/sections.ts `islands`) lose Next's runtime after the export, so Next compiles
// no client bundle for them (patches/next+15.5.28.patch, build/entries.js): less for the client
// compiler to build and hold in memory. `next dev` still bundles them (the patch skips only builds).
// The compiled-pages route renders island pages only (lib/compiled-pages/store.ts).
process.env.NEXT_SERVER_ONLY_PAGES = JSON.stringify([
  ...islandPageRoutes(ROOT),
  COMPILED_PAGES_ROUTE,
]);

const withNextra = nextra({
  theme: "nextra-theme-docs",
  themeConfig: "./theme.config.tsx",
  // Our CodeBlock adds its own copy button (components/code), so Nextra's stays off.
  defaultShowCopyCode: false,
  // Site search is Pagefind over the export (scripts/build-search-index.ts), not Nextra's
  // FlexSearch index, which every reader's browser had to download whole and build.
  search: false,
  // The same options scripts/compile-pages.ts compiles the other pages with.
  mdxOptions: await siteMdxOptions(),
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: "export",
  // Only MDX pages and the _app/_document wrappers are pages; without this, Next also turns every
  // Nextra `_meta.ts` into a route and lists it in the build manifest every page loads. Nextra
  // appends "md" and "mdx" itself; naming them here too made `next dev` warn "Duplicate page
  // detected" for every Markdown page it compiled.
  pageExtensions: ["tsx"],
  // A static export has no image optimiser: scripts/build-images.ts encodes each raster image at
  // these widths after the build, and the loader points next/image's srcset at those files.
  images: {
    loader: "custom",
    loaderFile: "./lib/images/image-loader.ts",
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
  },
  experimental: {
    // Nextra adds a webpack function, and with one Next compiles the server and client bundles in
    // its own process, holding both compilations at once. A build worker compiles them in a child
    // process instead. Measured with `npm run bench:scale -- --pages 375` on an idle machine:
    // next build's peak RSS 3.25 -> 2.24 GiB at the same time (5 min 05 s / 5 min 06 s).
    // Adding `webpackMemoryOptimizations` did not lower the peak further (2.33 GiB in our run).
    // patches/next+15.5.28.patch runs the client worker beside the server one (a pages-only site
    // passes nothing between them): cold compile at 377 pages 89 -> 77 s on two cores, and the
    // MDX disk cache has the two workers compile each page once between them. The same patch
    // drops the server's file tracing (.nft.json, which a static export never reads: 10 s at 377
    // pages) and keeps webpack's cache valid in containers, where Next made a new server-actions
    // key per build and keyed the cache on it (a one-page rebuild compiled in 94 s, now 23 s).
    webpackBuildWorker: true,
    // The server bundles of a static export run only during the build, to render the pages:
    // minifying them saved nothing and took 6 of the 31 s of a cold compile (measured at 377 pages).
    serverMinification: false,
  },
  webpack(config, { isServer, dev, webpack }) {
    // Webpack's own cache (kept between builds since the patch above) knows each page module's
    // file, not the facts and remark plugins inlined into its compiled MDX, nor (for an ESM
    // config) what this file imports: the same key as the MDX cache goes into its version, so a
    // changed fact recompiles every page instead of reusing stale output.
    if (config.cache && typeof config.cache === "object")
      config.cache.version = `${config.cache.version ?? ""}|${contentKey}`;
    // Nextra's component barrel, for our code and the theme's, is the components we use, each
    // from its own module (components/nextra/nextra-components.ts says why). Next's
    // `optimizePackageImports` did not reach the theme's imports (measured: Mermaid and its 640
    // lodash-es modules still compiled).
    config.resolve.alias = {
      ...config.resolve.alias,
      "nextra/components$": join(
        ROOT,
        "components/nextra/nextra-components.ts",
      ),
    };
    // In a production build with no page hydrated by Next (every page is an island page), the
    // client compiler builds `_app` only for its stylesheet: the theme's layout and our theme
    // config, which Nextra's loader imports into it, become an empty module there
    // (lib/build/client-layout-stub.ts). The exported HTML and stylesheet stay byte for byte.
    if (!isServer && !dev && process.env.NEXT_CLIENT_PAGES === "[]")
      config.plugins.push(
        new webpack.NormalModuleReplacementPlugin(
          CLIENT_LAYOUT_IMPORTS,
          join(ROOT, "lib/build/client-layout-stub.ts"),
        ),
      );
    return config;
  },
  reactStrictMode: true,
  // `BUNDLE_SOURCEMAPS=1` keeps browser source maps so scripts/bundle-report.ts can say which
  // modules the first-load bytes come from; the published build ships none.
  productionBrowserSourceMaps: process.env.BUNDLE_SOURCEMAPS === "1",
  poweredByHeader: false,
  // Lint and typecheck run as their own steps of `npm test`; doing them again here only slows the build.
  eslint: { ignoreDuringBuilds: true },
  typescript: { ignoreBuildErrors: true },
};

/** The two modules Nextra's loader adds to `pages/_app`: the theme's layout and our theme config. */
const CLIENT_LAYOUT_IMPORTS = new RegExp(
  `^(nextra-theme-docs|${join(ROOT, "theme.config.tsx").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")})$`,
);

/**
 * In a production build, Next is given its page files (`NEXT_PRIVATE_PAGE_PATHS`, read where it
 * would list `pages/`) without the MDX pages that pages/[...slug].tsx renders from
 * scripts/compile-pages.ts's output: webpack then compiles a handful of entries, not one per
 * page (issue 25). `next dev` keeps every MDX file as its own page, with hot reloading.
 */
export default function config(phase) {
  if (phase === PHASE_PRODUCTION_BUILD) {
    const compiled = new Set(compiledPageFiles(ROOT));
    const pagePaths = pageFiles(ROOT)
      .filter((file) => /\.(tsx|mdx?)$/.test(file) && !compiled.has(file))
      .map((file) => file.slice("pages".length));
    process.env.NEXT_PRIVATE_PAGE_PATHS = JSON.stringify(pagePaths);
    // The routes among them that Next builds a client bundle for (none, while every page is an
    // island page): the webpack config above stubs the theme out of `_app` only when empty.
    process.env.NEXT_CLIENT_PAGES = JSON.stringify(
      clientPageRoutes(
        pagePaths,
        JSON.parse(process.env.NEXT_SERVER_ONLY_PAGES ?? "[]"),
      ),
    );
  }
  return withNextra(nextConfig);
}
