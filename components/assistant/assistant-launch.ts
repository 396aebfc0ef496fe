/**
 * What every page loads of the assistant: the event that opens it and the labels of its two
 * launchers (the navbar button and the search entry). Everything else loads with the panel.
 */

import { ISLAND_TAG, WAKE_EVENT } from "../islands/island-tag";

/** Window event that opens the assistant panel, optionally asking `detail.question`. */
export const OPEN_ASSISTANT_EVENT = "langfuse:open-assistant";

export interface OpenAssistantDetail {
  question?: string;
  /** Where it was opened from, for analytics: `navbar`, `search`, ... */
  source: string;
}

export const LAUNCH_LABELS = {
  button: "Ask AI",
  searchEntry: (query: string) => `Ask AI about “${query}”`,
  searchEntryHint: "Ctrl+Enter",
} as const;

/** A request made before any listener was there, for the Ask AI button to take when it wakes. */
let pending: OpenAssistantDetail | null = null;

/**
 * Opens the assistant panel (lazily loaded by the navbar's Ask AI button, which listens and
 * accepts the event by cancelling it). On an island page the button may still be asleep (it wakes
 * on first interaction): then the request waits in `pending` and the button's island is woken.
 */
export function openAssistant(detail: OpenAssistantDetail): void {
  const event = new CustomEvent<OpenAssistantDetail>(OPEN_ASSISTANT_EVENT, {
    detail,
    cancelable: true,
  });
  if (!window.dispatchEvent(event)) return;
  pending = detail;
  document
    .querySelector(`${ISLAND_TAG}[data-island="ask-ai"]`)
    ?.dispatchEvent(new Event(WAKE_EVENT));
}

/** The request that arrived before the button listened, once (the button calls this on mount). */
export function takePendingAssistant(): OpenAssistantDetail | null {
  const detail = pending;
  pending = null;
  return detail;
}
