import { useEffect, useState } from "react";
import * as Tooltip from "@radix-ui/react-tooltip";
import { sourceLabel, type AskSource } from "@/lib/assistant/protocol";
import {
  requestSupportChat,
  trackEvent,
} from "@/components/integrations/integration-events";
import { integrationsConfig } from "@/lib/integrations-config";
import { AnswerText } from "./answer-text";
import {
  ASSISTANT_EVENTS,
  ASSISTANT_LABELS,
  COPIED_RESET_MS,
  shareUrl,
} from "./assistant-constants";
import type { Exchange } from "./use-assistant";
import { StrokeIcon } from "../icons/stroke-icon";

const ACTION =
  "inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-200 dark:hover:bg-slate-800";

/** The answer as plain text for the clipboard: the Markdown, then its sources as absolute URLs. */
export function answerForClipboard(exchange: Exchange): string {
  const sources = exchange.sources
    .map((s) => `[${s.n}] ${sourceLabel(s)}: ${s.url}`)
    .join("\n");
  const body = exchange.text.trim();
  return sources ? `${body}\n\n${ASSISTANT_LABELS.sources}:\n${sources}` : body;
}

/** A button whose label reads `done` for a moment after it acted. */
function useFlash(): [boolean, () => void] {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!on) return;
    const t = setTimeout(() => setOn(false), COPIED_RESET_MS);
    return () => clearTimeout(t);
  }, [on]);
  return [on, () => setOn(true)];
}

/** "AI-generated response", with a tooltip saying answers may be inaccurate. */
function Disclaimer() {
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            className="inline-flex items-center gap-1 rounded text-xs text-slate-600 underline decoration-dotted underline-offset-2 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-300"
          >
            <StrokeIcon size={12}>
              <circle cx="12" cy="12" r="10" />
              <path d="M12 16v-4M12 8h.01" />
            </StrokeIcon>
            {ASSISTANT_LABELS.disclaimer}
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={6}
            className="z-[60] max-w-xs rounded-md bg-slate-900 px-3 py-2 text-xs leading-snug text-white shadow-lg dark:bg-slate-100 dark:text-slate-900"
          >
            {ASSISTANT_LABELS.disclaimerTooltip}
            <Tooltip.Arrow className="fill-slate-900 dark:fill-slate-100" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}

