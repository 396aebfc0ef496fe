// The theme's folder states (nextra-theme-docs `FolderImpl` and `Collapse`).
const PANEL_OPEN = ["_opacity-100"];
const PANEL_CLOSED = ["_opacity-0", "_overflow-hidden"];
const ARROW_OPEN = ["*:ltr:_rotate-90", "*:rtl:_rotate-[-270deg]"];
const OPEN_MS = 500;
const CLOSE_MS = 300;
/** Dispatched on a folder's `li` when a reader opens or closes it (`detail.open`). */
export const FOLDER_TOGGLE_EVENT = "lf-folder-toggle";

/** A folder item's own trigger: its button, or its link when the folder is a page too. */
const TRIGGER = ":scope > button[data-href], :scope > a";

function triggerOf(li: Element): HTMLElement | null {
  return li.querySelector<HTMLElement>(TRIGGER);
}

/** The folder item a click toggles: a folder button, or the arrow of a folder that is a link. */
function folderOf(target: EventTarget | null): {
  li: HTMLLIElement;
  panel: HTMLElement;
  arrow: SVGElement | null;
  viaArrow: boolean;
} | null {
  if (!(target instanceof Element)) return null;
  const li = target.closest("li");
  const trigger = li ? triggerOf(li) : null;
  const panel = trigger?.nextElementSibling;
  if (
    !trigger?.contains(target) ||
    !(li instanceof HTMLLIElement) ||
    !(panel instanceof HTMLElement)
  )
    return null;
  if (!trigger.closest(".nextra-sidebar-container")) return null;
  const arrow = trigger.querySelector("svg");
  const viaArrow = arrow !== null && arrow.contains(target);
  // A folder that is a link opens its page; only its arrow toggles it.
  if (trigger.tagName === "A" && !viaArrow) return null;
  return { li, panel, arrow, viaArrow };
}

function setOpen(
  li: HTMLLIElement,
  panel: HTMLElement,
  arrow: SVGElement | null,
  open: boolean,
  animate = true,
): void {
  const content = panel.firstElementChild as HTMLElement | null;
  li.classList.toggle("open", open);
  arrow?.classList.remove(...ARROW_OPEN);
  if (open) arrow?.classList.add(...ARROW_OPEN);
  panel.classList.remove(...(open ? PANEL_CLOSED : PANEL_OPEN));
  panel.classList.add(...(open ? PANEL_OPEN : PANEL_CLOSED));
  if (open) panel.removeAttribute("inert");
  else panel.setAttribute("inert", "");
  if (!animate) {
    // A folder restored on arrival (sidebar-memory.ts) is simply there, as if rendered open.
    panel.style.transitionDuration = "0ms";
    if (open) panel.style.removeProperty("height");
    else panel.style.height = "0";
    return;
  }
  panel.style.transitionDuration = `${open ? OPEN_MS : CLOSE_MS}ms`;
  // Animate the height from what it is to the content's height (or 0), as Collapse does.
  panel.style.height = `${content?.clientHeight ?? 0}px`;
  if (open)
    window.setTimeout(() => panel.style.removeProperty("height"), OPEN_MS);
  else window.setTimeout(() => (panel.style.height = "0"));
}

/** The key a folder is remembered by: the page its button or link stands for. */
export function folderKey(li: Element): string | null {
  const trigger = triggerOf(li);
  return (
    trigger?.getAttribute("data-href") ?? trigger?.getAttribute("href") ?? null
  );
}

/** Opens or closes a folder `li` of the sidebar at once (no animation), e.g. to restore it. */
export function setFolderOpen(li: HTMLLIElement, open: boolean): void {
  const trigger = triggerOf(li);
  const panel = trigger?.nextElementSibling;
  if (!(panel instanceof HTMLElement)) return;
  setOpen(li, panel, trigger?.querySelector("svg") ?? null, open, false);
}

/**
 * Sidebar and mobile-menu folders on an island page: a folder opens and closes as in the theme,
 * over items that the page's HTML already holds (closed panels are `inert`).
 */
export function wireSidebarFolders(root: Document = document): () => void {
  const onClick = (event: Event) => {
    const folder = folderOf(event.target);
    if (!folder) return;
    const { li, panel, arrow, viaArrow } = folder;
    // The theme leaves the current page's own folder button alone.
    if (!viaArrow && li.classList.contains("active")) return;
    if (viaArrow) event.preventDefault();
    const open = !li.classList.contains("open");
    setOpen(li, panel, arrow, open);
    li.dispatchEvent(
      new CustomEvent(FOLDER_TOGGLE_EVENT, { bubbles: true, detail: { open } }),
    );
  };
  root.addEventListener("click", onClick);
  return () => root.removeEventListener("click", onClick);
}
