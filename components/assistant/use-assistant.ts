import { useCallback, useEffect, useRef, useState } from "react";
import {
  ASK_LIMITS,
  type AskMode,
  type AskSource,
  type AskTurn,
} from "@/lib/assistant/protocol";
import { trackEvent } from "@/components/integrations/integration-events";
import { askAssistant, AskError } from "./ask-client";
import { ASSISTANT_EVENTS, ASSISTANT_LABELS } from "./assistant-constants";

/**
 * One exchange: the question and its answer. `status` is the answer's state machine:
 * `searching` (waiting for the sources) -> `streaming` (model text arriving) -> `done`, or
 * `error` / `stopped` from any of them.
 */
export interface Exchange {
  id: number;
  question: string;
  status: "searching" | "streaming" | "done" | "error" | "stopped";
  /** `answer`: written by the model; `search`: the sources are the answer. */
  mode?: AskMode;
  sources: AskSource[];
  /** The model's answer so far (Markdown with `[n]` citations). */
  text: string;
  /** Set when the model failed and the sources stand in for its answer. */
  fallback?: string;
  error?: string;
}

/** The conversation so far as the API's history (answers that are search results are left out). */
export function historyOf(exchanges: readonly Exchange[]): AskTurn[] {
  const turns = exchanges.flatMap((e): AskTurn[] =>
    e.status === "done" && e.mode === "answer" && !e.fallback
      ? [
          { role: "user", content: e.question },
          { role: "assistant", content: e.text },
        ]
      : [],
  );
  return turns.slice(-ASK_LIMITS.historyMaxTurns).map((t) => ({
    ...t,
    content: t.content.slice(0, ASK_LIMITS.turnMaxChars),
  }));
}

/** The conversation with the assistant: ask, stop, and the exchanges so far. */
export function useAssistant(source: string) {
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const controller = useRef<AbortController | null>(null);
  const nextId = useRef(1);
  const latest = useRef<Exchange[]>([]);
  latest.current = exchanges;

  useEffect(() => () => controller.current?.abort(), []);

  const update = (id: number, change: (e: Exchange) => Exchange) =>
    setExchanges((all) => all.map((e) => (e.id === id ? change(e) : e)));

  const ask = useCallback(
    (raw: string) => {
      const question = raw.trim().slice(0, ASK_LIMITS.questionMaxChars);
      if (!question) return;
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const id = nextId.current++;
      const history = historyOf(latest.current);
      setExchanges((all) => [
        ...all,
        { id, question, status: "searching", sources: [], text: "" },
      ]);
      trackEvent(ASSISTANT_EVENTS.questionAsked, {
        source,
        length: question.length,
        followUp: history.length > 0,
      });
      askAssistant(
        question,
        history,
        (event) => {
          switch (event.event) {
            case "sources":
              update(id, (e) => ({
                ...e,
                mode: event.data.mode,
                sources: event.data.sources,
                status: event.data.mode === "answer" ? "streaming" : e.status,
              }));
              break;
            case "delta":
              update(id, (e) => ({ ...e, text: e.text + event.data.text }));
              break;
            case "fallback":
              update(id, (e) => ({ ...e, fallback: event.data.reason }));
              break;
            case "done":
              update(id, (e) => ({ ...e, status: "done" }));
              break;
          }
        },
        abort.signal,
      ).then(
        // A stream that ends without `done` was cut off.
        () =>
          update(id, (e) =>
            e.status === "done"
              ? e
              : { ...e, status: "error", error: ASSISTANT_LABELS.error },
          ),
        (error: unknown) =>
          update(id, (e) =>
            abort.signal.aborted
              ? { ...e, status: "stopped" }
              : {
                  ...e,
                  status: "error",
                  error:
                    error instanceof AskError
                      ? error.message
                      : ASSISTANT_LABELS.error,
                },
          ),
      );
    },
    [source],
  );

  const stop = useCallback(() => controller.current?.abort(), []);
  const busy = exchanges.some(
    (e) => e.status === "searching" || e.status === "streaming",
  );
  return { exchanges, ask, stop, busy };
}
