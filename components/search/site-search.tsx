import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
} from "react";
import type { PagefindApi } from "@/lib/search/pagefind-api";
import { openAssistant } from "../assistant/assistant-launch";
import { loadPagefind } from "./load-pagefind";
import { SEARCH_LABELS } from "./search-constants";
import { isSearchShortcut } from "./search-shortcut";
import { SearchPanelFrame, SearchStatus } from "./search-frame";
import type { SearchPanelProps } from "./search-panel";

export interface SiteSearchProps {
  className?: string;
  /** Loads the search engine; tests pass a fake. */
  load?: () => Promise<PagefindApi>;
  /** Opens a result; defaults to a page load (the box is an island on pages without Next's router). */
  navigate?: (href: string) => void;
}

type KeyHandler = (event: KeyboardEvent<HTMLInputElement>) => void;

/**
 * The docs search box. On the page it is only an input with its shortcuts (`/`, Ctrl/Cmd+K):
 * the results panel and the search engine (Pagefind's static, chunked index) load the first time
 * a reader points at or focuses the box, so a reader who never searches downloads none of it.
 */
export function SiteSearch({
  className = "",
  load = loadPagefind,
  navigate,
}: SiteSearchProps) {
  const [value, setValue] = useState("");
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const [isMac, setIsMac] = useState(false);
  const [Panel, setPanel] = useState<ComponentType<SearchPanelProps> | null>(
    null,
  );
  const [panelFailed, setPanelFailed] = useState(false);
  const [activeId, setActiveId] = useState<string | undefined>();
  const requested = useRef(false);
  const keyHandler = useRef<KeyHandler | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();

  useEffect(() => setIsMac(navigator.userAgent.includes("Mac")), []);

  // `/` and Ctrl/Cmd+K focus the box from anywhere but another field.
  useEffect(() => {
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (!inputRef.current || !isSearchShortcut(event, document.activeElement))
        return;
      event.preventDefault();
      inputRef.current.focus({ preventScroll: true });
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const start = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    import("./search-panel").then(
      (mod) => setPanel(() => mod.SearchPanel),
      () => {
        requested.current = false;
        setPanelFailed(true);
      },
    );
  }, []);

  // On an island page the box wakes on first interaction (issue 20): by the time React listens,
  // the pointer that woke it is over it, or it has focus, and characters may already be typed.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const focusedNow = document.activeElement === input;
    if (focusedNow) setFocused(true);
    if (input.value) {
      setValue(input.value);
      setOpen(focusedNow);
    }
    if (input.value || focusedNow || input.parentElement?.matches(":hover"))
      start();
  }, [start]);

  const close = useCallback(() => setOpen(false), []);

  const select = useCallback(
    (href: string) => {
      setOpen(false);
      inputRef.current?.blur();
      setValue("");
      if (navigate) navigate(href);
      else window.location.assign(href);
    },
    [navigate],
  );

  const ask = useCallback((question: string) => {
    if (!question) return;
    setOpen(false);
    inputRef.current?.blur();
    openAssistant({ question, source: "search" });
  }, []);

  const setKeyHandler = useCallback((handler: KeyHandler) => {
    keyHandler.current = handler;
  }, []);

  const visible = open && value.trim() !== "";

  return (
    <div
      className={`_not-prose _relative _flex _items-center _text-gray-900 dark:_text-gray-300 contrast-more:_text-gray-800 contrast-more:dark:_text-gray-300 ${className}`}
      onPointerEnter={start}
    >
      <input
        ref={inputRef}
        type="search"
        role="combobox"
        aria-label="Search the site"
        aria-expanded={visible}
        aria-controls={visible ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={visible ? activeId : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={SEARCH_LABELS.placeholder}
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setOpen(true);
          start();
        }}
        onFocus={(event) => {
          // Characters typed while the island was waking are in the box but not in React's
          // state; the focus that wake.ts gives again after hydration adopts them.
          const typed = event.currentTarget.value;
          if (typed !== value) setValue(typed);
          setFocused(true);
          setOpen(true);
          start();
        }}
        onBlur={() => {
          setFocused(false);
          setOpen(false);
        }}
        onKeyDown={(event) => {
          // Before the panel has loaded, Ctrl/Cmd+Enter can already ask.
          if (!keyHandler.current) {
            if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              ask(value.trim());
            }
            return;
          }
          keyHandler.current(event);
        }}
        className={`_rounded-lg _px-3 _py-2 _transition-colors _w-full md:_w-64 _text-base _leading-tight md:_text-sm placeholder:_text-gray-500 dark:placeholder:_text-gray-400 contrast-more:_border contrast-more:_border-current [&::-webkit-search-cancel-button]:_appearance-none ${
          focused
            ? "_bg-transparent nextra-focusable"
            : "_bg-black/[.05] dark:_bg-gray-50/10"
        }`}
      />
      {!focused && !value ? (
        <kbd className="_absolute _my-1.5 _select-none ltr:_right-1.5 rtl:_left-1.5 _h-5 _rounded _bg-white _px-1.5 _font-mono _text-[11px] _font-medium _text-gray-500 _border dark:_border-gray-100/20 dark:_bg-black/50 contrast-more:_border-current contrast-more:_text-current contrast-more:dark:_border-current _items-center _gap-1 _flex max-sm:_hidden">
          {isMac ? "⌘K" : "CTRL K"}
        </kbd>
      ) : null}
      {Panel ? (
        <Panel
          value={value}
          visible={visible}
          listId={listId}
          load={load}
          setKeyHandler={setKeyHandler}
          onActiveChange={setActiveId}
          onSelect={select}
          onAsk={ask}
          onClose={close}
        />
      ) : visible ? (
        <SearchPanelFrame>
          <SearchStatus error={panelFailed}>
            {panelFailed ? SEARCH_LABELS.error : SEARCH_LABELS.loading}
          </SearchStatus>
        </SearchPanelFrame>
      ) : null}
    </div>
  );
}
