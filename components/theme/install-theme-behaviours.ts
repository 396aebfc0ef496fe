import { ISLAND_TAG } from "../islands/island-tag";
import { wireCopyCode } from "./copy-code";
import { wireMobileMenu } from "./mobile-menu";
import { wireMobileToc } from "./mobile-toc";
import { wireSidebarFolders } from "./sidebar-folders";
import { wireSidebarMemory } from "./sidebar-memory";
import { wireSidebarToggle } from "./sidebar-toggle";
import { onThemeChange } from "./theme-store";
import { wireThemeSwitch } from "./theme-switch";
import { wireTableScroll } from "./table-scroll";
import { wireTocHighlight } from "./toc-highlight";
import { wireWordWrap } from "./word-wrap";

// Every button that nextra's patched `Button` renders starts with this class.
const NEXTRA_BUTTON = "button._transition";
// `Button` shows this ring on keyboard focus only (Headless UI's `focus`).
const KEYBOARD_FOCUS_CLASS = "nextra-focusable";

const installed = new WeakMap<ParentNode, () => void>();

function nextraButtonOf(target: EventTarget | null): HTMLButtonElement | null {
  const button =
    target instanceof Element
      ? target.closest<HTMLButtonElement>(NEXTRA_BUTTON)
      : null;
  // A hydrated island's buttons are React's to style.
  return button && !button.closest(ISLAND_TAG) ? button : null;
}

function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    return false;
  }
}

/**
 * The states nextra's `Button` keeps for every theme button (hamburger, sidebar toggle, word
 * wrap, back to top, folders): `data-hover` for a mouse over it, `data-active` while pressed,
 * `data-focus` and the `nextra-focusable` ring on keyboard focus. One delegated listener each.
 */
function wireButtonStates(root: ParentNode): () => void {
  const left = (button: Element, to: EventTarget | null) =>
    !(to instanceof Node && button.contains(to));
  const listeners: [string, (event: Event) => void][] = [
    [
      "pointerover",
      (event) => {
        const button = nextraButtonOf(event.target);
        const { pointerType, relatedTarget } = event as PointerEvent;
        if (button && pointerType === "mouse" && left(button, relatedTarget)) {
          button.setAttribute("data-hover", "");
        }
      },
    ],
    [
      "pointerout",
      (event) => {
        const button = nextraButtonOf(event.target);
        if (!button || !left(button, (event as PointerEvent).relatedTarget))
          return;
        button.removeAttribute("data-hover");
        button.removeAttribute("data-active");
      },
    ],
    [
      "pointerdown",
      (event) => nextraButtonOf(event.target)?.setAttribute("data-active", ""),
    ],
    [
      "pointerup",
      (event) => nextraButtonOf(event.target)?.removeAttribute("data-active"),
    ],
    [
      "focusin",
      (event) => {
        const button = nextraButtonOf(event.target);
        if (!button || !isKeyboardFocus(button)) return;
        button.setAttribute("data-focus", "");
        button.classList.add(KEYBOARD_FOCUS_CLASS);
      },
    ],
    [
      "focusout",
      (event) => {
        const button = nextraButtonOf(event.target);
        button?.removeAttribute("data-focus");
        button?.classList.remove(KEYBOARD_FOCUS_CLASS);
      },
    ],
  ];
  listeners.forEach(([type, listener]) =>
    root.addEventListener(type, listener),
  );
  return () =>
    listeners.forEach(([type, listener]) =>
      root.removeEventListener(type, listener),
    );
}

/** Sidebar folders and their memory across page loads take the document, not any subtree. */
function wireSidebar(root: ParentNode): () => void {
  if (!(root instanceof Document)) return () => undefined;
  const cleanups = [wireSidebarFolders(root), wireSidebarMemory(root)];
  return () => cleanups.forEach((cleanup) => cleanup());
}

/**
 * Everything of Nextra's docs theme that an island page does without React (issue 20): the theme
 * switch, the mobile menu, the sidebar's hide/show button and folders (kept across page loads), the table of contents with
 * "Back to top", code block word wrap and copy, and the theme buttons' hover/press/focus states.
 * A second call for the same root returns the first call's cleanup instead of wiring twice.
 */
export function installThemeBehaviours(
  root: ParentNode = document,
): () => void {
  const existing = installed.get(root);
  if (existing) return existing;
  const cleanups = [
    wireThemeSwitch(root),
    wireMobileMenu(root),
    wireSidebarToggle(root),
    wireSidebar(root),
    wireTocHighlight(root),
    wireMobileToc(root),
    wireTableScroll(root),
    wireWordWrap(root),
    wireCopyCode(root),
    wireButtonStates(root),
    // next-themes' provider follows other tabs and the system preference on every page, with or
    // without a theme switch on it; a listener keeps the store watching them.
    onThemeChange(() => undefined),
  ];
  const uninstall = () => {
    installed.delete(root);
    cleanups.forEach((cleanup) => cleanup());
  };
  installed.set(root, uninstall);
  return uninstall;
}
