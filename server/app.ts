import { randomUUID } from "node:crypto";
import { availableParallelism } from "node:os";
import type {
  IncomingMessage,
  RequestListener,
  ServerResponse,
} from "node:http";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { compress } from "hono/compress";
import type { Logger } from "pino";
import {
  buildRetrievalIndex,
  type RetrievalIndex,
} from "../lib/assistant/retrieval";
import { readTwins, siteRetrievalOptions } from "../lib/assistant/twins";
import { siteConfig } from "../lib/site-config";
import type { AssistantModelConfig } from "./assistant/llm-client";
import { noopTracer, type AssistantTracer } from "./assistant/tracing";
import { clientAddress, clientHasher } from "./client-identity";
import type { FeedbackStore } from "./feedback/feedback-store";
import { RateLimiter } from "./feedback/rate-limiter";
import { RATE_LIMIT_DEFAULTS } from "./rate-limit-defaults";
import {
  INGEST_PATH,
  integrationCspSources,
  type IntegrationsConfig,
} from "../lib/integrations-config";
import { jsonError } from "./json-error";
import { askRoute } from "./routes/ask-route";
import { DOCS_MCP_VERSION } from "./mcp/docs-mcp-server";
import { mcpRoute } from "./routes/mcp-route";
import { continentRoute } from "./routes/continent-route";
import { feedbackRoute } from "./routes/feedback-route";
import { ingestProxyRoute } from "./routes/ingest-proxy";
import { concurrencyLimit } from "./concurrency-limit";
import type { OgInput } from "./og/og-input";
import { readOgManifest } from "./og/prebuilt-images";
import { renderOgPng } from "./og/render-og";
import { createRenderPool } from "./og/render-pool";
import { ogRoute } from "./routes/og-route";
import { inlineScriptHashes, securityHeaders } from "./security-headers";
import { StaticFiles } from "./static-files";

export interface AppOptions {
  outDir: string;
  logger: Logger;
  /** Feedback storage; without it the feedback route answers 503. */
  store?: FeedbackStore;
  feedbackRateLimit?: number;
  feedbackSalt?: string;
  webhookEnabled?: boolean;
  trustedContinentHeader?: string;
  trustedClientIpHeader?: string;
  hsts?: boolean;
  cspExtraOrigins?: readonly string[];
  /** Visitor integrations: their CSP sources, and the `/ingest` proxy when a PostHog host is set. */
  integrations?: IntegrationsConfig;
  /** Ask AI: the model (answers are search results without it), tracing, rate limit, index. */
  assistant?: {
    model?: AssistantModelConfig;
    tracer?: AssistantTracer;
    /** Questions per client per minute. Default 10. */
    rateLimit?: number;
    /** A prebuilt index (tests); by default built from the `.md` twins in `outDir` at start. */
    index?: RetrievalIndex;
  };
  /** Social images (`/api/og`) that are not prebuilt: how and how many are rendered. */
  og?: {
    /** A renderer (tests); by default the worker pool, or the main thread without `workerUrl`. */
    render?: (input: OgInput) => Promise<Buffer>;
    /** The bundled worker (dist/server/og-worker.mjs). Without it (dev, tests) images render on
     * the event loop, as `workers: 0` also asks. */
    workerUrl?: URL;
    /** Worker threads. Default: one less than the CPUs, at least one. */
    workers?: number;
    /** Renders waiting for a worker before the route answers 503. Default 64. */
    maxQueue?: number;
    /** Renders per client per minute (prebuilt and cached images are free). Default 30. */
    rateLimit?: number;
  };
  /** Docs MCP server (`/api/mcp`). */
  mcp?: {
    /** Requests per client per minute: one question is several calls (initialize, list, tool). */
    rateLimit?: number;
  };
  /** Set while shutting down: health checks fail so load balancers stop sending traffic. */
  isShuttingDown?: () => boolean;
}

