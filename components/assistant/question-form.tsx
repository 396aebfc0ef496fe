import { useId, useState, type ReactNode } from "react";
import { ASK_LIMITS } from "@/lib/assistant/protocol";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "../ui/button-classes";
import { ASSISTANT_LABELS } from "./assistant-constants";

export interface QuestionFormProps {
  onSubmit: (question: string) => void;
  /** While an answer streams: the send button becomes Stop. */
  busy?: boolean;
  onStop?: () => void;
  autoFocus?: boolean;
  /** Under the box, e.g. Contact Support. */
  footer?: ReactNode;
}

/** The question box: Enter asks, Shift+Enter breaks the line. */
export function QuestionForm({
  onSubmit,
  busy = false,
  onStop,
  autoFocus = false,
  footer,
}: QuestionFormProps) {
  const [draft, setDraft] = useState("");
  const inputId = useId();
  const submit = () => {
    if (!draft.trim() || busy) return;
    onSubmit(draft);
    setDraft("");
  };
  return (
    <form
      className="border-t border-slate-200 p-3 dark:border-slate-700"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {ASSISTANT_LABELS.inputLabel}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={inputId}
          value={draft}
          maxLength={ASK_LIMITS.questionMaxChars}
          rows={2}
          autoFocus={autoFocus}
          placeholder={ASSISTANT_LABELS.inputPlaceholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey) {
              event.preventDefault();
              submit();
            }
          }}
          className="min-h-[2.5rem] flex-1 resize-none rounded-md border border-slate-300 bg-transparent px-3 py-2 text-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-600"
        />
        {busy ? (
          <button type="button" className={SECONDARY_BUTTON} onClick={onStop}>
            {ASSISTANT_LABELS.stop}
          </button>
        ) : (
          <button
            type="submit"
            className={PRIMARY_BUTTON}
            disabled={!draft.trim()}
          >
            {ASSISTANT_LABELS.send}
          </button>
        )}
      </div>
      {footer ? <div className="mt-1 flex justify-end">{footer}</div> : null}
    </form>
  );
}
