import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { LAUNCH_LABELS, openAssistant } from "./assistant-launch";

/** Nextra's search inputs (navbar and mobile menu) and the panel its results open in. */
const SEARCH_INPUT = 'input[type="search"]';
const RESULTS_PANEL = ".nextra-search-results";
const HOST_ATTRIBUTE = "data-ask-ai-entry";

function isSearchInput(target: EventTarget | null): target is HTMLInputElement {
  return target instanceof HTMLInputElement && target.matches(SEARCH_INPUT);
}

/**
 * Adds "Ask AI about <query>" at the top of Nextra's search results. nextra-theme-docs 3.3.1 does
 * not export its search component, so a wrapper in theme.config could not render it (with our
 * patches) plus an entry; instead this follows what is typed into the search box and renders the
 * entry into the results panel while it is open. Ctrl/Cmd+Enter in the search box asks too.
 */
export function SearchAskAiEntry() {
  const [query, setQuery] = useState("");
  const [host, setHost] = useState<HTMLElement | null>(null);

  useEffect(() => {
    let observer: MutationObserver | undefined;
    let frame = 0;
    /** Keeps our host element first in the open results panel, if one is open. */
    const sync = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const panel = document.querySelector<HTMLElement>(RESULTS_PANEL);
        if (!panel) return setHost(null);
        let el = panel.querySelector<HTMLElement>(
          `:scope > [${HOST_ATTRIBUTE}]`,
        );
        if (!el) {
          el = document.createElement("div");
          el.setAttribute(HOST_ATTRIBUTE, "");
          panel.prepend(el);
        }
        setHost(el);
      });
    };
    const onInput = (event: Event) => {
      if (!isSearchInput(event.target)) return;
      setQuery(event.target.value);
      sync();
    };
    // Watch the DOM only while a search box has focus: that is when the panel opens and closes.
    const onFocusIn = (event: FocusEvent) => {
      if (!isSearchInput(event.target) || observer) return;
      setQuery(event.target.value);
      observer = new MutationObserver(sync);
      observer.observe(document.body, { childList: true, subtree: true });
      sync();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!isSearchInput(event.target)) return;
      observer?.disconnect();
      observer = undefined;
      sync();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        !isSearchInput(event.target) ||
        event.key !== "Enter" ||
        !(event.ctrlKey || event.metaKey)
      )
        return;
      const question = event.target.value.trim();
      if (!question) return;
      event.preventDefault();
      event.target.blur();
      openAssistant({ question, source: "search" });
    };
    document.addEventListener("input", onInput, true);
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("focusout", onFocusOut);
    document.addEventListener("keydown", onKeyDown, true);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      document.removeEventListener("input", onInput, true);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("keydown", onKeyDown, true);
    };
  }, []);

  const question = query.trim();
  if (!host || !question) return null;
  return createPortal(
    <button
      type="button"
      // Keep focus in the search box, or the panel closes before the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        (document.activeElement as HTMLElement | null)?.blur();
        openAssistant({ question, source: "search" });
      }}
      className="mx-2.5 mb-2 flex w-[calc(100%-1.25rem)] items-center justify-between gap-3 rounded-md border border-slate-200 px-2.5 py-2 text-left text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
    >
      <span className="min-w-0 truncate">
        {LAUNCH_LABELS.searchEntry(question)}
      </span>
      <kbd className="shrink-0 rounded border border-slate-300 px-1 font-mono text-[11px] font-medium text-slate-500 dark:border-slate-600 dark:text-slate-400">
        {LAUNCH_LABELS.searchEntryHint}
      </kbd>
    </button>,
    host,
  );
}
