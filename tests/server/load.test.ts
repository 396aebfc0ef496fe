import { describe, expect, it } from "vitest";
import { postMany } from "./load-client";
import { startTestServer, storeFactories } from "./test-server";

describe.each(storeFactories())("load on %s", (_name, makeStore) => {
  it("stores 5,000 feedback POSTs sent 50 at a time, with no 5xx", async () => {
    const server = await startTestServer({ store: await makeStore() });
    try {
      const result = await postMany(
        `${server.url}/api/feedback`,
        5000,
        50,
        (i) => ({
          page: `/docs/page-${i % 37}`,
          feedback: i % 3 === 0 ? "negative" : "positive",
          comment: i % 5 === 0 ? `comment ${i}` : undefined,
        }),
      );
      console.log(
        `load ${_name}: 5000 POSTs in ${result.ms.toFixed(0)} ms (${((5000 / result.ms) * 1000).toFixed(0)} req/s)`,
      );
      expect(result.errors).toBe(0);
      expect(Object.fromEntries(result.statuses)).toEqual({ 200: 5000 });
      expect(await server.store.count()).toBe(5000);
      expect(new Set(result.ids).size).toBe(5000);
    } finally {
      await server.close();
    }
  });
});
