/** localStorage key shared by every synced language tab group, on every page. */
export const SYNCED_TAB_STORAGE_KEY = "langfuse-lang-tab";

/** Attribute names the pre-paint script and the component agree on. */
export const TAB_ATTRS = {
  group: "data-tab-labels",
  /** Every group's storage key: island pages find and drive their groups by it. */
  storageKey: "data-tab-storage",
  panel: "data-tab-panel",
  tab: "data-tab",
} as const;

/** Id of the <style> the pre-paint script injects; removed once React has taken over. */
export const PREPAINT_STYLE_ID = "lang-tab-prepaint";

/** Labels as attribute tokens: `~=` selectors split on spaces, so labels are URI-encoded. */
export function tabToken(label: string): string {
  return encodeURIComponent(label);
}
