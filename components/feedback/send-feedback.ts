import { FEEDBACK_ENDPOINT } from "./feedback-constants";
import type { FeedbackPayload } from "./feedback-machine";

/** POSTs feedback as JSON; resolves true only on a 2xx answer, never throws. */
export async function sendFeedback(payload: FeedbackPayload): Promise<boolean> {
  try {
    const res = await fetch(FEEDBACK_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(payload),
    });
    return res.ok;
  } catch {
    return false;
  }
}
