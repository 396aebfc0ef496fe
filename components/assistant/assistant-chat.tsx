import { useEffect, useRef } from "react";
import { AssistantAnswer, ContactSupport } from "./assistant-answer";
import { AssistantIntro } from "./assistant-intro";
import { QuestionForm } from "./question-form";
import { useAssistant } from "./use-assistant";

export interface AssistantChatProps {
  /** Asked as soon as the panel mounts (from the search box or a share link). */
  initialQuestion?: string;
  /** Where the panel was opened from, for analytics. */
  source: string;
  /** Focus the question box on mount (the dialog does; the embedded page does not). */
  autoFocus?: boolean;
}

/**
 * The chat: the intro, the example questions, every exchange (streamed answers or search
 * results) and the question box.
 */
export function AssistantChat({
  initialQuestion,
  source,
  autoFocus = false,
}: AssistantChatProps) {
  const { exchanges, ask, stop, busy } = useAssistant(source);
  const listRef = useRef<HTMLDivElement>(null);
  const asked = useRef(false);

  // Asked from a task, not the effect itself: React's strict mode mounts twice in development,
  // and the first mount's cleanup clears the task instead of aborting a request in flight.
  useEffect(() => {
    if (!initialQuestion || asked.current) return;
    const task = setTimeout(() => {
      asked.current = true;
      ask(initialQuestion);
    }, 0);
    return () => clearTimeout(task);
  }, [initialQuestion, ask]);

  // A new question moves to the top of the panel and its answer grows below it. Following the
  // end of the answer as it streamed pushed the question up under the panel's header; only the
  // panel scrolls (scrollIntoView would scroll the page behind the embedded assistant too).
  useEffect(() => {
    const list = listRef.current;
    const asked = list?.querySelector<HTMLElement>(
      ":scope > article:last-of-type",
    );
    if (!list || !asked) return;
    const padding = parseFloat(getComputedStyle(list).paddingTop) || 0;
    list.scrollTop +=
      asked.getBoundingClientRect().top -
      list.getBoundingClientRect().top -
      padding;
  }, [exchanges.length]);

  return (
    <>
      <div
        ref={listRef}
        className="min-h-0 flex-1 space-y-4 overflow-y-auto p-4"
        aria-live="polite"
      >
        <AssistantIntro
          showExamples={exchanges.length === 0 && !initialQuestion}
          onExample={(q) => !busy && ask(q)}
        />
        {exchanges.map((exchange) => (
          <AssistantAnswer key={exchange.id} exchange={exchange} />
        ))}
      </div>
      <QuestionForm
        onSubmit={ask}
        busy={busy}
        onStop={stop}
        autoFocus={autoFocus}
        // A finished answer carries its own Contact Support; otherwise (before the first
        // question, while an answer streams, after an error) the box offers it: one at a time.
        footer={exchanges.at(-1)?.status === "done" ? null : <ContactSupport />}
      />
    </>
  );
}
