import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import { nextAttemptDelayMs } from "@/server/feedback/feedback-store";
import { OutboxWorker } from "@/server/feedback/outbox-worker";
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
        1000,
        fakeFetch,
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
