import { describe, expect, it } from "vitest";
import { storeFactories } from "./test-server";

describe.each(storeFactories())("feedback store: %s", (_name, makeStore) => {
  it("migrates idempotently and stores rows with their outbox message atomically", async () => {
    const store = await makeStore();
    try {
      await store.migrate();
      await store.migrate();
      const a = await store.insert(
        {
          page: "/docs",
          feedback: "positive",
          comment: null,
          clientHash: "h1",
        },
        { outbox: true },
      );
      const b = await store.insert(
        {
          page: "/docs",
          feedback: "negative",
          comment: "Missing example",
          clientHash: "h2",
        },
        { outbox: false },
      );
      expect(await store.count()).toBe(2);
      const rows = await store.list();
      expect(rows.map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
      expect(rows.find((r) => r.id === b.id)).toMatchObject({
        page: "/docs",
        feedback: "negative",
        comment: "Missing example",
      });
      expect(await store.pendingOutbox()).toBe(1);
      const [due] = await store.dueOutbox(10, new Date(Date.now() + 1000));
      expect(JSON.parse(due!.payload)).toMatchObject({
        id: a.id,
        page: "/docs",
        feedback: "positive",
      });
    } finally {
      await store.close();
    }
  });

  it("aggregates stats per page with the latest comments first", async () => {
    const store = await makeStore();
    try {
      await store.migrate();
      for (const [page, feedback, comment] of [
        ["/a", "positive", "first"],
        ["/a", "negative", "second"],
        ["/a", "negative", null],
        ["/b", "positive", "only"],
      ] as const) {
        await store.insert(
          { page, feedback, comment, clientHash: null },
          { outbox: false },
        );
        await new Promise((r) => setTimeout(r, 5));
      }
      expect(await store.stats({ commentsPerPage: 1 })).toEqual([
        { page: "/a", positive: 1, negative: 2, latestComments: ["second"] },
        { page: "/b", positive: 1, negative: 0, latestComments: ["only"] },
      ]);
    } finally {
      await store.close();
    }
  });

  it("keeps failed outbox messages for a later attempt and marks delivered ones", async () => {
    const store = await makeStore();
    try {
      await store.migrate();
      await store.insert(
        { page: "/x", feedback: "positive", comment: null, clientHash: null },
        { outbox: true },
      );
      const now = new Date(Date.now() + 1000);
      const [message] = await store.dueOutbox(10, now);
      await store.markFailed(
        message!.id,
        new Date(now.getTime() + 60_000),
        "webhook answered 500",
      );
      expect(await store.dueOutbox(10, now)).toEqual([]);
      const [again] = await store.dueOutbox(
        10,
        new Date(now.getTime() + 61_000),
      );
      expect(again).toMatchObject({ id: message!.id, attempts: 1 });
      await store.markDelivered(message!.id);
      expect(await store.pendingOutbox()).toBe(0);
    } finally {
      await store.close();
    }
  });
});
