import { useEffect, useRef, useState } from "react";
import ChevronDown from "lucide-react/icons/chevron-down";
import { normalisePath, twinPathFor } from "@/lib/routes";
import { sectionFor } from "@/lib/sections";
import { siteConfig } from "@/lib/site-config";
import {
  assistantLinks,
  classifyCopyError,
  COPIED_RESET_MS,
  COPY_MARKDOWN_LABELS as L,
  ERROR_RESET_MS,
  FetchStatusError,
  type CopyErrorKind,
} from "./copy-markdown-constants";

type State =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "copied" }
  | { status: "error"; kind?: CopyErrorKind };

/** Copies the page's `.md` twin to the clipboard, and offers it to chat assistants. */
export function CopyMarkdownButton({ path }: { path: string }) {
  const pagePath = normalisePath(path);
  const [state, setState] = useState<State>({ status: "idle" });
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.status !== "copied" && state.status !== "error") return;
    const timer = setTimeout(
      () => setState({ status: "idle" }),
      state.status === "copied" ? COPIED_RESET_MS : ERROR_RESET_MS,
    );
    return () => clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    if (!menuOpen) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === "Escape"
          : !menuRef.current?.contains(event.target as Node)
      )
        setMenuOpen(false);
    };
    document.addEventListener("keydown", close);
    document.addEventListener("pointerdown", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("pointerdown", close);
    };
  }, [menuOpen]);

  if (!sectionFor(pagePath).copyMarkdown) return null;
  const twin = twinPathFor(pagePath);

  async function copy() {
    setState({ status: "loading" });
    try {
      const res = await fetch(twin, { headers: { Accept: "text/markdown" } });
      if (!res.ok) throw new FetchStatusError(res.status);
      const text = await res.text();
      await navigator.clipboard.writeText(text);
      setState({ status: "copied" });
    } catch (error) {
      setState({ status: "error", kind: classifyCopyError(error) });
    }
  }

  const label =
    state.status === "loading"
      ? L.loading
      : state.status === "copied"
        ? L.copied
        : state.status === "error"
          ? state.kind
            ? L[state.kind]
            : L.defaultError
          : L.idle;
  const links = assistantLinks(`${siteConfig.siteUrl}${twin}`);
  const buttonClass =
    "inline-flex items-center gap-1.5 border border-slate-300 bg-white px-2.5 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-default disabled:opacity-80 dark:border-neutral-700 dark:bg-neutral-900 dark:text-slate-200 dark:hover:bg-neutral-800";

  return (
    <div
      ref={menuRef}
      data-pagefind-ignore
      className="not-prose relative mt-3 inline-flex"
      data-copy-markdown=""
    >
      <button
        type="button"
        onClick={() => void copy()}
        disabled={state.status !== "idle"}
        aria-live="polite"
        className={`${buttonClass} rounded-l-md`}
      >
        {label}
      </button>
      <button
        type="button"
        aria-label={L.menu}
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        onClick={() => setMenuOpen((open) => !open)}
        className={`${buttonClass} -ml-px rounded-r-md`}
      >
        <ChevronDown size={14} aria-hidden="true" />
      </button>
      {menuOpen ? (
        <ul
          role="menu"
          className="absolute left-0 top-full z-20 mt-1 min-w-44 rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg dark:border-neutral-700 dark:bg-neutral-900"
        >
          {[
            [L.chatgpt, links.chatgpt],
            [L.claude, links.claude],
          ].map(([text, href]) => (
            <li key={href} role="none">
              <a
                role="menuitem"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="block px-3 py-1.5 text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-neutral-800"
              >
                {text}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
