import {
  cpSync,
  mkdtempSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// Added by patches/nextra+3.3.1.patch: one page map per top-level section.
// The server module is not in Nextra's package exports, so it is loaded by path; its .d.ts
// predates the patch.
// @ts-expect-error -- collectPageMaps is added by patches/nextra+3.3.1.patch
import { collectPageMaps } from "../../node_modules/nextra/dist/server/page-map.js";

const pages = join(__dirname, "../fixtures/mini-site/pages");

/** The per-section page-map modules the Nextra plugin writes, by section. */
async function collectSectionPageMaps(dir: string) {
  const maps = (await collectPageMaps({ dir, route: "/", locale: "" })) as {
    sections: Record<string, string>;
  };
  return maps.sections;
}

describe("per-section page maps (patched Nextra)", () => {
  it("keeps a section whole and reduces every other folder to its first page", async () => {
    const maps = await collectSectionPageMaps(pages);
    expect(Object.keys(maps).sort()).toEqual(["", "blog", "docs", "guides"]);
    const docs = maps.docs!;
    // The docs map has every docs page and its _meta ...
    for (const route of ["/docs/get-started", "/docs/tracing", "/docs/draft"])
      expect(docs).toContain(`"${route}"`);
    expect(docs).toMatch(/import \w+ from ".*pages\/docs\/_meta\.ts"/);
    // ... but of the blog only the folder and its first page, and no blog _meta.
    expect(docs).toContain('"/blog"');
    expect(docs.match(/"\/blog\/[^"]+"/g)).toHaveLength(1);
    expect(docs).not.toContain("/guides/cookbook/integration_openai");
    // The root map reduces every folder.
    expect(maps[""]).not.toContain("/docs/tracing");
    expect(maps[""]!.length).toBeLessThan(docs.length);
  });

  it("sees a changed title and a new page on the next collection (front matter kept per file)", async () => {
    // `next dev` collects the maps before every compile; the patch keeps each page's sidebar
    // front matter while its file is unchanged and each module while the tree is unchanged.
    const dir = mkdtempSync(join(tmpdir(), "page-map-"));
    try {
      cpSync(pages, dir, { recursive: true });
      const collect = () => collectSectionPageMaps(dir);
      const before = await collect();
      expect(await collect()).toEqual(before);
      const page = join(dir, "docs/tracing.mdx");
      writeFileSync(page, "---\ntitle: Tracing, renamed\n---\n\n# Tracing\n");
      // A later time than the first read's, whatever the file system's time resolution.
      const later = new Date(Date.now() + 5_000);
      utimesSync(page, later, later);
      writeFileSync(
        join(dir, "docs/new-page.mdx"),
        "---\ntitle: A new page\n---\n\nText.\n",
      );
      const after = await collect();
      expect(before.docs).not.toContain("Tracing, renamed");
      expect(after.docs).toContain('"Tracing, renamed"');
      expect(after.docs).toContain('"/docs/new-page"');
      expect(after.docs).toContain('"A new page"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
