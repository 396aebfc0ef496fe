import {
  Children,
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import {
  PREPAINT_STYLE_ID,
  SYNCED_TAB_STORAGE_KEY,
  TAB_ATTRS,
  tabToken,
} from "./tab-constants";
import { seedTab, useStoredTab } from "./tab-store";

export interface LangTabsProps {
  /** Tab labels, one per child panel, e.g. `["Python", "JS/TS"]`. */
  items: readonly string[];
  children: ReactNode;
  /** Groups with the same key share their choice; defaults to the site-wide language key. */
  storageKey?: string;
}

/**
 * Tabs synced by label: choosing "JS/TS" in one group switches every group with that label, on
 * this page, on later pages and in other open browser tabs.
 */
export function LangTabs({
  items,
  children,
  storageKey = SYNCED_TAB_STORAGE_KEY,
}: LangTabsProps) {
  const baseId = useId();
  const [stored, setStored] = useStoredTab(storageKey);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const panels = Children.toArray(children);

  const first = items[0] ?? "";
  const selected = stored !== null && items.includes(stored) ? stored : first;

  useEffect(() => {
    // Nothing stored yet: the first tab's label seeds the shared value. (During hydration `stored`
    // is the server's null even when storage has a value, so storage itself is checked.)
    if (first) seedTab(storageKey, first);
    // React now renders the stored choice itself; the pre-paint rules would fight later clicks.
    document.getElementById(PREPAINT_STYLE_ID)?.remove();
  }, [first, storageKey]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const delta =
      event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    const target =
      event.key === "Home"
        ? 0
        : event.key === "End"
          ? items.length - 1
          : (index + delta + items.length) % items.length;
    if (delta === 0 && event.key !== "Home" && event.key !== "End") return;
    event.preventDefault();
    const label = items[target];
    if (label !== undefined) setStored(label);
    tabRefs.current[target]?.focus();
  }

  const groupAttrs = { [TAB_ATTRS.group]: items.map(tabToken).join(" ") };
  return (
    <div
      className="mt-6"
      {...{ [TAB_ATTRS.storageKey]: storageKey }}
      {...(storageKey === SYNCED_TAB_STORAGE_KEY ? groupAttrs : {})}
    >
      <div
        role="tablist"
        className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-neutral-800"
      >
        {items.map((label, index) => {
          const active = label === selected;
          return (
            <button
              key={label}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={active ? 0 : -1}
              {...{ [TAB_ATTRS.tab]: tabToken(label) }}
              onClick={() => setStored(label)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className="-mb-px whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 aria-selected:border-blue-700 aria-selected:text-blue-800 dark:text-slate-400 dark:hover:text-white dark:aria-selected:border-blue-400 dark:aria-selected:text-blue-300"
            >
              {label}
            </button>
          );
        })}
      </div>
      {panels.map((panel, index) => {
        const label = items[index] ?? "";
        return (
          <div
            key={label || index}
            role="tabpanel"
            id={`${baseId}-panel-${index}`}
            aria-labelledby={`${baseId}-tab-${index}`}
            hidden={label !== selected}
            {...{ [TAB_ATTRS.panel]: tabToken(label) }}
            className="pt-2"
          >
            {panel}
          </div>
        );
      })}
    </div>
  );
}

/** Tab panel wrapper for MDX: `<LangTabs.Tab>` keeps content readable in source. */
export function Tab({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
LangTabs.Tab = Tab;
