import {
  Fragment,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from "react";
import type { PagefindApi } from "@/lib/search/pagefind-api";
import {
  planSearch,
  rememberingEngine,
  type SearchEngine,
} from "@/lib/search/query-plan";
import {
  groupResults,
  MAX_PAGES,
  type ExcerptPart,
  type SearchGroup,
} from "@/lib/search/search-results";
import { LAUNCH_LABELS } from "../assistant/assistant-launch";
import { SEARCH_LABELS } from "./search-constants";
import { respellWord } from "./respell-word";
import { SearchPanelFrame, SearchStatus } from "./search-frame";

type IndexState = "loading" | "ready" | "error";

/** The results of one query; `query` tells which, so a stale answer is never called current. */
interface Answer {
  query: string;
  groups: SearchGroup[];
  /** The words searched instead of a misspelt query, shown above the results. */
  respelt: string | null;
}

export interface SearchPanelProps {
  /** What is typed in the box. */
  value: string;
  /** Whether the box has focus and a query, so the results show. */
  visible: boolean;
  /** Id of the listbox, which the box names in `aria-controls`. */
  listId: string;
  load: () => Promise<PagefindApi>;
  /** The box hands its key presses here (arrows, Enter, Escape, Ctrl/Cmd+Enter). */
  setKeyHandler: (
    handler: (event: KeyboardEvent<HTMLInputElement>) => void,
  ) => void;
  /** Tells the box which option is active, for `aria-activedescendant`. */
  onActiveChange: (id: string | undefined) => void;
  /** Opens a result. */
  onSelect: (href: string) => void;
  /** Hands the query to Ask AI. */
  onAsk: (query: string) => void;
  /** Closes the results, keeping the query. */
  onClose: () => void;
}

function Excerpt({ parts }: { parts: ExcerptPart[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.mark ? (
          <mark key={i} className="_bg-transparent _text-primary-600">
            {part.text}
          </mark>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

/**
 * The search engine and the results under the box: loaded with its own chunk the first time a
 * reader points at or focuses the box, it loads Pagefind and searches what is typed (including what
 * was typed while it loaded). Results are grouped by page with up to five headings each.
 */
export function SearchPanel({
  value,
  visible,
  listId,
  load,
  setKeyHandler,
  onActiveChange,
  onSelect,
  onAsk,
  onClose,
}: SearchPanelProps) {
  const [indexState, setIndexState] = useState<IndexState>("loading");
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [active, setActive] = useState(-1);
  const api = useRef<SearchEngine | null>(null);
  const latest = useRef(value);
  latest.current = value;

  const run = useCallback(async (typed: string) => {
    const engine = api.current;
    const q = typed.trim();
    if (!engine || !q) return;
    const planned = await planSearch(engine, q, respellWord);
    // A newer keystroke has its own search under way: drop this one.
    if (!planned || latest.current.trim() !== q) return;
    // Only the pages shown: each costs a fragment fetch.
    const pages = await Promise.all(
      planned.results.slice(0, MAX_PAGES).map((r) => r.data()),
    );
    if (latest.current.trim() !== q) return;
    setAnswer({
      query: q,
      groups: groupResults(pages),
      respelt: planned.respelt,
    });
    setActive(-1);
  }, []);

  useEffect(() => {
    let cancelled = false;
    load().then(
      (engine) => {
        if (cancelled) return;
        api.current = rememberingEngine(engine);
        setIndexState("ready");
      },
      () => !cancelled && setIndexState("error"),
    );
    return () => {
      cancelled = true;
    };
  }, [load]);

  // Every change of the query, and the moment the index is ready (for what was typed meanwhile).
  useEffect(() => {
    if (indexState === "ready") void run(value);
  }, [indexState, value, run]);

  const query = value.trim();
  // While the next answer is on its way the previous one stays up (no flash of "Loading…"
  // between keystrokes); "No results found." only ever describes the query as typed.
  const current = answer?.query === query;
  const groups = answer?.groups ?? [];
  const options = groups.flatMap((g) => [g.href, ...g.hits.map((h) => h.href)]);
  const optionId = useCallback(
    (i: number) => `${listId}-option-${i}`,
    [listId],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (query) onAsk(query);
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (options.length === 0) return;
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) =>
        i === -1 && step === -1
          ? options.length - 1
          : (i + step + options.length) % options.length,
      );
    } else if (event.key === "Enter") {
      const target = options[active === -1 ? 0 : active];
      if (!visible || !target) return;
      event.preventDefault();
      onSelect(target);
    } else if (event.key === "Escape" && visible) {
      event.preventDefault();
      setActive(-1);
      onClose();
    }
  };
  // The box calls the latest handler (it closes over the current options).
  useLayoutEffect(() => setKeyHandler(onKeyDown));

  useEffect(() => {
    onActiveChange(visible && active !== -1 ? optionId(active) : undefined);
    if (active !== -1)
      document
        .getElementById(optionId(active))
        ?.scrollIntoView({ block: "nearest" });
  }, [active, visible, optionId, onActiveChange]);

  if (!visible) return null;

  const status =
    indexState === "error"
      ? SEARCH_LABELS.error
      : indexState !== "ready" || !answer
        ? SEARCH_LABELS.loading
        : groups.length === 0
          ? current
            ? SEARCH_LABELS.empty
            : SEARCH_LABELS.loading
          : null;

  // Options are numbered in reading order: each page, then its headings.
  let index = -1;
  const optionProps = (href: string, extraClass = "") => {
    index += 1;
    const i = index;
    return {
      id: optionId(i),
      role: "option" as const,
      "aria-selected": i === active,
      tabIndex: -1,
      href,
      // The theme's own option classes (see search-frame.tsx).
      className: `_mx-2.5 _break-words _rounded-md contrast-more:_border _block _scroll-m-12 _px-2.5 _py-2 ${
        i === active
          ? "_text-primary-600 contrast-more:_border-current _bg-primary-500/10"
          : "_text-gray-800 dark:_text-gray-300 contrast-more:_border-transparent"
      } ${extraClass}`,
      onMouseMove: () => i !== active && setActive(i),
      onClick: (event: React.MouseEvent) => {
        // New-tab and new-window clicks keep the browser's behaviour.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button)
          return;
        event.preventDefault();
        onSelect(href);
      },
    };
  };

  return (
    <SearchPanelFrame>
      <button
        type="button"
        onClick={() => onAsk(query)}
        className="mx-2.5 mb-2 flex w-[calc(100%-1.25rem)] items-center justify-between gap-3 rounded-md border border-slate-200 px-2.5 py-2 text-left font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        <span className="min-w-0 truncate">
          {LAUNCH_LABELS.searchEntry(query)}
        </span>
        <kbd className="shrink-0 rounded border border-slate-300 px-1 font-mono text-[11px] font-medium text-slate-500 dark:border-slate-600 dark:text-slate-400">
          {LAUNCH_LABELS.searchEntryHint}
        </kbd>
      </button>
      {status ? (
        <SearchStatus error={indexState === "error"}>{status}</SearchStatus>
      ) : (
        <>
          {current && answer?.respelt ? (
            <p className="mx-5 mb-1 text-xs text-slate-600 dark:text-slate-400">
              {SEARCH_LABELS.respelt}{" "}
              <span className="font-semibold text-slate-800 dark:text-slate-200">
                {answer.respelt}
              </span>
            </p>
          ) : null}
          <div id={listId} role="listbox" aria-label={SEARCH_LABELS.results}>
            {groups.map((group) => (
              <div key={group.href} role="group" aria-label={group.title}>
                <a {...optionProps(group.href)}>
                  <span className="flex items-baseline gap-2">
                    <span className="shrink-0 rounded bg-slate-100 px-1.5 py-0.5 text-[11px] font-semibold uppercase tracking-wide text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                      {group.section}
                    </span>
                    <span className="font-semibold">{group.title}</span>
                  </span>
                  <span className="mt-1 block text-xs leading-5 text-slate-600 dark:text-slate-400">
                    <Excerpt parts={group.excerpt} />
                  </span>
                </a>
                {group.hits.map((hit) => (
                  <a
                    key={hit.href}
                    {...optionProps(
                      hit.href,
                      "ml-4 border-l border-slate-200 dark:border-slate-700",
                    )}
                  >
                    <span className="block font-medium">
                      <span aria-hidden="true"># </span>
                      {hit.title}
                    </span>
                    <span className="mt-0.5 block text-xs leading-5 text-slate-600 dark:text-slate-400">
                      <Excerpt parts={hit.excerpt} />
                    </span>
                  </a>
                ))}
              </div>
            ))}
          </div>
        </>
      )}
    </SearchPanelFrame>
  );
}
