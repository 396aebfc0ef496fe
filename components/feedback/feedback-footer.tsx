import { useReducer } from "react";
import ThumbsDown from "lucide-react/icons/thumbs-down";
import ThumbsUp from "lucide-react/icons/thumbs-up";
import { normalisePath } from "@/lib/routes";
import { sectionFor } from "@/lib/sections";
import { FEEDBACK_LABELS } from "./feedback-constants";
import {
  feedbackReducer,
  initialFeedbackState,
  type FeedbackValue,
} from "./feedback-machine";
import { sendFeedback as defaultSend } from "./send-feedback";
import { useLazyComponent } from "../islands/use-lazy-component";

const loadDialog = () =>
  import("./feedback-dialog").then((m) => m.FeedbackDialog);

const CHOICES: ReadonlyArray<{ value: FeedbackValue; label: string }> = [
  { value: "positive", label: FEEDBACK_LABELS.positive },
  { value: "negative", label: FEEDBACK_LABELS.negative },
];

export interface FeedbackFooterProps {
  /** Injected in tests; defaults to POSTing to /api/feedback. */
  send?: typeof defaultSend;
  /** The page's path, as sent with the feedback. */
  page: string;
}

/** "Was this page helpful?" with thumbs up/down, then an optional comment in a dialog. */
export function FeedbackFooter({
  send = defaultSend,
  page,
}: FeedbackFooterProps) {
  const path = normalisePath(page);
  const [state, dispatch] = useReducer(feedbackReducer, initialFeedbackState);
  // Radix Dialog loads only when someone gives feedback.
  const FeedbackDialog = useLazyComponent(loadDialog, state.status !== "idle");

  if (!sectionFor(path).feedback) return null;

  async function choose(feedback: FeedbackValue) {
    dispatch({ type: "choose", feedback });
    const ok = await send({ page: path, feedback });
    dispatch({ type: ok ? "firstSendSucceeded" : "sendFailed" });
  }

  async function submit() {
    if (state.status !== "dialog") return;
    dispatch({ type: "submit" });
    const ok = await send({
      page: path,
      feedback: state.feedback,
      comment: state.comment.trim(),
    });
    dispatch({ type: ok ? "submitSucceeded" : "sendFailed" });
  }

  const busy = state.status === "sending";
  const buttonClass =
    "inline-flex h-9 w-9 items-center justify-center rounded-md border border-slate-300 text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800";

  return (
    <div
      data-pagefind-ignore
      className="mt-12 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-6 text-sm dark:border-slate-800"
    >
      <p className="font-medium text-slate-800 dark:text-slate-200">
        {FEEDBACK_LABELS.question}
      </p>
      <div
        className="flex gap-2"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        {CHOICES.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            className={buttonClass}
            aria-label={label}
            aria-pressed={state.status !== "idle" && state.feedback === value}
            disabled={busy}
            onClick={() => void choose(value)}
          >
            {value === "negative" ? (
              <ThumbsDown size={18} aria-hidden="true" />
            ) : (
              <ThumbsUp size={18} aria-hidden="true" />
            )}
          </button>
        ))}
      </div>
      {FeedbackDialog && state.status !== "idle" ? (
        <FeedbackDialog
          state={state}
          onCommentChange={(comment) =>
            dispatch({ type: "editComment", comment })
          }
          onSubmit={() => void submit()}
          onClose={() => dispatch({ type: "close" })}
        />
      ) : null}
    </div>
  );
}
