import { notebookLinks } from "@/lib/cookbook/notebook-links";
import { NOTEBOOK_NOTICE_TEXT as T } from "./notebook-notice-constants";

export interface NotebookNoticeProps {
  /** Notebook file name in `cookbook/`. */
  notebook: string;
  kind: "python" | "deno";
}

/** Tells readers the page is a runnable notebook and where to open it. */
export function NotebookNotice({ notebook, kind }: NotebookNoticeProps) {
  const links = notebookLinks(notebook, kind);
  const linkClass =
    "font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950 dark:text-blue-300 dark:hover:text-blue-100";
  return (
    <aside
      data-pagefind-ignore
      aria-label="Notebook"
      className="not-prose mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-800 dark:border-neutral-800 dark:bg-neutral-900 dark:text-slate-200"
    >
      <span>{T[kind]}</span>
      <a
        href={links.github}
        target="_blank"
        rel="noopener noreferrer"
        className={linkClass}
      >
        {T.github}
      </a>
      {links.colab ? (
        <a
          href={links.colab}
          target="_blank"
          rel="noopener noreferrer"
          className={linkClass}
        >
          {T.colab}
        </a>
      ) : null}
    </aside>
  );
}
