import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRssFeed } from "@/lib/feeds";
import { buildLlmsTxt, validateLlmsTxt } from "@/lib/llms-txt";
import { writeMachineFiles } from "@/lib/machine-files";
import { markdownForms } from "@/components/mdx/markdown-forms";
import { sidebarComparator } from "@/lib/sidebar-order";
import { siteConfig } from "@/lib/site-config";
import { sitePages } from "@/lib/site-pages";
import { buildSitemap } from "@/lib/sitemap";

const root = join(__dirname, "../fixtures/mini-site");
let out: string;

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), "machine-"));
  await writeMachineFiles(root, out, markdownForms, siteConfig);
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("machine-readable files of a small fixture site", () => {
  it("writes llms.txt per the proposal (golden file)", async () => {
    const txt = readFileSync(join(out, "llms.txt"), "utf8");
    await expect(txt).toMatchFileSnapshot("__golden__/mini-site-llms.txt");
    expect(validateLlmsTxt(txt)).toEqual([]);
    expect(txt).not.toContain("Hidden draft"); // noindex
    expect(txt).not.toContain("Trace OpenAI"); // duplicate of its canonical page
    expect(txt.indexOf("## Optional")).toBeGreaterThan(txt.indexOf("## Docs"));
  });

  it("lists docs in sidebar order in llms-full.txt", () => {
    const full = readFileSync(join(out, "llms-full.txt"), "utf8");
    const order = ["# Docs home", "# Get started", "# Tracing"].map((h) =>
      full.indexOf(h),
    );
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(full).toContain("<!-- https://langfuse.com/docs/get-started.md -->");
  });

  it("writes a twin per page, the home twin from its data", () => {
    expect(readFileSync(join(out, "docs/tracing.md"), "utf8")).toBe(
      "# Tracing\n\n> How tracing works.\n\nSource: https://langfuse.com/docs/tracing\nDocumentation index for LLMs: https://langfuse.com/llms.txt\n\nSpans and generations.\n",
    );
    const home = readFileSync(join(out, "index.md"), "utf8");
    expect(home).toMatch(/^# Langfuse\n/);
    expect(home).toContain("- [Tracing](https://langfuse.com/docs/tracing):");
    expect(home).not.toContain("<HomePage");
  });

  it("writes the blog feed newest first (golden file)", async () => {
    await expect(
      readFileSync(join(out, "blog/rss.xml"), "utf8"),
    ).toMatchFileSnapshot("__golden__/mini-site-blog-rss.xml");
  });

  it("writes robots.txt pointing at the sitemap", () => {
    expect(readFileSync(join(out, "robots.txt"), "utf8")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://langfuse.com/sitemap.xml\n",
    );
  });
});

describe("sitemap", () => {
  it("renders entries with and without lastmod (golden file)", async () => {
    const xml = buildSitemap([
      { url: "https://langfuse.com", lastmod: "2026-11-01" },
      { url: "https://langfuse.com/docs?x=1&y=2" },
    ]);
    await expect(xml).toMatchFileSnapshot("__golden__/sitemap.xml");
  });

  it("excludes noindex and duplicate pages in the fixture site", () => {
    const xml = readFileSync(join(out, "sitemap.xml"), "utf8");
    expect(xml).not.toContain("/docs/draft");
    expect(xml).not.toContain("/guides/cookbook/integration_openai");
    expect(xml).toContain("<loc>https://langfuse.com/docs/tracing</loc>");
  });
});

describe("helpers", () => {
  it.each([
    [
      "# Name\n\n> Summary\n\nText.\n\n## Docs\n\n- [A](https://x.dev/a.md): notes\n",
      [],
    ],
    [
      "Name\n\n## Docs\n\n- [A](https://x.dev/a.md)\n",
      ["1: must start with an H1 naming the project"],
    ],
    [
      "# Name\n\n## Docs\n\nplain text\n",
      [
        "5: section content must be `- [name](url)` or `- [name](url): notes`",
        '6: section "Docs" has no links',
      ],
    ],
    [
      "# Name\n\n## Empty\n## Docs\n- [A](https://x.dev)\n",
      ['4: section "Empty" has no links'],
    ],
    ["# Name\n\n> Summary only\n", ["4: no H2 sections with links"]],
  ])("validateLlmsTxt(%j)", (text, expected) => {
    expect(validateLlmsTxt(text).map((p) => `${p.line}: ${p.message}`)).toEqual(
      expected,
    );
  });

  it("builds an empty but valid feed when a section has no posts", () => {
    const rss = buildRssFeed(
      [],
      { section: "/changelog", title: "Changelog", description: "New." },
      siteConfig,
    );
    expect(rss).toContain('<rss version="2.0"');
    expect(rss).not.toContain("<item>");
  });

  it("orders routes like the sidebar", async () => {
    const compare = await sidebarComparator(root, [
      "/docs/tracing",
      "/docs",
      "/docs/get-started",
      "/docs/draft",
    ]);
    expect(
      ["/docs/tracing", "/docs/draft", "/docs/get-started", "/docs"].sort(
        compare,
      ),
    ).toEqual(["/docs", "/docs/get-started", "/docs/tracing", "/docs/draft"]);
  });

  it("buildLlmsTxt leaves out empty sections", () => {
    const pages = sitePages(root, siteConfig).filter((p) =>
      p.route.startsWith("/docs"),
    );
    const txt = buildLlmsTxt(pages, siteConfig, (a, b) =>
      a.route.localeCompare(b.route),
    );
    expect(txt).not.toContain("## Optional");
    expect(txt).not.toContain("## Integrations");
  });
});

describe("the .md twin cache", () => {
  let site: string;
  let cacheFile: string;
  const build = async () => {
    const dir = mkdtempSync(join(tmpdir(), "machine-cached-"));
    const stats = await writeMachineFiles(
      site,
      dir,
      markdownForms,
      siteConfig,
      cacheFile,
    );
    const twin = readFileSync(join(dir, "docs/tracing.md"), "utf8");
    const index = readFileSync(join(dir, "docs.md"), "utf8");
    rmSync(dir, { recursive: true, force: true });
    return { reused: stats.twinsReused, total: stats.twins, twin, index };
  };
  const edit = (file: string, from: string, to: string) => {
    const path = join(site, file);
    const text = readFileSync(path, "utf8");
    expect(text).toContain(from);
    writeFileSync(path, text.replace(from, to));
  };

  beforeAll(() => {
    site = mkdtempSync(join(tmpdir(), "mini-site-"));
    cpSync(root, site, { recursive: true });
    cacheFile = join(site, ".next/cache/md-twins.json");
  });
  afterAll(() => rmSync(site, { recursive: true, force: true }));

  it("makes every twin once, then reuses them byte for byte", async () => {
    const first = await build();
    expect(first.reused).toBe(0);
    const second = await build();
    expect(second).toEqual({ ...first, reused: first.total });
    // The same twin as a build without the cache writes.
    expect(second.twin).toBe(
      readFileSync(join(out, "docs/tracing.md"), "utf8"),
    );
  });

  it("makes again only the twin of a page whose text changed", async () => {
    const before = await build();
    edit(
      "pages/docs/tracing.mdx",
      "\n\n",
      "\n\nA sentence added by the test.\n\n",
    );
    const after = await build();
    expect(after.reused).toBe(before.total - 1);
    expect(after.twin).toContain("A sentence added by the test.");
  });

  it("makes every twin again when a title other pages list changes", async () => {
    const before = await build();
    edit("pages/docs/get-started.mdx", "title: ", "title: Renamed ");
    const after = await build();
    expect(after.reused).toBe(0);
    expect(after.total).toBe(before.total);
  });
});
