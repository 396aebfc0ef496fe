import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { precompressDir } from "@/lib/precompress";
import { createApp, type AppOptions } from "@/server/app";
import type { FeedbackStore } from "@/server/feedback/feedback-store";
import { PostgresFeedbackStore } from "@/server/feedback/postgres-store";
import { SqliteFeedbackStore } from "@/server/feedback/sqlite-store";

export const FIXTURE_OUT = join(__dirname, "../fixtures/site-out");

let builtFixture: Promise<string> | undefined;

/** 300 kB of bytes counting 0..250 over and over: every slice is predictable. */
export const LARGE_FILE = Buffer.from(
  Array.from({ length: 300 * 1024 }, (_, i) => i % 251),
);

/**
 * The fixture export as `npm run build` leaves an export: a copy with the `.br`/`.gz` variants of
 * scripts/precompress.ts, `secret.txt` one level above it as in the repository (traversal tests
 * look for it) and `large.bin` ({@link LARGE_FILE}). Made once per test file, removed when the
 * process exits.
 */
export function builtFixtureOut(): Promise<string> {
  builtFixture ??= (async () => {
    const root = mkdtempSync(join(tmpdir(), "site-out-"));
    const out = join(root, "site-out");
    cpSync(FIXTURE_OUT, out, { recursive: true });
    cpSync(join(FIXTURE_OUT, "../secret.txt"), join(root, "secret.txt"));
    process.once("exit", () => rmSync(root, { recursive: true, force: true }));
    await precompressDir(out);
    // Over the in-memory limit of server/static-files.ts, so it is streamed from disk.
    writeFileSync(join(out, "large.bin"), LARGE_FILE);
    return out;
  })();
  return builtFixture;
}

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
    outDir: await builtFixtureOut(),
    logger: pino({ level: "silent" }),
    feedbackRateLimit: 1_000_000,
    ...options,
    store,
  });
  const server = createServer(app);
  await new Promise<void>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve()),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    store,
    close: async () => {
      server.closeIdleConnections();
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
