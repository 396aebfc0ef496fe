import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // tsconfig keeps `jsx: preserve` for Next, so Vite's transformer is told to emit the automatic runtime.
  oxc: { jsx: { runtime: "automatic" } },
  resolve: {
    alias: { "@": fileURLToPath(new URL("./", import.meta.url)) },
  },
  test: {
    globals: true,
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/server/**/*.test.ts"],
    // Server tests start real servers and databases; give them room on a 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    environment: "node",
    setupFiles: ["tests/setup/vitest-setup.ts"],
  },
});
