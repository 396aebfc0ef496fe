/** A listener to add: its target (skipped when absent), the event type and the handler. */
export type Listening = readonly [
  EventTarget | null | undefined,
  string,
  // Each handler takes its own event type (KeyboardEvent, PointerEvent, ...).
  (event: never) => void,
];

/** Adds every listener and returns one cleanup that removes them all. */
export function listenAll(listeners: readonly Listening[]): () => void {
  for (const [target, type, handler] of listeners)
    target?.addEventListener(type, handler as EventListener);
  return () => {
    for (const [target, type, handler] of listeners)
      target?.removeEventListener(type, handler as EventListener);
  };
}

/**
 * Wires each element under `root` that matches `selector` once (`wired` remembers them across
 * calls) and returns one cleanup for all of them.
 */
export function wireEach<E extends Element>(
  root: ParentNode,
  selector: string,
  wired: WeakSet<E>,
  wire: (element: E) => () => void,
): () => void {
  const cleanups = Array.from(root.querySelectorAll<E>(selector))
    .filter((element) => !wired.has(element))
    .map((element) => {
      wired.add(element);
      const unwire = wire(element);
      return () => {
        unwire();
        wired.delete(element);
      };
    });
  return () => cleanups.forEach((cleanup) => cleanup());
}
