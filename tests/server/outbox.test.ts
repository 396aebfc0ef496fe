import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import {
  nextAttemptDelayMs,
  type FeedbackStore,
} from "@/server/feedback/feedback-store";
import { OutboxWorker } from "@/server/feedback/outbox-worker";
import { PostgresFeedbackStore } from "@/server/feedback/postgres-store";
import { SqliteFeedbackStore } from "@/server/feedback/sqlite-store";
import { feedbackToCsv } from "@/server/feedback/feedback-csv";
import { loadConfig } from "@/server/config";
import { storeFactories } from "./test-server";

describe.each(storeFactories())("webhook outbox on %s", (_name, makeStore) => {
  it("retries with backoff through an outage and delivers every message once it ends", async () => {
    const store = await makeStore();
    await store.migrate();
    try {
      await store.insert(
        { page: "/a", feedback: "positive", comment: "nice", clientHash: null },
        { outbox: true },
      );
      await store.insert(
        { page: "/b", feedback: "negative", comment: null, clientHash: null },
        { outbox: true },
      );
      let up = false;
      const received: unknown[] = [];
      const fakeFetch = vi.fn(
        async (_url: string | URL | Request, init?: RequestInit) => {
          if (!up) return new Response("down", { status: 503 });
          received.push(JSON.parse(String(init?.body)));
          return new Response("ok");
        },
      ) as unknown as typeof fetch;
      const worker = new OutboxWorker(
        store,
        "http://127.0.0.1:9/hook",
        pino({ level: "silent" }),
        { fetch: fakeFetch },
      );
      const t0 = new Date(Date.now() + 1000);
      expect(await worker.deliverDue(t0)).toBe(0);
      expect(await store.pendingOutbox()).toBe(2);
      up = true;
      // Not due again before the backoff has passed.
      expect(await worker.deliverDue(new Date(t0.getTime() + 1000))).toBe(0);
      expect(
        await worker.deliverDue(
          new Date(t0.getTime() + nextAttemptDelayMs(0) + 1),
        ),
      ).toBe(2);
      expect(await store.pendingOutbox()).toBe(0);
      expect(received).toEqual([
        expect.objectContaining({
          page: "/a",
          feedback: "positive",
          comment: "nice",
          text: expect.stringContaining("/a"),
        }),
        expect.objectContaining({ page: "/b", feedback: "negative" }),
      ]);
    } finally {
      await store.close();
    }
  });
});

/** Two stores on one database, as two server instances would open it; SQLite always, Postgres in CI. */
function sharedDatabases(): Array<
  [string, () => { stores: [FeedbackStore, FeedbackStore]; drop: () => void }]
> {
  const databases: Array<
    [string, () => { stores: [FeedbackStore, FeedbackStore]; drop: () => void }]
  > = [
    [
      "sqlite",
      () => {
        const dir = mkdtempSync(join(tmpdir(), "outbox-"));
        const file = join(dir, "feedback.db");
        return {
          stores: [
            new SqliteFeedbackStore(file),
            new SqliteFeedbackStore(file),
          ],
          drop: () => rmSync(dir, { recursive: true, force: true }),
        };
      },
    ],
  ];
  const url = process.env.DATABASE_URL;
  if (url)
    databases.push([
      "postgres",
      () => {
        const schema = `test_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
        return {
          stores: [
            new PostgresFeedbackStore(url, { schema }),
            new PostgresFeedbackStore(url, { schema }),
          ],
          drop: () => undefined, // the schema is dropped through a store below
        };
      },
    ]);
  return databases;
}

describe.each(sharedDatabases())(
  "two outbox workers on one %s database",
  (_name, open) => {
    it("deliver each of 300 feedbacks to the webhook exactly once", async () => {
      const N = 300;
      const received = new Map<string, number>();
      // A webhook on loopback that takes a moment per call, so the two workers' passes overlap.
      const webhook = createServer((req, res) => {
        let body = "";
        req.on("data", (chunk: Buffer) => (body += chunk.toString()));
        req.on("end", () => {
          const { id } = JSON.parse(body) as { id: string };
          received.set(id, (received.get(id) ?? 0) + 1);
          setTimeout(() => res.end("ok"), 2);
        });
      });
      await new Promise<void>((r) => webhook.listen(0, "127.0.0.1", () => r()));
      const hook = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/hook`;
      const { stores, drop } = open();
      const [a, b] = stores;
      const callsBy = [0, 0];
      try {
        await a.migrate();
        await b.migrate();
        const ids = new Set<string>();
        for (let i = 0; i < N; i++) {
          const row = await (i % 2 ? a : b).insert(
            {
              page: `/docs/${i}`,
              feedback: "positive",
              comment: null,
              clientHash: null,
            },
            { outbox: true },
          );
          ids.add(row.id);
        }
        const workers = stores.map(
          (store, w) =>
            new OutboxWorker(store, hook, pino({ level: "silent" }), {
              intervalMs: 5,
              batchSize: 7,
              fetch: (input, init) => {
                callsBy[w]! += 1;
                return fetch(input, init);
              },
            }),
        );
        for (const worker of workers) worker.start();
        for (let i = 0; i < 6000 && (await a.pendingOutbox()) > 0; i++)
          await sleep(10);
        await Promise.all(workers.map((worker) => worker.stop()));

        expect(await a.pendingOutbox()).toBe(0);
        expect([...received.keys()].sort()).toEqual([...ids].sort());
        expect([...received.values()].filter((n) => n !== 1)).toEqual([]);
        // Both really worked: the claim, not luck, kept them apart.
        expect(callsBy[0]).toBeGreaterThan(0);
        expect(callsBy[1]).toBeGreaterThan(0);
        expect(callsBy[0]! + callsBy[1]!).toBe(N);
      } finally {
        webhook.close();
        if (a instanceof PostgresFeedbackStore) await a.dropSchema();
        await Promise.all(stores.map((store) => store.close()));
        drop();
      }
    });
  },
);

describe("outbox backoff, CSV export and configuration", () => {
  it.each([
    [0, 5000],
    [1, 10_000],
    [3, 40_000],
    [20, 3_600_000],
  ])("attempt %i waits %i ms", (attempts, ms) => {
    expect(nextAttemptDelayMs(attempts)).toBe(ms);
  });

  it("exports RFC 4180 CSV with quoting and formula neutralising", () => {
    const csv = feedbackToCsv([
      {
        id: "1",
        createdAt: "2026-01-01T00:00:00.000Z",
        page: "/docs",
        feedback: "negative",
        comment: 'Says "hi", then\nbreaks',
      },
      {
        id: "2",
        createdAt: "2026-01-02T00:00:00.000Z",
        page: "/x",
        feedback: "positive",
        comment: "=HYPERLINK(1)",
      },
      {
        id: "3",
        createdAt: "2026-01-03T00:00:00.000Z",
        page: "/y",
        feedback: "positive",
        comment: null,
      },
    ]);
    expect(csv).toBe(
      'id,created_at,page,feedback,comment\r\n"1","2026-01-01T00:00:00.000Z","/docs","negative","Says ""hi"", then\nbreaks"\r\n' +
        '"2","2026-01-02T00:00:00.000Z","/x","positive","\'=HYPERLINK(1)"\r\n"3","2026-01-03T00:00:00.000Z","/y","positive",""\r\n',
    );
  });

  it("runs with no environment at all and reports a bad variable by name", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3333,
      FEEDBACK_DB_PATH: ".data/feedback.db",
      HSTS: false,
      cspExtraOrigins: [],
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(
      "Invalid environment variable PORT",
    );
  });
});
