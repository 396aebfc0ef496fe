/**
 * The chosen tab label per storage key, persisted in localStorage and announced to every tab
 * group on the page; other browser tabs are followed through the `storage` event. No React here:
 * island pages drive their tabs with it directly (wire-lang-tabs.ts), and the React hook
 * (tab-store.ts) sits on top.
 */
const IN_PAGE_EVENT = "langfuse:tab-change";

export function readTab(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (privacy mode): tabs still work, just unsynced across pages
  }
}

/** Calls `callback` when any group on this page or another browser tab changes the choice. */
export function subscribeTabs(callback: () => void): () => void {
  const onChange = () => callback();
  window.addEventListener("storage", onChange);
  window.addEventListener(IN_PAGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(IN_PAGE_EVENT, onChange);
  };
}

export function writeTab(key: string, label: string): void {
  try {
    window.localStorage.setItem(key, label);
  } catch {
    // ignore: see readTab()
  }
  window.dispatchEvent(new Event(IN_PAGE_EVENT));
}

/** Stores `label` only when nothing is stored yet (the first tab seeds the shared value). */
export function seedTab(key: string, label: string): void {
  if (readTab(key) === null) writeTab(key, label);
}
