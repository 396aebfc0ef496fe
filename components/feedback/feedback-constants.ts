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
  send: "Send feedback",
  sending: "Sending...",
  thanks: "Thank you for your feedback!",
  thanksBody: "We read every message and use it to improve the docs.",
  done: "Done",
  cancel: "Cancel",
} as const;
