export type FeedbackValue = "positive" | "negative";

/**
 * idle -> sending (first POST in flight, dialog open) -> dialog (comment form)
 *      -> submitting (comment POST in flight) -> submitted (thank-you) -> idle on close.
 * Any failure or close returns to idle, which clears the choice and the comment.
 */
export type FeedbackState =
  | { status: "idle" }
  | { status: "sending"; feedback: FeedbackValue; comment: string }
  | { status: "dialog"; feedback: FeedbackValue; comment: string }
  | { status: "submitting"; feedback: FeedbackValue; comment: string }
  | { status: "submitted"; feedback: FeedbackValue; comment: string };

export type FeedbackEvent =
  | { type: "choose"; feedback: FeedbackValue }
  | { type: "firstSendSucceeded" }
  | { type: "sendFailed" }
  | { type: "editComment"; comment: string }
  | { type: "submit" }
  | { type: "submitSucceeded" }
  | { type: "close" };

export const initialFeedbackState: FeedbackState = { status: "idle" };

export function feedbackReducer(
  state: FeedbackState,
  event: FeedbackEvent,
): FeedbackState {
  switch (event.type) {
    case "choose":
      return state.status === "idle"
        ? { status: "sending", feedback: event.feedback, comment: "" }
        : state;
    case "firstSendSucceeded":
      return state.status === "sending"
        ? { ...state, status: "dialog" }
        : state;
    case "editComment":
      return state.status === "sending" || state.status === "dialog"
        ? { ...state, comment: event.comment }
        : state;
    case "submit":
      return state.status === "dialog" && canSubmit(state)
        ? { ...state, status: "submitting" }
        : state;
    case "submitSucceeded":
      return state.status === "submitting"
        ? { ...state, status: "submitted" }
        : state;
    case "sendFailed":
    case "close":
      return initialFeedbackState;
  }
}

/** A negative comment needs text; a positive one may be empty. No send while one is running. */
export function canSubmit(state: FeedbackState): boolean {
  if (state.status !== "dialog") return false;
  return state.feedback === "positive" || state.comment.trim().length > 0;
}

export interface FeedbackPayload {
  page: string;
  feedback: FeedbackValue;
  comment?: string;
}
