import { useId } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { FEEDBACK_LABELS } from "./feedback-constants";
import { canSubmit, type FeedbackState } from "./feedback-machine";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "../ui/button-classes";

export interface FeedbackDialogProps {
  state: Exclude<FeedbackState, { status: "idle" }>;
  onCommentChange: (comment: string) => void;
  onSubmit: () => void;
  onClose: () => void;
}

/** The comment form and the thank-you, in one Radix dialog. */
export function FeedbackDialog({
  state,
  onCommentChange,
  onSubmit,
  onClose,
}: FeedbackDialogProps) {
  const commentId = useId();
  const positive = state.feedback === "positive";
  const submitted = state.status === "submitted";
  const submitting = state.status === "submitting";

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100">
          {submitted ? (
            <>
              <Dialog.Title className="text-lg font-semibold">
                {FEEDBACK_LABELS.thanks}
              </Dialog.Title>
              <Dialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">
                {FEEDBACK_LABELS.thanksBody}
              </Dialog.Description>
              <Dialog.Close className={`mt-5 w-full ${PRIMARY_BUTTON}`}>
                {FEEDBACK_LABELS.done}
              </Dialog.Close>
            </>
          ) : (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                onSubmit();
              }}
            >
              <Dialog.Title className="text-lg font-semibold">
                {positive
                  ? FEEDBACK_LABELS.positiveTitle
                  : FEEDBACK_LABELS.negativeTitle}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                {positive
                  ? FEEDBACK_LABELS.positiveDescription
                  : FEEDBACK_LABELS.negativeDescription}
              </Dialog.Description>
              <label
                htmlFor={commentId}
                className="mt-4 block text-sm font-medium"
              >
                {FEEDBACK_LABELS.commentLabel}
              </label>
              <textarea
                id={commentId}
                value={state.comment}
                onChange={(event) => onCommentChange(event.target.value)}
                rows={4}
                maxLength={5000}
                required={!positive}
                className="mt-1 w-full rounded-md border border-slate-300 bg-white p-2 text-sm text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100"
              />
              <div className="mt-4 flex justify-end gap-2">
                <Dialog.Close className={SECONDARY_BUTTON}>
                  {FEEDBACK_LABELS.cancel}
                </Dialog.Close>
                <button
                  type="submit"
                  disabled={!canSubmit(state)}
                  className={PRIMARY_BUTTON}
                >
                  {submitting ? FEEDBACK_LABELS.sending : FEEDBACK_LABELS.send}
                </button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
