import { existsSync } from "node:fs";
import { createServer } from "node:http";
import pino from "pino";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { openFeedbackStore } from "./feedback/open-store";
import { OutboxWorker } from "./feedback/outbox-worker";
import { createAssistantTracer } from "./assistant/tracing";

async function main() {
  const config = loadConfig();
  const logger = pino({
    level: config.LOG_LEVEL,
    base: { service: "langfuse-website" },
  });
  if (!existsSync(config.OUT_DIR)) {
    logger.fatal(
      `No static export at ${config.OUT_DIR}. Run \`npm run build\` first.`,
    );
    process.exit(1);
  }
  const store = await openFeedbackStore({
    databaseUrl: config.DATABASE_URL,
    sqlitePath: config.FEEDBACK_DB_PATH,
  });
  const outbox = config.FEEDBACK_WEBHOOK_URL
    ? new OutboxWorker(store, config.FEEDBACK_WEBHOOK_URL, logger)
    : undefined;
  outbox?.start();

  const assistantTracer = await createAssistantTracer(config.assistantTracing);

  let shuttingDown = false;
  const app = createApp({
    outDir: config.OUT_DIR,
    logger,
    store,
    feedbackRateLimit: config.FEEDBACK_RATE_LIMIT,
    feedbackSalt: config.FEEDBACK_SALT,
    webhookEnabled: Boolean(outbox),
    trustedContinentHeader: config.TRUSTED_CONTINENT_HEADER,
    trustedClientIpHeader: config.TRUSTED_CLIENT_IP_HEADER,
    hsts: config.HSTS,
    cspExtraOrigins: config.cspExtraOrigins,
    integrations: config.integrations,
    assistant: {
      model: config.assistantModel,
      tracer: assistantTracer,
      rateLimit: config.ASSISTANT_RATE_LIMIT,
    },
    mcp: { rateLimit: config.MCP_RATE_LIMIT },
    og: {
      // Bundled beside this file by scripts/build-server.ts.
      workerUrl: new URL("./og-worker.mjs", import.meta.url),
      workers: config.OG_WORKERS,
      rateLimit: config.OG_RATE_LIMIT,
    },
    isShuttingDown: () => shuttingDown,
  });

  const server = createServer(app);
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    logger.info(
      { port, store: store.kind, outDir: config.OUT_DIR },
      `Serving on http://localhost:${port}`,
    );
  });

  // Graceful stop: refuse new connections, finish requests in flight, flush the outbox, close the store.
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.warn("forcing exit after 10 s");
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close(async () => {
      try {
        await outbox?.stop();
        await assistantTracer.shutdown();
        await store.close();
        logger.info("stopped cleanly");
      } finally {
        process.exit(0);
      }
    });
    // Idle keep-alive connections would hold close() open.
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
