/**
 * The mobile menu of Nextra's docs theme on a page that React does not hydrate. In the theme one
 * `menu` flag (ConfigProvider's MenuProvider) drives the navbar's hamburger, the sidebar's
 * slide-in and overlay and the body's scroll lock; here that flag is a variable and the same
 * classes follow it.
 */

import { listenAll } from "./listen";

/** The sidebar's slide on small screens (`Sidebar`'s <aside>): in view, or above the viewport. */
export const SIDEBAR_SLIDE = {
  open: "max-md:[transform:translate3d(0,0,0)]",
  closed: "max-md:[transform:translate3d(0,-100%,0)]",
} as const;
/** The layer behind the open sidebar (the <div> before the <aside>); a click on it closes. */
export const OVERLAY_LOOK = {
  open: "_bg-black/80 dark:_bg-black/60 _fixed _inset-0 _z-10 md:_hidden",
  closed: "_bg-transparent",
} as const;
/** On <body> while the menu is open; its `max-md:` keeps desktop pages scrollable. */
export const BODY_SCROLL_LOCK = "max-md:_overflow-hidden";
/** On <body> during a window resize, so the sidebar does not animate between breakpoints. */
export const RESIZING_CLASS = "resizing";
/** How long after the last resize event the theme removes `resizing`. */
export const RESIZING_MS = 200;
/** The theme waits for the sidebar to slide in before it scrolls to the current page's item. */
export const SLIDE_IN_MS = 300;

const OVERLAY_MARKER = "[transition:background-color_1.5s_ease]";
const HAMBURGER_OPEN_CLASS = "open";
// The hamburger is Nextra's `Button`, whose className callback adds this while it is pressed.
const HAMBURGER_PRESSED_CLASS = "_bg-gray-400/20";
// `Sidebar` scrolls to the current page's item when the menu changes, but on a phone only while
// the menu is open: below this width the sidebar is off screen.
const DESKTOP_MIN_WIDTH = 768;

const wired = new WeakSet<ParentNode>();

function swap(element: Element, remove: string, add: string): void {
  element.classList.remove(...remove.split(" "));
  element.classList.add(...add.split(" "));
}

/**
 * The current page's row in the sidebar: the innermost `li.active` (its folders are `li.active`
 * too), measured by its own link, not by the list of children an open folder holds. Centring the
 * first match, the Cookbook folder around its hundred notebooks, scrolled `/guides/cookbook` a
 * thousand pixels past its own "Overview" row.
 */
export function activeRow(list: ParentNode): Element | null {
  const items = Array.from(list.querySelectorAll("li.active"));
  const item = items.find((li) => !li.querySelector("li.active"));
  if (!item) return null;
  return item.querySelector(":scope > a, :scope > button") ?? item;
}

/** Centres the current page's item in the sidebar's scrolling list (scroll-into-view's "always"). */
function centreActiveItem(aside: HTMLElement): void {
  const list = aside.querySelector<HTMLElement>("._overflow-y-auto");
  const item = list ? activeRow(list) : null;
  if (!list || !item) return;
  const box = list.getBoundingClientRect();
  const itemBox = item.getBoundingClientRect();
  list.scrollTop +=
    itemBox.top - box.top - (list.clientHeight - itemBox.height) / 2;
}

let fillModule: Promise<typeof import("./mobile-menu-fill")> | undefined;

/**
 * Fetches the code that fills the menu's shared items (mobile-menu-fill.ts) when the page has
 * any: with the press on the hamburger, so it is there by the click that opens the menu. Kept
 * out of the runtime every page loads, which it would grow by a sixth of a kilobyte.
 */
function loadFill(sidebar: Element) {
  // The only templates in the sidebar are the build's placeholders (lib/islands/share-mobile-menu.ts);
  // its constants stay out of this module, or they would be a shared chunk of their own.
  if (!sidebar.querySelector("template")) return undefined;
  fillModule ??= import("./mobile-menu-fill").catch((error: unknown) => {
    // A fetch that failed (offline, a deploy in between) is tried again at the next opening.
    fillModule = undefined;
    throw error;
  });
  return fillModule;
}

/**
 * A sidebar link closes the menu as `File` and `FolderImpl` do: every link, except a folder's own
 * link when it is the current page or when its arrow was clicked (that toggles the folder).
 */
function linkClosesMenu(target: Element, link: HTMLAnchorElement): boolean {
  const isFolderLink =
    link.parentElement?.tagName === "LI" &&
    link.nextElementSibling?.tagName === "DIV";
  if (!isFolderLink) return true;
  const onArrow = ["svg", "path"].includes(target.tagName.toLowerCase());
  return !onArrow && !link.parentElement?.classList.contains("active");
}

/**
 * Wires the navbar's menu button (`button.nextra-hamburger`) to the sidebar: open/close with the
 * same classes as the theme (sidebar slide, overlay, hamburger `open`, body scroll lock); the
 * overlay, a sidebar link, an in-page navigation and Escape close it. Also keeps the theme's
 * `resizing` body class and its scroll to the current page's sidebar item. Returns a cleanup.
 */
