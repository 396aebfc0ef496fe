import { useEffect } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { trackEvent } from "@/components/integrations/integration-events";
import { AssistantChat } from "./assistant-chat";
import { ASSISTANT_EVENTS, ASSISTANT_LABELS } from "./assistant-constants";
import { StrokeIcon } from "../icons/stroke-icon";

export interface AssistantDialogProps {
  initialQuestion?: string;
  /** Where it was opened from (`navbar`, `search`), for analytics. */
  source: string;
  onClose: () => void;
}

/** The assistant in a Radix dialog: the lazily loaded chunk behind the navbar's Ask AI button. */
export function AssistantDialog({
  initialQuestion,
  source,
  onClose,
}: AssistantDialogProps) {
  useEffect(() => {
    trackEvent(ASSISTANT_EVENTS.opened, { source });
  }, [source]);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed inset-x-2 bottom-2 top-16 z-50 mx-auto flex max-w-2xl flex-col rounded-xl border border-slate-200 bg-white text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 sm:top-[8vh] sm:bottom-[8vh]">
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-4 py-3 dark:border-slate-700">
            <div>
              <Dialog.Title className="text-base font-semibold">
                {ASSISTANT_LABELS.title}
              </Dialog.Title>
              <Dialog.Description className="text-xs text-slate-600 dark:text-slate-300">
                {ASSISTANT_LABELS.description}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={ASSISTANT_LABELS.close}
              className="rounded-md p-1 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <StrokeIcon size={18}>
                <path d="M18 6 6 18M6 6l12 12" />
              </StrokeIcon>
            </Dialog.Close>
          </div>
          <AssistantChat
            initialQuestion={initialQuestion}
            source={source}
            autoFocus
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
