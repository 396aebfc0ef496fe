import { useEffect, useState, type ComponentType } from "react";
import {
  LAUNCH_LABELS,
  OPEN_ASSISTANT_EVENT,
  openAssistant,
  takePendingAssistant,
  type OpenAssistantDetail,
} from "./assistant-launch";
import type { AssistantDialogProps } from "./assistant-dialog";

/** The panel is its own chunk, fetched the first time someone opens it. */
const loadDialog = () =>
  import("./assistant-dialog").then((m) => m.AssistantDialog);

interface OpenState {
  question?: string;
  source: string;
  /** Changes on every open, so asking the same question twice asks it again. */
  key: number;
}

/**
 * The navbar's "Ask AI" button, and the one listener of the open-assistant event (dispatched by
 * the search entry too). Every page loads only this; the chat panel loads on first open.
 */
export function AskAiButton() {
  const [Dialog, setDialog] =
    useState<ComponentType<AssistantDialogProps> | null>(null);
  const [open, setOpen] = useState<OpenState | null>(null);

  useEffect(() => {
    const show = (detail: OpenAssistantDetail) => {
      setOpen({ ...detail, key: Date.now() });
      void loadDialog().then((component) => setDialog(() => component));
    };
    const onOpen = (event: Event) => {
      event.preventDefault();
      show((event as CustomEvent<OpenAssistantDetail>).detail);
    };
    window.addEventListener(OPEN_ASSISTANT_EVENT, onOpen);
    // Asked for while this button was still asleep (an island that wakes on interaction).
    const pending = takePendingAssistant();
    if (pending) show(pending);
    return () => window.removeEventListener(OPEN_ASSISTANT_EVENT, onOpen);
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={() => openAssistant({ source: "navbar" })}
        // Warm the chunk on intent, so the panel opens at once.
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-haspopup="dialog"
        className="inline-flex h-9 items-center gap-1.5 whitespace-nowrap rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white"
      >
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M12 3l1.9 5.8L20 10.7l-6.1 1.9L12 18.5l-1.9-5.9L4 10.7l6.1-1.9z" />
        </svg>
        {/* Phones keep the icon; the name stays for screen readers. */}
        <span className="max-sm:sr-only">{LAUNCH_LABELS.button}</span>
      </button>
      {Dialog && open ? (
        <Dialog
          key={open.key}
          initialQuestion={open.question}
          source={open.source}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
