import { z } from "zod";

/** Limits the API promises (README): also used by the tests. */
export const FEEDBACK_LIMITS = {
  maxBodyBytes: 16 * 1024,
  maxPageLength: 2048,
  maxCommentLength: 5000,
} as const;

/** What a visitor may send. Unknown keys are rejected so nothing unexpected is stored. */
export const feedbackInputSchema = z
  .object({
    page: z
      .string()
      .min(1)
      .max(FEEDBACK_LIMITS.maxPageLength)
      .startsWith("/")
      // A URL path has no spaces, control or invisible formatting characters (e.g. bidi overrides).
      .refine(
        (p) => !/[\s\p{Cc}\p{Cf}]/u.test(p),
        "must be a URL path without spaces or control characters",
      ),
    feedback: z.enum(["positive", "negative"]),
    comment: z
      .string()
      .max(FEEDBACK_LIMITS.maxCommentLength)
      .transform((s) => s.trim())
      .optional(),
  })
  .strict();

export type FeedbackInput = z.infer<typeof feedbackInputSchema>;

/** A stored feedback row. */
export interface FeedbackRow {
  id: string;
  page: string;
  feedback: "positive" | "negative";
  comment: string | null;
  createdAt: string;
  /** Salted hash of the client, only for rate limiting; never the address itself. */
  clientHash: string | null;
}
