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
      const now = new Date(Date.now() + 1000);
      const [due] = await store.claimOutbox(
        10,
        now,
        new Date(now.getTime() + 60_000),
      );
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
      const lease = (from: Date) => new Date(from.getTime() + 30_000);
      const [message] = await store.claimOutbox(10, now, lease(now));
      await store.markFailed(
        message!.id,
        new Date(now.getTime() + 60_000),
        "webhook answered 500",
      );
      expect(await store.claimOutbox(10, now, lease(now))).toEqual([]);
      const later = new Date(now.getTime() + 61_000);
      const [again] = await store.claimOutbox(10, later, lease(later));
      expect(again).toMatchObject({ id: message!.id, attempts: 1 });
      await store.markDelivered(message!.id);
      expect(await store.pendingOutbox()).toBe(0);
    } finally {
      await store.close();
    }
  });

  it("lets one claimant hold a message until its lease ends, then hands it to the next", async () => {
    const store = await makeStore();
    try {
      await store.migrate();
      for (const page of ["/1", "/2", "/3"])
        await store.insert(
          { page, feedback: "positive", comment: null, clientHash: null },
          { outbox: true },
        );
      const now = new Date(Date.now() + 1000);
      const leaseEnd = new Date(now.getTime() + 30_000);
      const first = await store.claimOutbox(2, now, leaseEnd);
      expect(first).toHaveLength(2);
      const second = await store.claimOutbox(10, now, leaseEnd);
      expect(second.map((m) => m.id)).toEqual([
        Math.max(...first.map((m) => m.id)) + 1,
      ]);
      expect(await store.claimOutbox(10, now, leaseEnd)).toEqual([]);
      // The first claimant died without a word: after its lease the messages are due again.
      const afterLease = new Date(leaseEnd.getTime() + 1);
      const retaken = await store.claimOutbox(
        10,
        afterLease,
        new Date(afterLease.getTime() + 30_000),
      );
      expect(retaken.map((m) => m.id).sort()).toEqual(
        [...first, ...second].map((m) => m.id).sort(),
      );
      expect(retaken.every((m) => m.attempts === 0)).toBe(true);
    } finally {
      await store.close();
    }
  });
});
