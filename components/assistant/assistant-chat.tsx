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
  const endRef = useRef<HTMLDivElement>(null);
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

  // Follow the answer as it grows.
  const last = exchanges[exchanges.length - 1];
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: "nearest" });
  }, [exchanges.length, last?.text, last?.status]);

  return (
    <>
      <div
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
        <div ref={endRef} />
      </div>
      <QuestionForm
        onSubmit={ask}
        busy={busy}
        onStop={stop}
        autoFocus={autoFocus}
        footer={<ContactSupport />}
      />
    </>
  );
}