export function wireMobileMenu(root: ParentNode = document): () => void {
  const button = root.querySelector<HTMLButtonElement>(
    "button.nextra-hamburger",
  );
  const aside = root.querySelector<HTMLElement>(
    "aside.nextra-sidebar-container",
  );
  if (!button || !aside || wired.has(root)) return () => undefined;
  wired.add(root);
  const hamburger = button;
  const sidebar = aside;
  const before = sidebar.previousElementSibling;
  const overlay = before?.classList.contains(OVERLAY_MARKER) ? before : null;
  let open = false;
  let scrollTimer: ReturnType<typeof setTimeout> | undefined;
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;

  function scrollToCurrentPage(): void {
    if (window.innerWidth < DESKTOP_MIN_WIDTH && !open) return;
    clearTimeout(scrollTimer);
    if (open) {
      scrollTimer = setTimeout(() => centreActiveItem(sidebar), SLIDE_IN_MS);
    } else {
      centreActiveItem(sidebar);
    }
  }

  function setMenu(next: boolean): void {
    if (next === open) return;
    open = next;
    if (next)
      loadFill(sidebar)?.then(
        (fill) => fill.default(root),
        (error: unknown) =>
          console.error("the menu's shared items failed to load", error),
      );
    const [from, to]: [keyof typeof SIDEBAR_SLIDE, keyof typeof SIDEBAR_SLIDE] =
      next ? ["closed", "open"] : ["open", "closed"];
    swap(sidebar, SIDEBAR_SLIDE[from], SIDEBAR_SLIDE[to]);
    if (overlay) swap(overlay, OVERLAY_LOOK[from], OVERLAY_LOOK[to]);
    // `cn({ open })` on MenuIcon: the attribute is "open" or empty, never removed.
    hamburger
      .querySelector("svg")
      ?.setAttribute("class", next ? HAMBURGER_OPEN_CLASS : "");
    document.body.classList.toggle(BODY_SCROLL_LOCK, next);
    scrollToCurrentPage();
  }

  const onHamburgerClick = () => setMenu(!open);
  const onPress = () => {
    hamburger.classList.add(HAMBURGER_PRESSED_CLASS);
    // Only fetched ahead here: the opening that follows reports a failure.
    loadFill(sidebar)?.catch(() => undefined);
  };
  const onRelease = () => hamburger.classList.remove(HAMBURGER_PRESSED_CLASS);
  const onOverlayClick = () => setMenu(false);
  // Not in the theme: on a phone, focus moving into the closed menu (the header's search button,
  // the `/` shortcut, Tab) opens it, so what has focus is on screen.
  const onFocusIn = () => {
    if (window.innerWidth < DESKTOP_MIN_WIDTH) setMenu(true);
  };
  // Tab past the menu's last link (or Shift+Tab out of it) on a phone closes it, as the focus
  // leaving an open overlay for the page behind it would otherwise be hidden under it.
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (
      open &&
      window.innerWidth < DESKTOP_MIN_WIDTH &&
      next instanceof Node &&
      !sidebar.contains(next) &&
      !hamburger.contains(next)
    )
      setMenu(false);
  };
  const onSidebarClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const link = event.target.closest<HTMLAnchorElement>("ul a[href]");
    if (link && sidebar.contains(link) && linkClosesMenu(event.target, link)) {
      setMenu(false);
    }
  };
  // The theme closes the menu whenever the route changes; on a static page an in-page link is
  // the route change that does not load a new page.
  const onHashChange = () => setMenu(false);
  // Not in the theme (it has no key handling for the menu): Escape closing an open overlay is
  // what keyboard users expect, and focus returns to the button that opened it.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    const focusInside = sidebar.contains(document.activeElement);
    setMenu(false);
    if (focusInside) hamburger.focus();
  };
  const onResize = () => {
    document.body.classList.add(RESIZING_CLASS);
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(
      () => document.body.classList.remove(RESIZING_CLASS),
      RESIZING_MS,
    );
  };

  const unlisten = listenAll([
    [hamburger, "click", onHamburgerClick],
    [hamburger, "pointerdown", onPress],
    [hamburger, "pointerup", onRelease],
    [hamburger, "pointerleave", onRelease],
    [overlay, "click", onOverlayClick],
    [sidebar, "click", onSidebarClick],
    [sidebar, "focusin", onFocusIn],
    [sidebar, "focusout", onFocusOut],
    [window, "hashchange", onHashChange],
    [document, "keydown", onKeyDown],
    [window, "resize", onResize],
  ]);
  // The theme's first run of that effect: on a desktop the sidebar opens on the current page.
  scrollToCurrentPage();

  return () => {
    clearTimeout(scrollTimer);
    clearTimeout(resizeTimer);
    unlisten();
    wired.delete(root);
  };
}
