import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import pino from "pino";
import { createApp, type AppOptions } from "@/server/app";
import type { FeedbackStore } from "@/server/feedback/feedback-store";
import { PostgresFeedbackStore } from "@/server/feedback/postgres-store";
import { SqliteFeedbackStore } from "@/server/feedback/sqlite-store";

export const FIXTURE_OUT = join(__dirname, "../fixtures/site-out");

export interface TestServer {
  url: string;
  store: FeedbackStore;
  close: () => Promise<void>;
}

/** The real app on a random loopback port, with its own fresh store. */
export async function startTestServer(
  options: Partial<AppOptions> & { store?: FeedbackStore } = {},
): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), "feedback-"));
  const store =
    options.store ?? new SqliteFeedbackStore(join(dir, "feedback.db"));
  await store.migrate();
  const app = createApp({
    outDir: FIXTURE_OUT,
    logger: pino({ level: "silent" }),
    feedbackRateLimit: 1_000_000,
    ...options,
    store,
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) =>
    server.once("listening", () => resolve()),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    store,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (store instanceof PostgresFeedbackStore) await store.dropSchema();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Stores the shared suite runs against: SQLite always, Postgres when DATABASE_URL is set (CI). */
export function storeFactories(): Array<
  [string, () => Promise<FeedbackStore>]
> {
  const factories: Array<[string, () => Promise<FeedbackStore>]> = [
    [
      "sqlite",
      async () =>
        new SqliteFeedbackStore(
          join(mkdtempSync(join(tmpdir(), "store-")), "feedback.db"),
        ),
    ],
  ];
  const url = process.env.DATABASE_URL;
  if (url) {
    factories.push([
      "postgres",
      // A schema of its own per store: test files run in parallel against one database.
      async () =>
        new PostgresFeedbackStore(url, {
          schema: `test_${randomUUID().replace(/-/g, "").slice(0, 16)}`,
        }),
    ]);
  }
  return factories;
}
