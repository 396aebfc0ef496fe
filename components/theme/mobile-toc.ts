/**
 * The phone's "On this page" menu (components/layout/mobile-toc.tsx) is a plain <details>; this
 * closes it once a link took the reader to a heading (an open list would cover what they jumped
 * to) and on Escape, handing focus back to its summary. One delegated listener pair on `root`.
 * Returns a cleanup.
 */
const MENU = "details[data-mobile-toc]";

const wired = new WeakSet<ParentNode>();

export function wireMobileToc(root: ParentNode = document): () => void {
  if (wired.has(root)) return () => undefined;
  wired.add(root);
  const menuOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLDetailsElement>(MENU) : null;
  const onClick = (event: Event) => {
    const link =
      event.target instanceof Element
        ? event.target.closest('a[href^="#"]')
        : null;
    const menu = menuOf(link);
    if (menu) menu.open = false;
  };
  const onKeyDown = (event: Event) => {
    if ((event as KeyboardEvent).key !== "Escape") return;
    const menu = menuOf(event.target);
    if (!menu?.open) return;
    menu.open = false;
    menu.querySelector("summary")?.focus();
  };
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKeyDown);
  return () => {
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKeyDown);
    wired.delete(root);
  };
}
