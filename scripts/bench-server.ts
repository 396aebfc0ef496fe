/**
 * `npm run bench:server` (after a build): requests/s for a docs page (our server and sirv on the
 * same files, same client, same run), feedback POSTs/s, and OG render time cold and cached.
 * Loopback only, bounded request counts.
 */
import { createServer, type Server } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { serve } from "@hono/node-server";
import pino from "pino";
import sirv from "sirv";
import { createApp } from "../server/app";
import { SqliteFeedbackStore } from "../server/feedback/sqlite-store";

const OUT = resolve("out");
const PAGE = "/docs/get-started";

async function listen(server: Server): Promise<string> {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function rate(
  label: string,
  total: number,
  concurrency: number,
  once: () => Promise<Response>,
): Promise<number> {
  let next = 0;
  let failed = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < total) {
        const res = await once();
        await res.arrayBuffer();
        if (!res.ok) failed += 1;
      }
    }),
  );
  const perSecond = (total / (performance.now() - start)) * 1000;
  console.log(
    `${label.padEnd(38)} ${perSecond.toFixed(0).padStart(6)} req/s  (${total} requests, concurrency ${concurrency}, ${failed} failed)`,
  );
  return perSecond;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "bench-server-"));
  const store = new SqliteFeedbackStore(join(dir, "feedback.db"));
  await store.migrate();
  const app = createApp({
    outDir: OUT,
    logger: pino({ level: "silent" }),
    store,
    feedbackRateLimit: 1e9,
  });
  const ours = serve({
    fetch: app.fetch,
    port: 0,
    hostname: "127.0.0.1",
  }) as unknown as Server;
  await new Promise<void>((r) => ours.once("listening", () => r()));
  const oursUrl = `http://127.0.0.1:${(ours.address() as AddressInfo).port}`;
  const sirvServer = createServer(
    sirv(OUT, { extensions: ["html"], brotli: true, gzip: true, etag: true }),
  );
  const sirvUrl = await listen(sirvServer);
  const headers = { "accept-encoding": "br, gzip" };
  try {
    console.log(`Static page ${PAGE}, brotli, loopback:`);
    // Warm both (file system cache, JIT).
    await rate("  warm-up", 200, 10, () =>
      fetch(`${oursUrl}${PAGE}`, { headers }),
    );
    await rate("  warm-up sirv", 200, 10, () =>
      fetch(`${sirvUrl}${PAGE}`, { headers }),
    );
    const a = await rate("  our server (Hono)", 3000, 20, () =>
      fetch(`${oursUrl}${PAGE}`, { headers }),
    );
    const b = await rate("  sirv (reference)", 3000, 20, () =>
      fetch(`${sirvUrl}${PAGE}`, { headers }),
    );
    console.log(`  ratio ours/sirv: ${(a / b).toFixed(2)}`);
    let i = 0;
    await rate("Feedback POST (SQLite, durable)", 2000, 20, () =>
      fetch(`${oursUrl}/api/feedback`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          page: `/docs/${i++ % 50}`,
          feedback: "positive",
        }),
      }),
    );
    const og = (title: string) =>
      fetch(
        `${oursUrl}/api/og?title=${encodeURIComponent(title)}&section=Docs`,
      ).then((r) => r.arrayBuffer());
    const coldTimes: number[] = [];
    for (let n = 0; n < 5; n++) {
      const s = performance.now();
      await og(`Cold render ${n}`);
      coldTimes.push(performance.now() - s);
    }
    const warmTimes: number[] = [];
    for (let n = 0; n < 20; n++) {
      const s = performance.now();
      await og("Cold render 4");
      warmTimes.push(performance.now() - s);
    }
    const median = (xs: number[]) =>
      [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    const cold = median(coldTimes.slice(1));
    const cached = median(warmTimes);
    console.log(
      `OG image: first render ${coldTimes[0]!.toFixed(1)} ms, cold median ${cold.toFixed(1)} ms, cached median ${cached.toFixed(2)} ms (${(cold / cached).toFixed(0)}x)`,
    );
    if (cold / cached < 10) process.exitCode = 1;
  } finally {
    ours.close();
    sirvServer.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
