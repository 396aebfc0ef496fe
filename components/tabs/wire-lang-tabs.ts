import { PREPAINT_STYLE_ID, TAB_ATTRS } from "./tab-constants";
import { readTab, seedTab, subscribeTabs, writeTab } from "./tab-storage";

/**
 * LangTabs on island pages (issue 20): the groups are in the static HTML, and switching them is
 * attribute work (aria-selected, tabindex, hidden), so a few listeners do what hydrating every
 * group's React tree (and the code blocks inside its panels) would. Same storage, same keys and
 * the same cross-group and cross-tab sync as the component.
 */
export function wireLangTabs(root: ParentNode = document): () => void {
  const groups = Array.from(
    root.querySelectorAll<HTMLElement>(`[${TAB_ATTRS.storageKey}]`),
  );
  if (groups.length === 0) return () => undefined;

  const tabsOf = (group: HTMLElement) =>
    Array.from(group.querySelectorAll<HTMLElement>('[role="tab"]')).filter(
      (tab) => tab.closest(`[${TAB_ATTRS.storageKey}]`) === group,
    );
  const labelOf = (tab: HTMLElement) =>
    decodeURIComponent(tab.getAttribute(TAB_ATTRS.tab) ?? "");

  function render(): void {
    for (const group of groups) {
      const tabs = tabsOf(group);
      const stored = readTab(group.getAttribute(TAB_ATTRS.storageKey) ?? "");
      const labels = tabs.map(labelOf);
      const selected =
        stored !== null && labels.includes(stored) ? stored : labels[0];
      for (const tab of tabs) {
        const active = labelOf(tab) === selected;
        tab.setAttribute("aria-selected", String(active));
        tab.tabIndex = active ? 0 : -1;
        const panel = document.getElementById(
          tab.getAttribute("aria-controls") ?? "",
        );
        if (panel) panel.hidden = !active;
      }
    }
  }

  const onClick = (event: Event) => {
    const tab = tabOf(event.target);
    if (!tab) return;
    writeTab(keyOf(tab), labelOf(tab));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const tab = tabOf(event.target);
    if (!tab) return;
    const group = tab.closest<HTMLElement>(`[${TAB_ATTRS.storageKey}]`);
    if (!group) return;
    const tabs = tabsOf(group);
    const index = tabs.indexOf(tab);
    const target =
      event.key === "Home"
        ? 0
        : event.key === "End"
          ? tabs.length - 1
          : event.key === "ArrowRight"
            ? (index + 1) % tabs.length
            : event.key === "ArrowLeft"
              ? (index - 1 + tabs.length) % tabs.length
              : -1;
    const next = tabs[target];
    if (!next) return;
    event.preventDefault();
    writeTab(keyOf(next), labelOf(next));
    next.focus();
  };
  const tabOf = (target: EventTarget | null) => {
    const tab =
      target instanceof Element
        ? target.closest<HTMLElement>(`[role="tab"][${TAB_ATTRS.tab}]`)
        : null;
    return tab && groups.some((g) => g.contains(tab)) ? tab : null;
  };
  const keyOf = (tab: HTMLElement) =>
    tab
      .closest(`[${TAB_ATTRS.storageKey}]`)
      ?.getAttribute(TAB_ATTRS.storageKey) ?? "";

  // Nothing stored yet: each group's first label seeds its key, as the component does.
  for (const group of groups) {
    const first = tabsOf(group)[0];
    if (first) seedTab(keyOf(first), labelOf(first));
  }
  render();
  // The attributes now say what the pre-paint rules said; they would fight later clicks.
  document.getElementById(PREPAINT_STYLE_ID)?.remove();
  const unsubscribe = subscribeTabs(render);
  document.addEventListener("click", onClick);
  document.addEventListener("keydown", onKeyDown);
  return () => {
    unsubscribe();
    document.removeEventListener("click", onClick);
    document.removeEventListener("keydown", onKeyDown);
  };
}
