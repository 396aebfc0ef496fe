/**
 * The desktop "Hide sidebar" / "Show sidebar" button of Nextra's docs theme (`Sidebar`'s
 * `showSidebar` state and the horizontal `Collapse` around the desktop menu) on a page that React
 * does not hydrate.
 */
import { listenAll, wireEach } from "./listen";

/** The button's title in each state, as `Sidebar` sets it. */
export const SIDEBAR_TOGGLE_TITLES = {
  shown: "Hide sidebar",
  hidden: "Show sidebar",
} as const;
/** The horizontal `Collapse`'s timings (its defaults: 500 ms to open, 300 ms to close). */
export const SIDEBAR_OPEN_MS = 500;
export const SIDEBAR_CLOSE_MS = 300;

const TOGGLE_SELECTOR = `.nextra-sidebar-footer > button[title="${SIDEBAR_TOGGLE_TITLES.shown}"], .nextra-sidebar-footer > button[title="${SIDEBAR_TOGGLE_TITLES.hidden}"]`;

// `Sidebar`'s classes for both states, element by element.
const ASIDE_WIDTH = { shown: "md:_w-64", hidden: "md:_w-20" } as const;
const SCROLLBAR = {
  shown: "nextra-scrollbar",
  hidden: "no-scrollbar",
} as const;
// The footer's collapsed look is "_py-4 _flex-wrap _justify-center", but `_py-4` is also in its
// base classes, so only the other two come and go.
const FOOTER_COLLAPSED = ["_flex-wrap", "_justify-center"];
// The theme switch's wrapper grows beside the button only while the sidebar is wide.
const THEME_WRAPPER_WIDE = ["_grow", "_flex", "_flex-col"];
// The theme switch turns "lite" (icon only on desktop) while the sidebar is narrow.
const LITE_LABEL_CLASS = "md:_hidden";
// ExpandIcon's first path turns round while the sidebar is hidden.
const ICON_HIDDEN = "first:*:_origin-[35%] first:*:_rotate-180";
const COLLAPSE_LOOK = {
  open: ["_opacity-100"],
  closed: ["_opacity-0", "_overflow-hidden"],
} as const;
// The button is Nextra's `Button`; its className callback swaps these on mouse hover.
const BUTTON_LOOK = {
  hover:
    "_bg-gray-100 _text-gray-900 dark:_bg-primary-100/5 dark:_text-gray-50",
  rest: "_text-gray-600 dark:_text-gray-400",
} as const;

const wired = new WeakSet<HTMLButtonElement>();

function swapClasses(element: Element, remove: string, add: string): void {
  element.classList.remove(...remove.split(" "));
  element.classList.add(...add.split(" "));
}

function wireToggle(button: HTMLButtonElement): () => void {
  const aside = button.closest<HTMLElement>("aside.nextra-sidebar-container");
  const footer = button.parentElement;
  const scroller = aside?.querySelector<HTMLElement>("._overflow-y-auto");
  // The Collapse is the element two levels above the desktop menu (Collapse > div > ul).
  const collapse = aside?.querySelector(".nextra-menu-desktop")?.parentElement
    ?.parentElement as HTMLElement | null | undefined;
  const themeButton = footer?.querySelector<HTMLElement>(
    'button[aria-haspopup="listbox"][title="Change theme"]',
  );
  const themeWrapper = themeButton?.parentElement?.parentElement;
  let shown = true;
  let openTimer: ReturnType<typeof setTimeout> | undefined;

  /** The horizontal Collapse's effect, including its quirk: it clears `height`, not `width`. */
  function animateCollapse(open: boolean): void {
    if (!collapse) return;
    clearTimeout(openTimer);
    openTimer = undefined;
    const [from, to] = open
      ? (["closed", "open"] as const)
      : (["open", "closed"] as const);
    collapse.classList.remove(...COLLAPSE_LOOK[from]);
    collapse.classList.add(...COLLAPSE_LOOK[to]);
    collapse.style.transitionDuration = `${open ? SIDEBAR_OPEN_MS : SIDEBAR_CLOSE_MS}ms`;
    if (open) collapse.removeAttribute("inert");
    else collapse.setAttribute("inert", "");
    const child = collapse.children[0] as HTMLElement | undefined;
    if (child) {
      child.style.width = `${child.clientWidth}px`;
      collapse.style.width = `${child.clientWidth}px`;
    }
    if (open) {
      openTimer = setTimeout(
        () => collapse.style.removeProperty("height"),
        SIDEBAR_OPEN_MS,
      );
    } else {
      setTimeout(() => {
        collapse.style.width = "0";
      });
    }
  }

  const onClick = () => {
    shown = !shown;
    const [from, to] = shown
      ? (["hidden", "shown"] as const)
      : (["shown", "hidden"] as const);
    button.title = SIDEBAR_TOGGLE_TITLES[to];
    button
      .querySelector("svg")
      ?.setAttribute("class", shown ? "" : ICON_HIDDEN);
    if (aside) swapClasses(aside, ASIDE_WIDTH[from], ASIDE_WIDTH[to]);
    if (scroller) swapClasses(scroller, SCROLLBAR[from], SCROLLBAR[to]);
    if (footer) {
      if (shown) footer.classList.remove(...FOOTER_COLLAPSED);
      else footer.classList.add(...FOOTER_COLLAPSED);
      footer.dataset.toggleAnimation = shown ? "show" : "hide";
    }
    if (themeWrapper) {
      if (shown) themeWrapper.classList.add(...THEME_WRAPPER_WIDE);
      else themeWrapper.classList.remove(...THEME_WRAPPER_WIDE);
    }
    themeButton
      ?.querySelector("span")
      ?.classList.toggle(LITE_LABEL_CLASS, !shown);
    animateCollapse(shown);
  };
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === "mouse") {
      swapClasses(button, BUTTON_LOOK.rest, BUTTON_LOOK.hover);
    }
  };
  const onPointerLeave = () =>
    swapClasses(button, BUTTON_LOOK.hover, BUTTON_LOOK.rest);

  const unlisten = listenAll([
    [button, "click", onClick],
    [button, "pointerenter", onPointerEnter],
    [button, "pointerleave", onPointerLeave],
  ]);
  return () => {
    clearTimeout(openTimer);
    unlisten();
  };
}

/**
 * Wires the sidebar footer's hide/show button: its title and icon, the sidebar's width and
 * scrollbar, the footer's layout and `data-toggle-animation`, the theme switch's "lite" label and
 * the desktop menu's horizontal collapse change as `Sidebar` changes them. Returns a cleanup.
 */
export function wireSidebarToggle(root: ParentNode = document): () => void {
  return wireEach(root, TOGGLE_SELECTOR, wired, wireToggle);
}
