import type { Logger } from "pino";
import { BodyTooLargeError, readBodyLimited } from "../read-body";
import { jsonError } from "../json-error";
import {
  FEEDBACK_LIMITS,
  feedbackInputSchema,
} from "../feedback/feedback-schema";
import type { FeedbackStore } from "../feedback/feedback-store";
import type { RateLimiter } from "../feedback/rate-limiter";

export interface FeedbackRouteDeps {
  store: FeedbackStore;
  limiter: RateLimiter;
  /** Salted hash of the requesting client (see client-identity.ts). */
  clientHash: (req: Request) => string;
  webhookEnabled: boolean;
  logger: Logger;
}

/** `POST /api/feedback`: validates, rate-limits and stores one feedback. */
export function feedbackRoute(deps: FeedbackRouteDeps) {
  return async (req: Request): Promise<Response> => {
    if (req.method !== "POST")
      return jsonError(405, "Method not allowed", {
        headers: { Allow: "POST" },
      });
    const type = req.headers.get("content-type") ?? "";
    if (!/^application\/json\s*(;|$)/i.test(type))
      return jsonError(415, "Content-Type must be application/json");
    const hash = deps.clientHash(req);
    if (!deps.limiter.take(hash))
      return jsonError(429, "Too many requests, try again in a minute", {
        headers: { "Retry-After": "60" },
      });

    let text: string;
    try {
      text = await readBodyLimited(req, FEEDBACK_LIMITS.maxBodyBytes);
    } catch (error) {
      if (error instanceof BodyTooLargeError)
        return jsonError(
          413,
          `Body larger than ${FEEDBACK_LIMITS.maxBodyBytes} bytes`,
        );
      return jsonError(400, "Body is not valid UTF-8");
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return jsonError(400, "Body is not valid JSON");
    }
    const parsed = feedbackInputSchema.safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({
        path: i.path.join("."),
        message: i.message,
      }));
      return jsonError(400, "Invalid feedback", { issues });
    }
    const { page, feedback, comment } = parsed.data;
    const row = await deps.store.insert(
      { page, feedback, comment: comment ? comment : null, clientHash: hash },
      { outbox: deps.webhookEnabled },
    );
    deps.logger.info({ feedbackId: row.id, page, feedback }, "feedback stored");
    return new Response(JSON.stringify({ status: "OK", id: row.id }), {
      status: 200,
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Cache-Control": "no-store",
      },
    });
  };
}
