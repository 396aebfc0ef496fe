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
    include: [
      "tests/unit/**/*.test.{ts,tsx}",
      "lib/**/*.test.ts",
      "server/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["tests/setup/vitest-setup.ts"],
  },
});
