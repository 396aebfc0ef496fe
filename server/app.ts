import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { Hono } from "hono";
import { compress } from "hono/compress";
import type { Logger } from "pino";
import { clientAddress, clientHasher } from "./client-identity";
import type { FeedbackStore } from "./feedback/feedback-store";
import { RateLimiter } from "./feedback/rate-limiter";
import { jsonError } from "./json-error";
import { continentRoute } from "./routes/continent-route";
import { feedbackRoute } from "./routes/feedback-route";
import { ogRoute } from "./routes/og-route";
import { inlineScriptHashes, securityHeaders } from "./security-headers";
import { staticFiles } from "./static-files";

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
  /** Set while shutting down: health checks fail so load balancers stop sending traffic. */
  isShuttingDown?: () => boolean;
}

type Env = { Bindings: { incoming?: IncomingMessage } };

/** The site server as a Hono app: headers and logging, API routes, then the static export. */
export function createApp(options: AppOptions): Hono<Env> {
  const app = new Hono<Env>();
  const addresses = new WeakMap<Request, string | undefined>();
  const addressOf = (req: Request) => addresses.get(req);
  const hash = clientHasher(options.feedbackSalt);
  const headers = securityHeaders({
    scriptHashes: inlineScriptHashes(options.outDir),
    extraOrigins: options.cspExtraOrigins,
    hsts: options.hsts ?? false,
  });

  app.use("*", async (c, next) => {
    const requestId =
      c.req.header("x-request-id")?.slice(0, 64) || randomUUID();
    const started = performance.now();
    addresses.set(
      c.req.raw,
      clientAddress(
        c.req.raw.headers,
        c.env?.incoming?.socket.remoteAddress,
        options.trustedClientIpHeader,
      ),
    );
    await next();
    for (const [k, v] of Object.entries(headers))
      if (!c.res.headers.has(k)) c.res.headers.set(k, v);
    c.res.headers.set("X-Request-Id", requestId);
    const level = c.res.status >= 500 ? "error" : "info";
    options.logger[level](
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
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
        limiter: new RateLimiter(options.feedbackRateLimit ?? 30),
        clientHash: (req) => hash(addressOf(req)),
        webhookEnabled: options.webhookEnabled ?? false,
        logger: options.logger,
      })
    : async () => jsonError(503, "Feedback storage is not configured");
  app.all("/api/feedback", (c) => feedback(c.req.raw));
  const continent = continentRoute({
    trustedHeader: options.trustedContinentHeader,
    clientAddress: addressOf,
  });
  app.all("/api/get-continent-code", (c) => continent(c.req.raw));
  const og = ogRoute();
  app.all("/api/og", (c) => og(c.req.raw));
  app.all("/api/*", () => jsonError(404, "Not found"));

  app.all("*", staticFiles(options.outDir));
  return app;
}
