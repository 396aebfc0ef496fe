import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter(
    (m) => m.ruleId === "no-restricted-imports",
  );
}

describe("import boundaries (ESLint)", () => {
  it.each([
    ["lib/x.ts", 'import { Video } from "../components/video/video";', 1],
    [
      "lib/markdown/x.ts",
      'import { X } from "@/components/mdx/markdown-forms";',
      1,
    ],
    ["lib/x.ts", 'import { app } from "../server/app";', 1],
    ["lib/x.ts", 'import meta from "../pages/_meta";', 1],
    ["server/x.ts", 'import { Video } from "../components/video/video";', 1],
    ["server/routes/x.ts", 'import meta from "@/pages/_meta";', 1],
    ["lib/x.ts", 'import { siteConfig } from "./site-config";', 0],
    // A file of lib/ that happens to be named like a top-level folder is fine.
    ["lib/bench/x.ts", 'import { PAGES } from "./pages";', 0],
    ["server/x.ts", 'import { twinPathFor } from "../lib/routes";', 0],
    ["components/x.ts", 'import { twinPathFor } from "@/lib/routes";', 0],
    [
      "scripts/x.ts",
      'import { markdownForms } from "../components/mdx/markdown-forms";',
      0,
    ],
  ])(
    "%s: %s -> %i error(s)",
    async (file, code, count) => {
      expect(
        await restrictedImports(file, `${code}\nexport {};\n`),
      ).toHaveLength(count);
    },
    30_000,
  );
});