type Env = { Bindings: { incoming?: IncomingMessage } };

/** How `/api/og` renders: the given renderer, the worker pool, or (no worker) the event loop. */
function ogRenderer(
  og: AppOptions["og"] = {},
): (input: OgInput) => Promise<Buffer> {
  if (og.render) return og.render;
  const workers = og.workers ?? Math.max(1, availableParallelism() - 1);
  const maxQueue = og.maxQueue ?? 64;
  if (og.workerUrl && workers > 0)
    return createRenderPool({
      workerUrl: og.workerUrl,
      size: workers,
      maxQueue,
    }).render;
  const limit = concurrencyLimit(Math.max(1, workers), maxQueue);
  return (input) => limit(() => renderOgPng(input));
}

/** The API routes as a Hono app (Web-standard handlers, one file per route). */
export function createApiApp(options: AppOptions): Hono<Env> {
  const app = new Hono<Env>();
  const addresses = new WeakMap<Request, string | undefined>();
  const addressOf = (req: Request) => addresses.get(req);
  const hash = clientHasher(options.feedbackSalt);

  app.use("*", async (c, next) => {
    addresses.set(
      c.req.raw,
      clientAddress(
        c.req.raw.headers,
        c.env?.incoming?.socket.remoteAddress,
        options.trustedClientIpHeader,
      ),
    );
    await next();
  });
  app.use("*", compress());

  app.onError((error, c) => {
    options.logger.error({ err: error, path: c.req.path }, "unhandled error");
    return jsonError(500, "Internal server error");
  });

  app.get("/healthz", (c) =>
    options.isShuttingDown?.()
      ? c.json({ status: "shutting-down" }, 503)
      : c.json({ status: "ok" }),
  );

  const feedback = options.store
    ? feedbackRoute({
        store: options.store,
        limiter: new RateLimiter(
          options.feedbackRateLimit ?? RATE_LIMIT_DEFAULTS.feedback,
        ),
        clientHash: (req) => hash(addressOf(req)),
        webhookEnabled: options.webhookEnabled ?? false,
        logger: options.logger,
      })
    : async () => jsonError(503, "Feedback storage is not configured");
  app.all("/api/feedback", (c) => feedback(c.req.raw));
  // One retrieval index per process, shared by Ask AI and the docs MCP server.
  const retrievalIndex = options.assistant?.index ?? assistantIndex(options);
  const ask = askRoute({
    index: retrievalIndex,
    model: options.assistant?.model,
    tracer: options.assistant?.tracer ?? noopTracer,
    brand: siteConfig.brand,
    limiter: new RateLimiter(
      options.assistant?.rateLimit ?? RATE_LIMIT_DEFAULTS.assistant,
    ),
    clientHash: (req) => hash(addressOf(req)),
    logger: options.logger,
  });
  app.all("/api/ask", (c) => ask(c.req.raw));
  const mcp = mcpRoute({
    index: retrievalIndex,
    outDir: options.outDir,
    siteUrl: siteConfig.siteUrl,
    brand: siteConfig.brand,
    version: DOCS_MCP_VERSION,
    limiter: new RateLimiter(options.mcp?.rateLimit ?? RATE_LIMIT_DEFAULTS.mcp),
    clientHash: (req) => hash(addressOf(req)),
    logger: options.logger,
  });
  app.all("/api/mcp", (c) => mcp(c.req.raw));
  const continent = continentRoute({
    trustedHeader: options.trustedContinentHeader,
    clientAddress: addressOf,
  });
  app.all("/api/get-continent-code", (c) => continent(c.req.raw));
  const og = ogRoute({
    render: ogRenderer(options.og),
    outDir: options.outDir,
    prebuilt: readOgManifest(options.outDir),
    limiter: new RateLimiter(options.og?.rateLimit ?? RATE_LIMIT_DEFAULTS.og),
    clientHash: (req) => hash(addressOf(req)),
  });
  app.all("/api/og", (c) => og(c.req.raw));
  if (options.integrations?.posthogHost) {
    const ingest = ingestProxyRoute({
      upstream: options.integrations.posthogHost,
      clientAddress: addressOf,
      logger: options.logger,
    });
    app.all(`${INGEST_PATH}/*`, (c) => ingest(c.req.raw));
  }
  app.all("/api/*", () => jsonError(404, "Not found"));
  // GET and HEAD of every other path are static files (see createApp).
  app.all("*", () =>
    jsonError(405, "Method not allowed", { headers: { Allow: "GET, HEAD" } }),
  );
  return app;
}

