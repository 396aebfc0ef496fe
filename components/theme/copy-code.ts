import { COPY_CONFIRMATION_MS, COPY_LABELS } from "../code/copy-constants";
import { ISLAND_TAG } from "../islands/island-tag";

/**
 * Our code block's copy button (components/code/code-block.tsx: a `data-code-block` wrapper whose
 * direct child is the CopyCodeButton) on a page that React does not hydrate. Selected by
 * `data-state` rather than by its label, because the label changes while it shows "copied".
 */
export const COPY_BUTTON_SELECTOR = "[data-code-block] > button[data-state]";

type CopyState = "idle" | "copied";

// lucide's "copy" and "check" glyphs at size 16, as lucide-react renders them for
// CopyCodeButton (the "copy" one is what the exported HTML holds).
const ICON_FRAME =
  'xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';
const ICONS: Record<CopyState, string> = {
  idle: `<svg ${ICON_FRAME} class="lucide lucide-copy" aria-hidden="true"><rect width="14" height="14" x="8" y="8" rx="2" ry="2"></rect><path d="M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2"></path></svg>`,
  copied: `<svg ${ICON_FRAME} class="lucide lucide-check" aria-hidden="true"><path d="M20 6 9 17l-5-5"></path></svg>`,
};

const wired = new WeakSet<ParentNode>();

function show(button: HTMLButtonElement, state: CopyState): void {
  const label = state === "copied" ? COPY_LABELS.copied : COPY_LABELS.idle;
  button.setAttribute("aria-label", label);
  button.title = label;
  button.dataset.state = state;
  button.innerHTML = ICONS[state];
}

/**
 * Copies a code block's text on a click of its copy button: idle -> copied for
 * COPY_CONFIRMATION_MS -> idle, as CopyCodeButton does; a missing or failing clipboard logs
 * COPY_LABELS.noClipboard / COPY_LABELS.failed and changes nothing. Returns a cleanup.
 */
export function wireCopyCode(root: ParentNode = document): () => void {
  if (wired.has(root)) return () => undefined;
  wired.add(root);
  const timers = new Map<HTMLButtonElement, ReturnType<typeof setTimeout>>();

  async function copy(button: HTMLButtonElement): Promise<void> {
    const text =
      button.parentElement?.querySelector("pre code")?.textContent ?? "";
    if (typeof navigator === "undefined" || !navigator.clipboard) {
      console.error(COPY_LABELS.noClipboard);
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      console.error(COPY_LABELS.failed);
      return;
    }
    // A second copy while "copied" shows is the same React state: the first timer keeps running.
    if (button.dataset.state === "copied" && timers.has(button)) return;
    show(button, "copied");
    timers.set(
      button,
      setTimeout(() => {
        timers.delete(button);
        show(button, "idle");
      }, COPY_CONFIRMATION_MS),
    );
  }

  const onClick = (event: Event) => {
    const button =
      event.target instanceof Element
        ? event.target.closest<HTMLButtonElement>(COPY_BUTTON_SELECTOR)
        : null;
    // Inside a hydrated island the React button does its own copying.
    if (button && !button.closest(ISLAND_TAG)) void copy(button);
  };
  root.addEventListener("click", onClick);
  return () => {
    root.removeEventListener("click", onClick);
    timers.forEach((timer) => clearTimeout(timer));
    timers.clear();
    wired.delete(root);
  };
}
