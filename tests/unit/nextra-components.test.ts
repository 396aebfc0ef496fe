import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { listFiles } from "@/lib/list-files";
import * as slim from "@/components/nextra/nextra-components";

/** Every name imported from `nextra/components` in `files`, with the file that imports it. */
function importedNames(files: readonly string[]): Map<string, string> {
  const names = new Map<string, string>();
  const IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']nextra\/components["']/g;
  for (const file of files)
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT))
      for (const part of match[1]!.split(",")) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]!
          .trim();
        if (name && !name.startsWith("type ")) names.set(name, file);
      }
  return names;
}

describe("components/nextra/nextra-components.ts (what webpack resolves nextra/components to)", () => {
  const files = [
    ...["components", "lib", "pages"].flatMap((dir) =>
      listFiles(dir).filter((f) => /\.(tsx?|mdx?)$/.test(f)),
    ),
    "theme.config.tsx",
    ...listFiles("node_modules/nextra-theme-docs/dist").filter((f) =>
      f.endsWith(".js"),
    ),
  ];
  const names = importedNames(files);

  it("finds the theme's imports (the scan works)", () => {
    expect([...names.keys()]).toEqual(
      expect.arrayContaining(["Button", "Code", "Pre", "Table"]),
    );
  });

  it.each([...names])("exports %s (imported by %s) as a component", (name) => {
    const value = (slim as Record<string, unknown>)[name];
    // Components are functions or forwardRef / memo objects.
    expect(["function", "object"]).toContain(typeof value);
    expect(value).toBeTruthy();
  });
});
