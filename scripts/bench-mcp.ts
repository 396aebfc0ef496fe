/**
 * `npm run bench:mcp` (after a build): the docs MCP server's tool-call latency, measured like an
 * agent calls it (the SDK's own client over HTTP): median and p95 of 200 `searchDocs` calls at
 * concurrency 10, and the top-3 hit rate of `searchDocs` on the assistant's question set
 * (bench/assistant-questions.json).
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import pino from "pino";
import type { BenchQuestion } from "../lib/assistant/bench";
import { percentile } from "../lib/assistant/bench";
import { createApp } from "../server/app";

const CALLS = 200;
const CONCURRENCY = 10;

function textOf(result: unknown): string {
  const content = (result as { content?: Array<{ text?: string }> }).content;
  return (content ?? []).map((c) => c.text ?? "").join("\n");
}

async function main() {
  const outDir = resolve(process.env.OUT_DIR ?? "out");
  const app = createApp({
    outDir,
    logger: pino({ level: "silent" }),
    mcp: { rateLimit: 1_000_000 },
  });
  const server = createServer(app);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const url = new URL(
    `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/mcp`,
  );
  const { questions } = JSON.parse(
    readFileSync("bench/assistant-questions.json", "utf8"),
  ) as { questions: BenchQuestion[] };

  const clients = await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      const client = new Client({ name: "bench", version: "1.0.0" });
      await client.connect(new StreamableHTTPClientTransport(url));
      return client;
    }),
  );

  // Hit rate: is a page a good answer cites among the three sections searchDocs returns?
  let hits = 0;
  for (const q of questions) {
    const text = textOf(
      await clients[0]!.callTool({
        name: "searchDocs",
        arguments: { query: q.question, limit: 3 },
      }),
    );
    const routes = [...text.matchAll(/\]\(https?:\/\/[^/)]+([^)#]*)/g)].map(
      (m) => m[1] || "/",
    );
    if (q.routes.some((r) => routes.includes(r))) hits += 1;
  }

  // Latency: 200 calls, 10 in flight at a time, each over its own HTTP request.
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    clients.map(async (client) => {
      while (next < CALLS) {
        const q = questions[next++ % questions.length]!;
        const started = performance.now();
        await client.callTool({
          name: "searchDocs",
          arguments: { query: q.question },
        });
        times.push(performance.now() - started);
      }
    }),
  );
  times.sort((a, b) => a - b);
  await Promise.all(clients.map((c) => c.close()));
  server.closeAllConnections();
  server.close();

  console.log(
    `searchDocs hit rate (top 3): ${hits}/${questions.length} = ${((100 * hits) / questions.length).toFixed(0)} %`,
  );
  console.log(
    `searchDocs latency over HTTP: median ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms (${CALLS} calls, concurrency ${CONCURRENCY})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