/** The sections found, each a link with its extract: the answer when there is no AI answer. */
function SearchResults({ sources }: { sources: readonly AskSource[] }) {
  if (sources.length === 0)
    return <p className="text-sm">{ASSISTANT_LABELS.noResults}</p>;
  return (
    <ol className="space-y-3" aria-label={ASSISTANT_LABELS.searchResults}>
      {sources.map((s) => (
        <li key={s.n} className="text-sm">
          <a
            href={s.path}
            className="font-semibold text-blue-700 hover:underline dark:text-blue-300"
          >
            {sourceLabel(s)}
          </a>
          <p className="mt-0.5 text-slate-600 dark:text-slate-300">
            {s.extract}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** The numbered sources under an AI answer. */
function SourceList({ sources }: { sources: readonly AskSource[] }) {
  return (
    <div>
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {ASSISTANT_LABELS.sources}
      </p>
      <ol className="mt-1 space-y-0.5 text-xs">
        {sources.map((s) => (
          <li key={s.n}>
            <a
              href={s.path}
              className="text-blue-700 hover:underline dark:text-blue-300"
            >
              [{s.n}] {sourceLabel(s)}
            </a>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** "Contact Support": the support chat when configured, the support page otherwise. */
export function ContactSupport() {
  const chat = Boolean(integrationsConfig.supportChatAppId);
  return (
    <a
      href="/support"
      className={ACTION}
      onClick={(event) => {
        trackEvent(ASSISTANT_EVENTS.contactSupport, { chat });
        if (!chat) return;
        event.preventDefault();
        requestSupportChat();
      }}
    >
      {ASSISTANT_LABELS.contactSupport}
    </a>
  );
}

export interface AssistantAnswerProps {
  exchange: Exchange;
}

/** One question and its answer: streamed text or search results, sources and actions. */
export function AssistantAnswer({ exchange }: AssistantAnswerProps) {
  const [copied, flashCopied] = useFlash();
  const [shared, flashShared] = useFlash();
  const [rated, setRated] = useState<"positive" | "negative" | null>(null);
  const { status, mode, fallback } = exchange;
  const aiAnswer = mode === "answer" && !fallback;
  const finished = status === "done";
  // Copy and Share pass an AI answer on. Search results ("No AI answer is available", or the
  // fallback when the model failed) are no answer to copy, and a shared link would only search
  // again.
  const passable = finished && aiAnswer;

  const copy = async (text: string, then: () => void) => {
    try {
      await navigator.clipboard.writeText(text);
      then();
    } catch {
      // Clipboard refused (permissions): the button simply does not confirm.
    }
  };

  return (
    <article
      className="space-y-3"
      aria-busy={status === "searching" || status === "streaming"}
      data-status={status}
    >
      <p className="ml-auto w-fit max-w-[85%] rounded-lg bg-slate-900 px-3 py-2 text-sm text-white dark:bg-slate-100 dark:text-slate-900">
        {exchange.question}
      </p>
      <div className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
        {status === "searching" ? (
          <p
            className="text-sm text-slate-600 dark:text-slate-300"
            role="status"
          >
            {ASSISTANT_LABELS.thinking}
          </p>
        ) : null}
        {aiAnswer && exchange.text ? (
          <>
            <AnswerText markdown={exchange.text} sources={exchange.sources} />
            {exchange.sources.length > 0 ? (
              <SourceList sources={exchange.sources} />
            ) : null}
          </>
        ) : null}
        {mode === "search" || fallback ? (
          <section aria-label={ASSISTANT_LABELS.searchResults}>
            <p className="text-sm font-semibold">
              {ASSISTANT_LABELS.searchResults}
            </p>
            <p className="mb-2 text-xs text-slate-600 dark:text-slate-300">
              {fallback
                ? ASSISTANT_LABELS.fallbackNote
                : ASSISTANT_LABELS.searchResultsNote}
            </p>
            <SearchResults sources={exchange.sources} />
          </section>
        ) : null}
        {status === "error" ? (
          <p className="text-sm text-red-700 dark:text-red-400" role="alert">
            {exchange.error ?? ASSISTANT_LABELS.error}
          </p>
        ) : null}
        {status === "stopped" ? (
          <p className="text-xs text-slate-500">{ASSISTANT_LABELS.stopped}</p>
        ) : null}

        {aiAnswer && (exchange.text || finished) ? <Disclaimer /> : null}

        {finished ? (
          <div className="flex flex-wrap items-center gap-1 border-t border-slate-200 pt-2 dark:border-slate-700">
            {passable ? (
              <>
                <button
                  type="button"
                  className={ACTION}
                  onClick={() =>
                    copy(answerForClipboard(exchange), () => {
                      flashCopied();
                      trackEvent(ASSISTANT_EVENTS.answerCopied, { mode });
                    })
                  }
                >
                  {copied ? ASSISTANT_LABELS.copied : ASSISTANT_LABELS.copy}
                </button>
                <button
                  type="button"
                  className={ACTION}
                  onClick={() =>
                    copy(
                      shareUrl(window.location.origin, exchange.question),
                      () => {
                        flashShared();
                        trackEvent(ASSISTANT_EVENTS.shared, { mode });
                      },
                    )
                  }
                >
                  {shared ? ASSISTANT_LABELS.shared : ASSISTANT_LABELS.share}
                </button>
              </>
            ) : null}
            {rated ? (
              <span
                className="px-2 text-xs text-slate-600 dark:text-slate-300"
                role="status"
              >
                {ASSISTANT_LABELS.thanks}
              </span>
            ) : (
              (["positive", "negative"] as const).map((value) => (
                <button
                  key={value}
                  type="button"
                  className={ACTION}
                  aria-label={
                    value === "positive"
                      ? ASSISTANT_LABELS.helpful
                      : ASSISTANT_LABELS.notHelpful
                  }
                  onClick={() => {
                    setRated(value);
                    trackEvent(ASSISTANT_EVENTS.feedback, { value, mode });
                  }}
                >
                  <span aria-hidden="true">
                    {value === "positive" ? "👍" : "👎"}
                  </span>
                </button>
              ))
            )}
            <span className="ml-auto">
              <ContactSupport />
            </span>
          </div>
        ) : null}
      </div>
    </article>
  );
}
