/**
 * Window events other features dispatch to reach the integrations without importing them (so
 * the dispatcher ships none of their code): the AI assistant reports its events and asks for the
 * support chat through these. With an integration off, nobody listens and the event is a no-op.
 */

/** A `CustomEvent<AnalyticsEventDetail>` forwarded to the analytics client when one is configured. */
export const ANALYTICS_EVENT = "langfuse:analytics";
/** Opens the support chat when one is configured. */
export const OPEN_SUPPORT_CHAT_EVENT = "langfuse:open-support-chat";

export interface AnalyticsEventDetail {
  /** Event name, e.g. `assistant_question_asked`. */
  event: string;
  /** Event properties; JSON-serialisable values. */
  properties?: Record<string, unknown>;
}

/** Longest event name forwarded; longer ones are dropped as malformed. */
export const MAX_EVENT_NAME_LENGTH = 200;

/** Reports an analytics event (the assistant's "opened", "question asked", ...). */
export function trackEvent(
  event: string,
  properties?: Record<string, unknown>,
): void {
  window.dispatchEvent(
    new CustomEvent<AnalyticsEventDetail>(ANALYTICS_EVENT, {
      detail: { event, properties },
    }),
  );
}

/** Asks for the support chat ("Contact Support"). */
export function requestSupportChat(): void {
  window.dispatchEvent(new Event(OPEN_SUPPORT_CHAT_EVENT));
}

/** The detail of an {@link ANALYTICS_EVENT}, or null when it is not one we forward. */
export function analyticsEventDetail(
  event: Event,
): AnalyticsEventDetail | null {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  if (typeof detail !== "object" || detail === null) return null;
  const { event: name, properties } = detail as Record<string, unknown>;
  if (
    typeof name !== "string" ||
    name === "" ||
    name.length > MAX_EVENT_NAME_LENGTH
  )
    return null;
  if (properties === undefined) return { event: name };
  if (
    typeof properties !== "object" ||
    properties === null ||
    Array.isArray(properties)
  )
    return null;
  return { event: name, properties: properties as Record<string, unknown> };
}
