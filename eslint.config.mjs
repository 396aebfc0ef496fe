import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { FlatCompat } from "@eslint/eslintrc";

const compat = new FlatCompat({
  baseDirectory: dirname(fileURLToPath(import.meta.url)),
});

/**
 * Import boundaries: lib/ is pure TypeScript every side may read, so it imports nothing from the
 * React components, the pages or the server; the server imports no React code either.
 */
function forbidImports(groups, message) {
  // `@/components/...` or `../components/...` (any depth): the top-level folders, not a
  // same-named file beside the importer (`lib/bench/pages.ts` is fine).
  const regex = `^(@/|(\\.\\./)+)(${groups.join("|")})(/|$)`;
  return {
    "no-restricted-imports": ["error", { patterns: [{ regex, message }] }],
  };
}

const config = [
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      "out/**",
      "dist/**",
      ".generated/**",
      "public/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
  ...compat.extends("next/core-web-vitals", "next/typescript"),
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    // Next's <Link> rule is about client-side navigation, which no page has: every page is an
    // island page (README, "Islands") where a link is a page load, and islands render plain <a>.
    // The rule also reads pages/[...slug].tsx as a match for every address.
    rules: { "@next/next/no-html-link-for-pages": "off" },
  },
  {
    files: ["lib/**"],
    rules: forbidImports(
      ["components", "pages", "server"],
      "lib/ is pure TypeScript: it may not import components/, pages/ or server/ (pass what it needs in, or move shared constants into lib/).",
    ),
  },
  {
    files: ["server/**"],
    rules: forbidImports(
      ["components", "pages"],
      "server/ may not import React components or pages; share constants through lib/.",
    ),
  },
  {
    // Playwright fixtures receive a callback named `use`, which is not React's hook.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
];

export default config;