/**
 * The assistant's retrieval index, built once from the export's `.md` twins before the server
 * listens (0.6 s for the whole site on the 2-core machine; see lib/assistant/retrieval.ts), so no
 * question waits for it.
 */
function assistantIndex(options: AppOptions): RetrievalIndex {
  const started = performance.now();
  const index = buildRetrievalIndex(
    readTwins(options.outDir),
    siteRetrievalOptions(siteConfig.siteUrl, siteConfig.brand),
  );
  options.logger.info(
    {
      pages: index.pageRoutes.length,
      sections: index.sections.length,
      ms: Math.round(performance.now() - started),
    },
    "assistant index built",
  );
  return index;
}

/** Paths the API app answers for every method; all other GET and HEAD requests are static files. */
function isApiPath(url: string, ingest: boolean): boolean {
  return (
    url.startsWith("/api/") ||
    url === "/healthz" ||
    url.startsWith("/healthz?") ||
    (ingest && url.startsWith(`${INGEST_PATH}/`))
  );
}

/**
 * The site server as a Node request listener: static files straight from `StaticFiles` (no
 * Request/Response objects on the hottest path), the API through Hono. Both get the security
 * headers, an X-Request-Id and one JSON log line per request.
 */
export function createApp(options: AppOptions): RequestListener {
  const headers = securityHeaders({
    scriptHashes: inlineScriptHashes(options.outDir),
    extraOrigins: options.cspExtraOrigins,
    integrationSources: integrationCspSources(options.integrations ?? {}),
    hsts: options.hsts ?? false,
  });
  const headerList = Object.entries(headers);
  const statics = new StaticFiles({
    outDir: options.outDir,
    headers,
    onError: (error, path) =>
      options.logger.error({ err: error, path }, "static file unreadable"),
  });
  const api = getRequestListener(createApiApp(options).fetch);
  const ingest = Boolean(options.integrations?.posthogHost);

  const logRequest = (
    req: IncomingMessage,
    res: ServerResponse,
    requestId: string,
  ) => {
    const started = performance.now();
    res.once("close", () => {
      const url = req.url ?? "/";
      const queryAt = url.indexOf("?");
      options.logger[res.statusCode >= 500 ? "error" : "info"](
        {
          requestId,
          method: req.method,
          path: queryAt === -1 ? url : url.slice(0, queryAt),
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
        },
        "request",
      );
    });
  };

  return (req, res) => {
    // While stopping, each keep-alive connection ends after its current response: otherwise a
    // busy client keeps reusing it and the graceful stop waits until the forced exit.
    if (options.isShuttingDown?.()) res.setHeader("Connection", "close");
    const given = req.headers["x-request-id"];
    const requestId =
      (typeof given === "string" && given.slice(0, 64)) || randomUUID();
    if (options.logger.isLevelEnabled("info")) logRequest(req, res, requestId);
    const url = req.url ?? "/";
    if (
      (req.method === "GET" || req.method === "HEAD") &&
      !isApiPath(url, ingest)
    ) {
      statics.serve(req, res, requestId);
      return;
    }
    // Headers the API response sets itself win: Node merges these under writeHead's.
    for (const [name, value] of headerList) res.setHeader(name, value);
    res.setHeader("X-Request-Id", requestId);
    void api(req, res);
  };
}
