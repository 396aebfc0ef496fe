/**
 * What every page loads of the assistant: the event that opens it and the labels of its two
 * launchers (the navbar button and the search entry). Everything else loads with the panel.
 */

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

/** Opens the assistant panel (lazily loaded by the navbar's Ask AI button, which listens). */
export function openAssistant(detail: OpenAssistantDetail): void {
  window.dispatchEvent(
    new CustomEvent<OpenAssistantDetail>(OPEN_ASSISTANT_EVENT, { detail }),
  );
}
