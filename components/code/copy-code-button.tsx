import Check from "lucide-react/icons/check";
import Copy from "lucide-react/icons/copy";
import { useEffect, useState, type ButtonHTMLAttributes } from "react";
import { COPY_CONFIRMATION_MS, COPY_LABELS } from "./copy-constants";

export interface CopyCodeButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  "onClick"
> {
  /** Reads the text to copy at click time (the code block's current text). */
  getValue: () => string;
}

/** idle -> copied (2 s) -> idle. A missing or failing clipboard logs an error and stays idle. */
export function CopyCodeButton({
  getValue,
  className = "",
  ...props
}: CopyCodeButtonProps) {
  const [state, setState] = useState<"idle" | "copied">("idle");

  useEffect(() => {
    if (state !== "copied") return;
    const timer = setTimeout(() => setState("idle"), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    if (typeof navigator === "undefined" || !navigator.clipboard) {
      console.error(COPY_LABELS.noClipboard);
      return;
    }
    try {
      await navigator.clipboard.writeText(getValue());
      setState("copied");
    } catch {
      console.error(COPY_LABELS.failed);
    }
  }

  const label = state === "copied" ? COPY_LABELS.copied : COPY_LABELS.idle;
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      data-state={state}
      onClick={() => void copy()}
      className={`inline-flex h-8 w-8 items-center justify-center rounded-md border border-slate-300 bg-white/90 text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-neutral-700 dark:bg-neutral-900/90 dark:text-slate-200 dark:hover:bg-neutral-800 ${className}`}
      {...props}
    >
      {state === "copied" ? (
        <Check size={16} aria-hidden="true" />
      ) : (
        <Copy size={16} aria-hidden="true" />
      )}
    </button>
  );
}
