import type { Logger } from "pino";
import { readJsonPost } from "../json-post";
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
    const hash = deps.clientHash(req);
    const input = await readJsonPost(req, {
      schema: feedbackInputSchema,
      maxBodyBytes: FEEDBACK_LIMITS.maxBodyBytes,
      allow: () => deps.limiter.take(hash),
      tooMany: "requests",
      invalid: "feedback",
    });
    if (!input.ok) return input.response;
    const { page, feedback, comment } = input.data;
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
