import { normalisePath } from "@/lib/site-path";

/** Where feedback is posted (served by `npm start`). */
export const FEEDBACK_ENDPOINT = "/api/feedback";

export const FEEDBACK_LABELS = {
  question: "Was this page helpful?",
  positive: "Yes, this page was helpful",
  negative: "No, this page was not helpful",
  positiveTitle: "What did you like?",
  negativeTitle: "What can we improve?",
  positiveDescription: "Optional: tell us what worked for you on this page.",
  negativeDescription: "Tell us what was missing or wrong, so we can fix it.",
  commentLabel: "Your comment",
  send: "Send",
  sending: "Sending...",
  thanks: "Thank you for your feedback!",
  thanksBody: "We read every message and use it to improve the docs.",
  done: "Done",
  cancel: "Cancel",
} as const;

/** Pages without the feedback footer: legal and marketing pages where "helpful?" makes no sense. */
const EXCLUDED_EXACT = new Set(["/imprint", "/careers"]);
const EXCLUDED_PREFIXES = ["/blog", "/customers"];

/** Whether a page shows "Was this page helpful?". */
export function showsFeedback(path: string): boolean {
  const clean = normalisePath(path);
  if (EXCLUDED_EXACT.has(clean)) return false;
  return !EXCLUDED_PREFIXES.some(
    (p) => clean === p || clean.startsWith(`${p}/`),
  );
}
