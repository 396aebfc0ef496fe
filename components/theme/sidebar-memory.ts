/**
 * The sidebar as the reader left it, across page loads (issue 20): on island pages a click in the
 * sidebar loads a new document, which would otherwise start with the sidebar scrolled to the top
 * and only the current page's folders open. Per tab (sessionStorage) and per menu: a page of
 * another section, with another menu, starts fresh with its active item centred (mobile-menu.ts,
 * as the theme's `Sidebar` does when it mounts).
 */
import { listenAll } from "./listen";
import {
  FOLDER_TOGGLE_EVENT,
  folderKey,
  setFolderOpen,
} from "./sidebar-folders";

export const SIDEBAR_MEMORY_KEY = "lf-sidebar";
const CONTAINER = ".nextra-sidebar-container";
const SCROLLER = `${CONTAINER} > ._overflow-y-auto`;
const DESKTOP_MENU = ".nextra-menu-desktop";

export interface SidebarMemory {
  /** The menu it belongs to (its first link: every page of a section shows the same menu). */
  menu: string;
  scrollTop: number;
  /** Folders the reader opened (true) or closed (false), by the page each stands for. */
  folders: Record<string, boolean>;
}

function isMemory(value: unknown): value is SidebarMemory {
  if (typeof value !== "object" || value === null) return false;
  const { menu, scrollTop, folders } = value as Partial<SidebarMemory>;
  return (
    typeof menu === "string" &&
    typeof scrollTop === "number" &&
    typeof folders === "object" &&
    folders !== null &&
    Object.values(folders).every((open) => typeof open === "boolean")
  );
}

function readMemory(storage: Storage): SidebarMemory | null {
  try {
    const value: unknown = JSON.parse(
      storage.getItem(SIDEBAR_MEMORY_KEY) ?? "null",
    );
    return isMemory(value) ? value : null;
  } catch {
    return null;
  }
}

function writeMemory(storage: Storage, memory: SidebarMemory): void {
  try {
    storage.setItem(SIDEBAR_MEMORY_KEY, JSON.stringify(memory));
  } catch {
    // Storage full or blocked: the sidebar simply starts fresh on the next page.
  }
}

function restore(
  root: Document,
  scroller: HTMLElement,
  memory: SidebarMemory | null,
): void {
  // Without a memory the theme's own rule holds: mobile-menu.ts centres the active item.
  if (!memory) return;
  for (const li of root.querySelectorAll<HTMLLIElement>(`${CONTAINER} li`)) {
    const open = memory.folders[folderKey(li) ?? ""];
    if (open === undefined || li.classList.contains("open") === open) continue;
    // A folder that holds the current page stays open, whatever the reader did elsewhere.
    if (!open && li.querySelector("li.active")) continue;
    setFolderOpen(li, open);
  }
  scroller.scrollTop = memory.scrollTop;
}

/**
 * Restores the sidebar from this tab's memory and keeps the memory current (scrolling, folders
 * opened or closed). A page the browser prerendered (speculation rules) restores when the reader
 * arrives, since only then does the memory hold what they did on the page before.
 */
export function wireSidebarMemory(
  root: Document = document,
  storage: Storage = window.sessionStorage,
): () => void {
  const scroller = root.querySelector<HTMLElement>(SCROLLER);
  const menu = root
    .querySelector(`${DESKTOP_MENU} a[href]`)
    ?.getAttribute("href");
  if (!scroller || !menu) return () => undefined;

  let memory: SidebarMemory = { menu, scrollTop: 0, folders: {} };
  const arrive = () => {
    const stored = readMemory(storage);
    const same = stored?.menu === menu ? stored : null;
    restore(root, scroller, same);
    memory = same ?? memory;
  };
  const save = () => {
    memory.scrollTop = scroller.scrollTop;
    writeMemory(storage, memory);
  };
  let frame = 0;
  const onScroll = () => {
    if (frame) return;
    frame = window.requestAnimationFrame(() => {
      frame = 0;
      save();
    });
  };
  const onToggle = (event: Event) => {
    const li = event.target instanceof Element ? event.target : null;
    const key = li ? folderKey(li) : null;
    const open = (event as CustomEvent<{ open: boolean }>).detail?.open;
    if (!key || typeof open !== "boolean") return;
    memory.folders[key] = open;
    save();
  };

  const prerendering = (root as Document & { prerendering?: boolean })
    .prerendering;
  if (prerendering)
    root.addEventListener("prerenderingchange", arrive, { once: true });
  else arrive();
  const stop = listenAll([
    [scroller, "scroll", onScroll],
    [root, FOLDER_TOGGLE_EVENT, onToggle],
    [root.defaultView, "pagehide", save],
  ]);
  return () => {
    stop();
    root.removeEventListener("prerenderingchange", arrive);
    if (frame) window.cancelAnimationFrame(frame);
  };
}
