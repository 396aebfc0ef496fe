import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { assistantE2eEnv } from "./tests/e2e/assistant-env";

const PORT = Number(process.env.E2E_PORT ?? 3334);
const baseURL = `http://localhost:${PORT}`;

/** Flags that keep Debian's Chromium quiet on a machine without internet (see README). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--headless",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
  webServer: {
    command: "npm start",
    // Browser tests store feedback in a throwaway SQLite file, never in the developer's .data/.
    env: {
      PORT: String(PORT),
      FEEDBACK_DB_PATH: join(
        tmpdir(),
        `langfuse-website-e2e-${process.pid}.db`,
      ),
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      // Ask AI talks to a fake model on loopback that tests/e2e/assistant.spec.ts starts.
      ...assistantE2eEnv(PORT),
    },
    url: `${baseURL}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
