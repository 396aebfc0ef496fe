import { useCallback, useSyncExternalStore } from "react";

/**
 * The chosen tab label per storage key, shared by every tab group on the page and persisted in
 * localStorage. Other browser tabs are followed through the `storage` event.
 */
const listeners = new Set<() => void>();
const IN_PAGE_EVENT = "langfuse:tab-change";

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (privacy mode): tabs still work, just unsynced across pages
  }
}

function subscribe(callback: () => void): () => void {
  listeners.add(callback);
  const onStorage = () => callback();
  window.addEventListener("storage", onStorage);
  window.addEventListener(IN_PAGE_EVENT, onStorage);
  return () => {
    listeners.delete(callback);
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(IN_PAGE_EVENT, onStorage);
  };
}

export function writeTab(key: string, label: string): void {
  try {
    window.localStorage.setItem(key, label);
  } catch {
    // ignore: see read()
  }
  window.dispatchEvent(new Event(IN_PAGE_EVENT));
}

/** Stores `label` only when nothing is stored yet (the first tab seeds the shared value). */
export function seedTab(key: string, label: string): void {
  if (read(key) === null) writeTab(key, label);
}

/**
 * The stored label for `key` (null on the server and before anything is stored), and a setter.
 * useSyncExternalStore keeps every group on the page consistent within one render.
 */
export function useStoredTab(
  key: string,
): [string | null, (label: string) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  );
  const set = useCallback((label: string) => writeTab(key, label), [key]);
  return [value, set];
}
