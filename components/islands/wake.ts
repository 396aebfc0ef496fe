import { WAKE_EVENT } from "./island-tag";

/**
 * When an island wakes (issue 20). The static HTML is complete without JavaScript; an island's
 * code is fetched and hydrated only when the reader could need it:
 * - `load`: at once (the assistant on /docs/ask-ai, the page's purpose; the navbar's theme toggle
 *   and region button need no React at load, components/navbar/navbar-extra.tsx says why);
 * - `idle`: when the main thread is free (nothing at present: what could wait for idle waits for
 *   the reader instead, which costs the first load nothing);
 * - `visible`: when the island comes within {@link VISIBLE_MARGIN} of the viewport (video,
 *   feedback, the pricing plans: a native radio must change at once, and a held click would
 *   change it late);
 * - `interaction`: on the first pointer, touch or focus on it (theme toggle, region button, search,
 *   Ask AI, contributors, brand dialog, zoom, Copy as Markdown, the home page's feature tabs), or
 *   when other code asks for it with {@link WAKE_EVENT}.
 */
export const WAKE_MOMENTS = ["load", "idle", "visible", "interaction"] as const;
export type WakeOn = (typeof WAKE_MOMENTS)[number];

/** How far outside the viewport a `visible` island starts loading (the spec's prefetch margin). */
export const VISIBLE_MARGIN = "200px";
/** The longest an `idle` island waits for an idle period (browsers without requestIdleCallback wait this long too). */
export const IDLE_TIMEOUT_MS = 2000;
/** Events that count as the first interaction with an island. */
export const INTERACTION_EVENTS = [
  WAKE_EVENT,
  "pointerover",
  "pointerdown",
  "touchstart",
  "focusin",
] as const;
/**
 * Events that arrive before an `interaction` island has hydrated are held and replayed once it
 * has: a right-click or tap that woke the island still does what it asked for.
 */
export const REPLAYED_EVENTS = ["click", "contextmenu"] as const;

export function isWakeOn(value: string | undefined): value is WakeOn {
  return (WAKE_MOMENTS as readonly string[]).includes(value ?? "");
}

/**
 * Calls `wake` once, at the island's moment. `wake` returns a promise that settles when the
 * island has hydrated. Whatever the moment (but `load`), a reader who reaches the island first
 * wakes it (a video clicked before it was scrolled to, feedback clicked before the page was
 * idle), and clicks and context-menu events on it in the meantime are cancelled and dispatched
 * again afterwards.
 */
export function scheduleWake(
  element: HTMLElement,
  on: WakeOn,
  wake: () => Promise<void>,
  win: Window & typeof globalThis = window,
): void {
  if (on === "load") {
    void wake();
    return;
  }
  const wakeNow = wakeOnInteraction(element, wake);
  switch (on) {
    case "idle":
      if (typeof win.requestIdleCallback === "function")
        win.requestIdleCallback(wakeNow, { timeout: IDLE_TIMEOUT_MS });
      else win.setTimeout(wakeNow, IDLE_TIMEOUT_MS / 10);
      return;
    case "visible": {
      if (typeof win.IntersectionObserver !== "function") {
        wakeNow();
        return;
      }
      const observer = new win.IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          wakeNow();
        },
        { rootMargin: VISIBLE_MARGIN },
      );
      // The island element itself has `display: contents` and no box; its children do.
      const targets = element.children.length
        ? Array.from(element.children)
        : [element];
      for (const target of targets) observer.observe(target);
      return;
    }
    case "interaction":
      return;
  }
}

/**
 * Wakes the island on its first interaction; returns the function that wakes it now (at its
 * scheduled moment). Either way it wakes once, and events held meanwhile are replayed.
 */
function wakeOnInteraction(
  element: HTMLElement,
  wake: () => Promise<void>,
): () => void {
  const held: Array<{ target: EventTarget; event: MouseEvent }> = [];
  let state: "asleep" | "waking" | "awake" = "asleep";

  const hold = (event: Event) => {
    if (state === "awake" || !(event instanceof MouseEvent) || !event.target)
      return;
    event.preventDefault();
    event.stopPropagation();
    held.push({ target: event.target, event });
    start();
  };
  const start = () => {
    if (state !== "asleep") return;
    state = "waking";
    for (const type of INTERACTION_EVENTS)
      element.removeEventListener(type, start);
    void wake().then(
      () => finish(true),
      () => finish(false),
    );
  };
  const finish = (hydrated: boolean) => {
    state = "awake";
    for (const type of REPLAYED_EVENTS)
      element.removeEventListener(type, hold, true);
    if (!hydrated) return;
    const focused = element.ownerDocument.activeElement;
    // Focus that woke the island happened before React listened: give it again.
    if (focused instanceof HTMLElement && element.contains(focused)) {
      focused.blur();
      focused.focus();
    }
    for (const { target, event } of held.splice(0))
      target.dispatchEvent(
        new MouseEvent(event.type, {
          bubbles: true,
          cancelable: true,
          button: event.button,
          buttons: event.buttons,
          clientX: event.clientX,
          clientY: event.clientY,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          shiftKey: event.shiftKey,
          altKey: event.altKey,
        }),
      );
  };

  for (const type of INTERACTION_EVENTS)
    element.addEventListener(type, start, { passive: true });
  for (const type of REPLAYED_EVENTS)
    element.addEventListener(type, hold, true);
  return start;
}
