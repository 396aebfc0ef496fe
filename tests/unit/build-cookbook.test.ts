import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildCookbook } from "@/lib/cookbook/build-cookbook";

const fixtures = join(__dirname, "../fixtures/notebooks");
let root: string;

function setup() {
  root = mkdtempSync(join(tmpdir(), "cookbook-"));
  mkdirSync(join(root, "cookbook"));
  mkdirSync(join(root, "pages/integrations"), { recursive: true });
  writeFileSync(
    join(root, "pages/integrations/index.mdx"),
    "---\ntitle: Integrations\n---\n\n# Integrations\n",
  );
  cpSync(
    join(fixtures, "every-output.ipynb"),
    join(root, "cookbook/every-output.ipynb"),
  );
  cpSync(join(fixtures, "deno.ipynb"), join(root, "cookbook/js_deno.ipynb"));
  writeFileSync(
    join(root, "cookbook/_routes.json"),
    JSON.stringify([
      {
        notebook: "every-output.ipynb",
        docsPath: "integrations/other/every-output",
        isGuide: false,
        topic: "sdk",
        label: "Every Output",
      },
      {
        notebook: "js_deno.ipynb",
        docsPath: null,
        isGuide: true,
        topic: "sdk",
        label: "A Deno notebook",
      },
    ]),
  );
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("buildCookbook", () => {
  it("merges hand-written pages into a generated category sidebar, by label", () => {
    setup();
    mkdirSync(join(root, "pages/integrations/other"), { recursive: true });
    writeFileSync(
      join(root, "pages/integrations/other/aardvark.mdx"),
      "---\ntitle: Trace Aardvark apps\nsidebarTitle: Aardvark\n---\n\n# Trace Aardvark apps\n",
    );
    writeFileSync(
      join(root, "pages/integrations/other/zebra.mdx"),
      "---\ntitle: Zebra\n---\n\n# Zebra\n",
    );
    buildCookbook(root);
    const meta = readFileSync(
      join(root, "pages/integrations/other/_meta.ts"),
      "utf8",
    );
    const keys = [...meta.matchAll(/^ {2}"([^"]+)":/gm)].map((m) => m[1]);
    expect(keys).toEqual(["aardvark", "every-output", "zebra"]);
    expect(meta).toContain('"aardvark": "Aardvark"');
    // Hand-written pages are never overwritten or listed as generated.
    expect(readFileSync(join(root, "pages/.gitignore"), "utf8")).not.toContain(
      "aardvark",
    );
  });

  it("fails when a generated category folder has a hand-written _meta.ts", () => {
    setup();
    mkdirSync(join(root, "pages/integrations/other"), { recursive: true });
    writeFileSync(
      join(root, "pages/integrations/other/_meta.ts"),
      "export default { mine: 'Mine' };\n",
    );
    expect(() => buildCookbook(root)).toThrow(
      "pages/integrations/other/_meta.ts is hand-written",
    );
  });

  it("fails when a hand-written page takes a notebook's route", () => {
    setup();
    mkdirSync(join(root, "pages/integrations/other"), { recursive: true });
    writeFileSync(
      join(root, "pages/integrations/other/every-output.mdx"),
      "---\ntitle: Mine\n---\n\n# Mine\n",
    );
    expect(() => buildCookbook(root)).toThrow(
      "route /integrations/other/every-output of every-output.ipynb collides with a hand-written page",
    );
  });

  it("writes every route, navigation and assets, then a no-op rerun touches nothing", () => {
    setup();
    const first = buildCookbook(root);
    expect(first).toMatchObject({
      notebooks: 2,
      converted: 2,
      filesRemoved: 0,
    });
    const page = readFileSync(
      join(root, "pages/guides/cookbook/every-output.mdx"),
      "utf8",
    );
    expect(page).toContain('canonical: "/integrations/other/every-output"');
    // The duplicate stays out of search so a query lists the notebook once, at its canonical route.
    expect(page).toContain("searchable: false");
    expect(page).toContain("Generated from cookbook/every-output.ipynb");
    expect(page).toContain(
      '<NotebookNotice notebook="every-output.ipynb" kind="python" />',
    );
    expect(
      readFileSync(
        join(root, "pages/integrations/other/every-output.mdx"),
        "utf8",
      ),
    ).not.toMatch(/canonical:|searchable:/);
    expect(
      readFileSync(join(root, "pages/guides/cookbook/js_deno.mdx"), "utf8"),
    ).toContain('kind="deno"');
    expect(readFileSync(join(root, "pages/.gitignore"), "utf8")).toContain(
      "/guides/cookbook/js_deno.mdx",
    );
    const meta = readFileSync(
      join(root, "pages/guides/cookbook/_meta.ts"),
      "utf8",
    );
    expect(meta).toContain('"every-output": {"display":"hidden"}');
    expect(meta).toContain('"js_deno": "A Deno notebook"');

    const mtime = statSync(
      join(root, "pages/guides/cookbook/js_deno.mdx"),
    ).mtimeMs;
    const second = buildCookbook(root);
    expect(second).toMatchObject({
      converted: 0,
      filesWritten: 0,
      filesRemoved: 0,
    });
    expect(
      statSync(join(root, "pages/guides/cookbook/js_deno.mdx")).mtimeMs,
    ).toBe(mtime);
  });

  it("removes pages of notebooks dropped from the catalogue", () => {
    setup();
    buildCookbook(root);
    writeFileSync(
      join(root, "cookbook/_routes.json"),
      JSON.stringify([
        {
          notebook: "js_deno.ipynb",
          docsPath: null,
          isGuide: true,
          topic: "sdk",
          label: "Example",
        },
      ]),
    );
    const stats = buildCookbook(root);
    expect(stats.filesRemoved).toBeGreaterThanOrEqual(2);
    expect(() =>
      statSync(join(root, "pages/integrations/other/every-output.mdx")),
    ).toThrow();
  });

  it("fails clearly when a docsPath collides with a hand-written page", () => {
    setup();
    writeFileSync(
      join(root, "cookbook/_routes.json"),
      JSON.stringify([
        {
          notebook: "js_deno.ipynb",
          docsPath: "integrations",
          isGuide: true,
          topic: "sdk",
          label: "Example",
        },
      ]),
    );
    expect(() => buildCookbook(root)).toThrow(
      "route /integrations of js_deno.ipynb collides with a hand-written page",
    );
  });
});
