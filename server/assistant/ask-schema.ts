import { z } from "zod";
import { ASK_LIMITS } from "../../lib/assistant/protocol";

/** A question must say something: at least one character that is not whitespace. */
const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => s.trim().length > 0, "must not be empty");

/** What `POST /api/ask` accepts (lib/assistant/protocol.ts). Unknown keys are rejected. */
export const askInputSchema = z
  .object({
    question: text(ASK_LIMITS.questionMaxChars),
    history: z
      .array(
        z
          .object({
            role: z.enum(["user", "assistant"]),
            content: text(ASK_LIMITS.turnMaxChars),
          })
          .strict(),
      )
      .max(ASK_LIMITS.historyMaxTurns)
      .optional(),
  })
  .strict();

export type AskInput = z.infer<typeof askInputSchema>;
