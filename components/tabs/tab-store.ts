import { useCallback, useSyncExternalStore } from "react";
import { readTab, subscribeTabs, writeTab } from "./tab-storage";

export { seedTab } from "./tab-storage";

/**
 * The stored label for `key` (null on the server and before anything is stored), and a setter.
 * useSyncExternalStore keeps every group on the page consistent within one render.
 */
export function useStoredTab(
  key: string,
): [string | null, (label: string) => void] {
  const value = useSyncExternalStore(
    subscribeTabs,
    () => readTab(key),
    () => null,
  );
  const set = useCallback((label: string) => writeTab(key, label), [key]);
  return [value, set];
}
