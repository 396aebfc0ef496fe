// @vitest-environment jsdom
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import {
  COPY_CONFIRMATION_MS,
  COPY_LABELS,
} from "@/components/code/copy-constants";
import { wireCopyCode } from "@/components/theme/copy-code";
import { installThemeBehaviours } from "@/components/theme/install-theme-behaviours";
import {
  activeRow,
  BODY_SCROLL_LOCK,
  RESIZING_CLASS,
  RESIZING_MS,
  SLIDE_IN_MS,
  wireMobileMenu,
} from "@/components/theme/mobile-menu";
import {
  FOLDER_TOGGLE_EVENT,
  wireSidebarFolders,
} from "@/components/theme/sidebar-folders";
import {
  SIDEBAR_MEMORY_KEY,
  wireSidebarMemory,
} from "@/components/theme/sidebar-memory";
import {
  SIDEBAR_CLOSE_MS,
  SIDEBAR_OPEN_MS,
  wireSidebarToggle,
} from "@/components/theme/sidebar-toggle";
import {
  applyThemeChoice,
  onThemeChange,
  readThemeChoice,
  resolveTheme,
  THEME_STORAGE_KEY,
  type ThemeChoice,
} from "@/components/theme/theme-store";
import {
  loadThemeListbox,
  wireThemeSwitch,
} from "@/components/theme/theme-switch";
import {
  TYPEAHEAD_RESET_MS,
  typeAheadMatch,
} from "@/components/theme/theme-switch-listbox";
import { wireTocHighlight } from "@/components/theme/toc-highlight";
import { wireWordWrap } from "@/components/theme/word-wrap";

// ---------------------------------------------------------------------------------------------
// Fixtures: cut from out/blog/2025-08-28-typescript-sdk-v4.html and out/docs/tracing.html (the
// exported HTML of island pages), shortened but with the real classes and attributes.
// ---------------------------------------------------------------------------------------------

const HAMBURGER = `<button type="button" class="_transition nextra-hamburger _rounded md:_hidden" aria-label="Menu"><svg fill="none" width="24" height="24" viewBox="0 0 24 24" stroke="currentColor" class=""><g><path stroke-linecap="round" stroke-linejoin="round" stroke-width="2" d="M4 6h16"></path></g><path stroke-linecap="round" stroke-linejoin="round" stroke-width="2" d="M4 12h16"></path><g><path stroke-linecap="round" stroke-linejoin="round" stroke-width="2" d="M4 18h16"></path></g></svg></button>`;

const NAVBAR = `<div class="nextra-nav-container _sticky _top-0 _z-20 _w-full _bg-transparent print:_hidden"><div class="nextra-nav-container-blur"></div><nav class="_mx-auto _flex _h-[var(--nextra-navbar-height)] _max-w-[90rem] _items-center _justify-end _gap-4"><a href="/docs" aria-current="false" class="nextra-focus _text-sm max-md:_hidden">Docs</a>${HAMBURGER}</nav></div>`;

const OVERLAY = `<div class="[transition:background-color_1.5s_ease] _bg-transparent"></div>`;

const SUN_PATH =
  "M12 3v1m0 16v1m9-9h-1M4 12H3m15.364 6.364l-.707-.707M6.343 6.343l-.707-.707m12.728 0l-.707.707M6.343 17.657l-.707.707M16 12a4 4 0 11-8 0 4 4 0 018 0z";
const MOON_PATH =
  "M20.354 15.354A9 9 0 018.646 3.646 9.003 9.003 0 0012 21a9.003 9.003 0 008.354-5.646z";

const SIDEBAR_FOOTER = `<div class="nextra-sidebar-footer _sticky _bottom-0 _flex _items-center _gap-2 _py-4 _mx-3 _px-1" data-toggle-animation="off"><div class="_grow _flex _flex-col"><div style="position:relative"><button type="button" title="Change theme" aria-haspopup="listbox" aria-expanded="false" class="_h-7 _rounded-md _px-2 _text-xs _font-medium _transition-colors _text-gray-600 dark:_text-gray-400"><div class="_flex _items-center _gap-2 _capitalize"><svg fill="none" viewBox="3 3 18 18" width="12" height="12" stroke="currentColor"><path stroke-linecap="round" stroke-linejoin="round" stroke-width="2" fill="currentColor" d="${SUN_PATH}"></path></svg><span class="">Light</span></div></button></div></div><button type="button" class="_transition max-md:_hidden _rounded-md _p-2 _text-gray-600 dark:_text-gray-400" title="Hide sidebar"><svg viewBox="0 0 16 16" fill="currentColor" height="12" class=""><path d="M4.177 7.823l2.396-2.396A.25.25 0 017 5.604v4.792a.25.25 0 01-.427.177L4.177 8.177a.25.25 0 010-.354z"></path><path fill-rule="evenodd" d="M0 1.75C0 .784.784 0 1.75 0h12.5C15.216 0 16 .784 16 1.75v12.5A1.75 1.75 0 0114.25 16H1.75A1.75 1.75 0 010 14.25V1.75z"></path></svg></button></div>`;

const LINK_INACTIVE =
  "nextra-focus _flex _rounded _px-2 _py-1.5 _text-sm _transition-colors [word-break:break-word] _cursor-pointer contrast-more:_border _text-gray-500 hover:_bg-gray-100 hover:_text-gray-900";
const LINK_ACTIVE =
  "nextra-focus _flex _rounded _px-2 _py-1.5 _text-sm _transition-colors [word-break:break-word] _cursor-pointer contrast-more:_border _bg-primary-100 _font-semibold _text-primary-800";
const ARROW = `<svg viewBox="0 0 24 24" stroke="currentColor" fill="none" stroke-width="2" height="18" class="_shrink-0 _rounded-sm _p-0.5 *:_origin-center *:_transition-transform"><path d="M9 5l7 7-7 7" stroke-linecap="round" stroke-linejoin="round"></path></svg>`;

const SIDEBAR_ANCHOR_INACTIVE =
  "_text-gray-500 hover:_bg-gray-100 hover:_text-gray-900 dark:_text-neutral-400 dark:hover:_bg-primary-100/5 dark:hover:_text-gray-50 contrast-more:_text-gray-900 contrast-more:dark:_text-gray-50 contrast-more:_border-transparent contrast-more:hover:_border-gray-900 contrast-more:dark:hover:_border-gray-50";
// The mobile menu that island pages now render statically (the patched `Sidebar`'s
// `staticMenu`): the current page's `File` with its heading links (markup as in the dist).
const MOBILE_MENU = (slugs: string[]) =>
  `<ul class="_flex _flex-col _gap-1 nextra-menu-mobile md:_hidden"><li class="_flex _flex-col _gap-1 active"><a class="${LINK_ACTIVE}" href="/blog/2025-08-28-typescript-sdk-v4">JS/TS SDK v4</a><ul class="_flex _flex-col _gap-1 _relative before:_absolute before:_inset-y-1 ltr:_pl-3 ltr:_ml-3 rtl:_mr-3">${slugs
    .map(
      (slug) =>
        `<li><a href="#${slug}" class="_flex _rounded _px-2 _py-1.5 _text-sm _transition-colors [word-break:break-word] _cursor-pointer contrast-more:_border _flex _gap-2 before:_opacity-25 before:_content-[&quot;#&quot;] ${SIDEBAR_ANCHOR_INACTIVE}">${slug}</a></li>`,
    )
    .join("")}</ul></li></ul>`;

// The docs layout (out/docs/tracing.html): the desktop menu inside the horizontal Collapse. The
// two folder links are `FolderImpl`'s link form (a folder with an index page), which the
// current content has none of; their markup follows the dist.
const DOCS_ASIDE = `<aside class="nextra-sidebar-container _flex _flex-col md:_top-16 md:_shrink-0 motion-reduce:_transform-none motion-reduce:_transition-none [.resizing_&amp;]:_transition-none _transform-gpu _transition-all _ease-in-out print:_hidden md:_w-64 md:_sticky md:_self-start max-md:[transform:translate3d(0,-100%,0)]"><div class="_px-4 _pt-4 md:_hidden"></div><div class="_overflow-y-auto _p-4 _grow md:_h-[calc(100vh-var(--nextra-navbar-height)-var(--nextra-menu-height))] nextra-scrollbar"><div class="_transform-gpu _transition-all _ease-in-out motion-reduce:_transition-none _opacity-100" style="transition-duration:500ms"><div><ul class="_flex _flex-col _gap-1 nextra-menu-desktop max-md:_hidden"><li class="_flex _flex-col _gap-1"><a class="${LINK_INACTIVE}" href="/docs">Overview</a></li><li class="open active"><a class="${LINK_ACTIVE}" href="/docs/tracing" id="active-folder">Tracing${ARROW}</a><div class="_transform-gpu _transition-all _ease-in-out motion-reduce:_transition-none _opacity-100" style="transition-duration:500ms"><div><ul class="_flex _flex-col _gap-1 _relative _pt-1 ltr:_ml-3"><li class="_flex _flex-col _gap-1 active"><a class="${LINK_ACTIVE}" href="/docs/tracing" id="active-page">Overview</a></li></ul></div></div></li><li class=""><a class="${LINK_INACTIVE}" href="/docs/prompts" id="other-folder">Prompts${ARROW}</a><div class="_transform-gpu _transition-all _ease-in-out motion-reduce:_transition-none _opacity-0 _overflow-hidden" style="height:0;transition-duration:300ms" inert=""><div></div></div></li><li class="_flex _flex-col _gap-1"><a class="${LINK_INACTIVE}" href="/docs/roadmap" id="page-link">Roadmap</a></li></ul></div></div></div>${SIDEBAR_FOOTER}</aside>`;

// The article layout (out/blog/...): the sidebar is a popover; its list holds only the mobile
// menu, and only where the page renders it statically.
const blogAside = (mobileMenu = "") =>
  `<aside class="nextra-sidebar-container _flex _flex-col md:_top-16 md:_shrink-0 motion-reduce:_transform-none motion-reduce:_transition-none [.resizing_&amp;]:_transition-none _transform-gpu _transition-all _ease-in-out print:_hidden md:_w-64 md:_hidden max-md:[transform:translate3d(0,-100%,0)]"><div class="_px-4 _pt-4 md:_hidden"></div><div class="_overflow-y-auto _p-4 _grow md:_h-[calc(100vh-var(--nextra-navbar-height)-var(--nextra-menu-height))] nextra-scrollbar">${mobileMenu}</div>${SIDEBAR_FOOTER}</aside>`;
const BLOG_ASIDE = blogAside();

const TOC_SLUGS = [
  "the-packages",
  "setup-one-span-processor",
  "three-ways-to-create-observations",
  "integrations",
];
const TOC_LINK_CLASS =
  "nextra-focus _font-semibold _block _transition-colors _subpixel-antialiased _text-gray-500 hover:_text-gray-900 dark:_text-gray-400 dark:hover:_text-gray-300 contrast-more:_text-gray-900 contrast-more:_underline contrast-more:dark:_text-gray-50 _break-words";
const TOC = `<nav class="nextra-toc _order-last max-xl:_hidden _w-64 _shrink-0 print:_hidden" aria-label="table of contents"><div class="_grid _grid-rows-[min-content_1fr_min-content] _sticky _top-[--nextra-navbar-height] _pt-6 _text-sm _max-h-[calc(100vh-var(--nextra-navbar-height))]"><p class="_mx-4 _font-semibold _tracking-tight _pb-2">On This Page</p><ul class="_px-4 nextra-scrollbar _overscroll-y-contain _overflow-y-auto _hyphens-auto _py-1.5">${TOC_SLUGS.map(
  (slug) =>
    `<li class="_my-2 _scroll-my-6 _scroll-py-6"><a href="#${slug}" class="${TOC_LINK_CLASS}">${slug}</a></li>`,
).join(
  "",
)}</ul><div class="nextra-toc-footer _pt-4 _flex _flex-col _items-start _gap-2 _pb-4 _mx-4"><a class="_text-xs _font-medium" href="https://github.com/langfuse/langfuse-docs/blob/main/pages/blog/2025-08-28-typescript-sdk-v4.mdx" target="_blank" rel="noreferrer">Edit this page on GitHub</a><lf-island data-island="contributors" data-wake="idle"></lf-island><button type="button" disabled="" data-disabled="" class="_transition _flex _items-center _gap-1.5 _whitespace-nowrap _opacity-0 _text-xs _font-medium _text-gray-600 dark:_text-gray-400" aria-hidden="true">Back to top<svg viewBox="0 0 24 24" stroke="currentColor" fill="none" stroke-width="2" height="16" class="_-rotate-90 _border _rounded-full _border-current"><path d="M9 5l7 7-7 7" stroke-linecap="round" stroke-linejoin="round"></path></svg></button></div></div></nav>`;

const HEADINGS = TOC_SLUGS.map(
  (slug) =>
    `<h2 id="${slug}" class="_font-semibold _tracking-tight _text-slate-900 dark:_text-slate-100 _mt-10 _border-b _pb-1 _text-3xl">${slug}<a href="#${slug}" class="nextra-focus subheading-anchor" aria-label="Permalink for this section"></a></h2><p class="[&amp;:not(:first-child)]:_mt-6 _leading-7">Text.</p>`,
).join("\n");

const CODE_TEXT = 'import { NodeSDK } from "@opentelemetry/sdk-node";';
const COPY_ICON = `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-copy" aria-hidden="true"><rect width="14" height="14" x="8" y="8" rx="2" ry="2"></rect><path d="M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2"></path></svg>`;
const CODE_BLOCK = `<div data-code-block="" class="relative [&amp;:not(:first-child)]:mt-6"><div class="nextra-code _relative [&amp;:not(:first-child)]:_mt-6"><pre class="nextra-focus _overflow-x-auto _subpixel-antialiased _text-[.9em] _bg-white dark:_bg-black _py-4 _rounded-md" tabindex="0"><code class="nextra-code" dir="ltr"><span><span class="sl1 sd1">import</span> { NodeSDK } <span class="sl1 sd1">from</span><span class="sl7 sd7"> "@opentelemetry/sdk-node"</span>;</span></code></pre><div class="_opacity-0 _transition [div:hover&gt;&amp;]:_opacity-100 focus-within:_opacity-100 _flex _gap-1 _absolute _right-4 _top-2"><button type="button" class="_transition _border _border-gray-300 dark:_border-neutral-700 _rounded-md _p-1.5 md:_hidden" title="Toggle word wrap"><svg viewBox="0 0 24 24" fill="currentColor" height="16"><path d="M4 19h6v-2H4v2zM20 5H4v2h16V5zm-3 6H4v2h13.25c1.1 0 2 .9 2 2s-.9 2-2 2H15v-2l-3 3l3 3v-2h2c2.21 0 4-1.79 4-4s-1.79-4-4-4z"></path></svg></button></div></div><button type="button" aria-label="Copy code" title="Copy code" data-state="idle" class="inline-flex h-8 w-8 items-center justify-center rounded-md border border-slate-300 absolute right-3 top-2">${COPY_ICON}</button></div>`;

function page(aside: string): string {
  return `<div dir="ltr">${NAVBAR}<div class="_mx-auto _flex _max-w-[90rem]">${OVERLAY}${aside}${TOC}<article class="_w-full _break-words nextra-content"><main class="_w-full _min-w-0 _max-w-6xl _px-6 _pt-4 md:_px-12">${HEADINGS}${CODE_BLOCK}</main></article></div></div>`;
}

const $ = <T extends Element = HTMLElement>(selector: string): T => {
  const element = document.querySelector<T>(selector);
  if (!element) throw new Error(`fixture has no ${selector}`);
  return element;
};
const classesOf = (selector: string) => Array.from($(selector).classList);

// ---------------------------------------------------------------------------------------------
// Browser APIs jsdom lacks
// ---------------------------------------------------------------------------------------------

/** A controllable `prefers-color-scheme: dark` media query. */
function mockSystemDark(dark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: dark,
    addEventListener: (_: string, listener: () => void) =>
      listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) =>
      listeners.delete(listener),
  };
  vi.stubGlobal(
    "matchMedia",
    vi.fn(() => media),
  );
  return {
    set(next: boolean) {
      media.matches = next;
      listeners.forEach((listener) => listener());
    },
  };
}

class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | null = null;
  readonly observed: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.last = this;
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  disconnect() {
    this.observed.length = 0;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}

/** One observer entry per heading: in the band, above it, or below it. */
function reportHeadings(places: ("inside" | "above" | "below")[]) {
  const observer = FakeIntersectionObserver.last;
  if (!observer) throw new Error("no IntersectionObserver was created");
  const rootBounds = { y: 64, height: 386 } as DOMRectReadOnly;
  const entries = places.map((place, index) => {
    const y = { inside: 200, above: 10, below: 700 }[place];
    return {
      target: observer.observed[index],
      rootBounds,
      boundingClientRect: { y, height: 0 } as DOMRectReadOnly,
      intersectionRatio: place === "inside" ? 1 : 0,
    } as unknown as IntersectionObserverEntry;
  });
  observer.callback(entries, observer as unknown as IntersectionObserver);
}

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, "clipboard", { value, configurable: true });
}

function press(target: Element, key: string) {
  target.dispatchEvent(
    new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }),
  );
}

/** Focus as a keyboard user gives it (jsdom's :focus-visible looks at the last key event). */
function focusByKeyboard(target: HTMLElement) {
  press(document.body, "Tab");
  target.focus();
}

function pointer(target: Element, type: string, pointerType = "mouse") {
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType }));
}

const cleanups: (() => void)[] = [];
function wire(cleanup: () => void) {
  cleanups.push(cleanup);
  return cleanup;
}

beforeEach(() => {
  document.head.innerHTML = "";
  localStorage.clear();
  document.documentElement.className = "light";
  document.documentElement.removeAttribute("style");
  document.documentElement.removeAttribute("data-nextra-word-wrap");
  document.body.className = "";
  mockSystemDark(false);
});

afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  document.body.innerHTML = "";
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// ---------------------------------------------------------------------------------------------

describe("theme store", () => {
  it.each([
    [null, "system"],
    ["light", "light"],
    ["dark", "dark"],
    ["system", "system"],
    ["sepia", "system"],
  ])("reads the stored value %s as %s", (stored, choice) => {
    if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored);
    expect(readThemeChoice()).toBe(choice);
  });

  it("reads system when storage throws", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("blocked");
    });
    expect(readThemeChoice()).toBe("system");
  });

  it.each<[ThemeChoice, boolean, "light" | "dark"]>([
    ["light", true, "light"],
    ["dark", false, "dark"],
    ["system", true, "dark"],
    ["system", false, "light"],
  ])(
    "applies %s (system dark: %s) as next-themes does: storage, <html> class %s, color-scheme",
    (choice, systemDark, resolved) => {
      mockSystemDark(systemDark);
      document.documentElement.className = "dark light";
      applyThemeChoice(choice);
      expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe(choice);
      expect(resolveTheme(choice)).toBe(resolved);
      expect(Array.from(document.documentElement.classList)).toEqual([
        resolved,
      ]);
      expect(document.documentElement.style.colorScheme).toBe(resolved);
    },
  );

  it("pauses CSS transitions while the theme flips (disableTransitionOnChange)", () => {
    vi.useFakeTimers();
    applyThemeChoice("dark");
    const style = document.head.querySelector("style");
    expect(style?.textContent).toContain("transition:none!important");
    vi.advanceTimersByTime(1);
    expect(style?.isConnected).toBe(false);
  });

  it("still applies the theme when storage throws", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("quota");
    });
    applyThemeChoice("dark");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });

  it("notifies listeners of a choice made in this tab, until they unsubscribe", () => {
    const listener = vi.fn();
    const stop = onThemeChange(listener);
    applyThemeChoice("dark");
    expect(listener).toHaveBeenLastCalledWith("dark");
    stop();
    applyThemeChoice("light");
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("applies and announces a choice made in another tab", () => {
    const listener = vi.fn();
    wire(onThemeChange(listener));
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    window.dispatchEvent(
      new StorageEvent("storage", { key: THEME_STORAGE_KEY, newValue: "dark" }),
    );
    expect(listener).toHaveBeenCalledWith("dark");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });

  it("ignores storage events for other keys", () => {
    const listener = vi.fn();
    wire(onThemeChange(listener));
    window.dispatchEvent(
      new StorageEvent("storage", { key: "langfuse-lang-tab", newValue: "x" }),
    );
    expect(listener).not.toHaveBeenCalled();
  });

  it("falls back to system, and stores it, when another tab removes the key", () => {
    const listener = vi.fn();
    wire(onThemeChange(listener));
    window.dispatchEvent(
      new StorageEvent("storage", { key: THEME_STORAGE_KEY, newValue: null }),
    );
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("system");
    expect(listener).toHaveBeenCalledWith("system");
  });

  it.each<[ThemeChoice, boolean]>([
    ["system", true],
    ["dark", false],
    ["light", false],
  ])(
    "follows a system switch to dark only while the choice is system (%s -> notified: %s)",
    (choice, follows) => {
      const system = mockSystemDark(false);
      applyThemeChoice(choice);
      const listener = vi.fn();
      wire(onThemeChange(listener));
      system.set(true);
      expect(listener).toHaveBeenCalledTimes(follows ? 1 : 0);
      expect(document.documentElement.classList.contains("dark")).toBe(
        follows || choice === "dark",
      );
    },
  );
});

describe("theme switch", () => {
  const button = () => $<HTMLButtonElement>('button[aria-haspopup="listbox"]');
  const listbox = () => document.querySelector<HTMLElement>('[role="listbox"]');
  const options = () =>
    Array.from(document.querySelectorAll<HTMLElement>('[role="option"]'));

  // The listbox's code is fetched on first use (tested below); these tests start with it loaded.
  beforeAll(async () => {
    await loadThemeListbox();
  });

  describe("before the listbox's code has arrived", () => {
    // A fresh copy of the module, whose listbox code has not been fetched yet.
    async function freshSwitch() {
      vi.resetModules();
      const fresh = await import("@/components/theme/theme-switch");
      document.body.innerHTML = page(DOCS_ASIDE);
      wire(fresh.wireThemeSwitch(document));
    }

    it("labels the button at once and opens the list for a press made before the code arrived", async () => {
      localStorage.setItem(THEME_STORAGE_KEY, "dark");
      await freshSwitch();
      expect(button().querySelector("span")?.textContent).toBe("Dark");
      expect(
        button().dispatchEvent(
          new MouseEvent("click", { bubbles: true, cancelable: true }),
        ),
      ).toBe(false);
      expect(listbox()).toBeNull();
      await vi.dynamicImportSettled();
      await Promise.resolve();
      expect(listbox()).not.toBeNull();
      expect(document.activeElement).toBe(listbox());
      expect(button().getAttribute("aria-expanded")).toBe("true");
    });

    it.each(["ArrowDown", "ArrowUp"])(
      "replays %s pressed on the button once the code is there",
      async (key) => {
        await freshSwitch();
        const event = new KeyboardEvent("keydown", {
          key,
          bubbles: true,
          cancelable: true,
        });
        button().dispatchEvent(event);
        expect(event.defaultPrevented).toBe(true);
        await vi.dynamicImportSettled();
        await Promise.resolve();
        expect(listbox()).not.toBeNull();
      },
    );

    it("wires one listbox when focus and a key both arrive before the code (the key replayed once)", async () => {
      await freshSwitch();
      // Focus starts the fetch; the arrow pressed while it is under way must not start a second
      // wiring, or every later press opens two lists (a flaky browser test showed both).
      button().dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
      button().dispatchEvent(
        new KeyboardEvent("keydown", {
          key: "ArrowDown",
          bubbles: true,
          cancelable: true,
        }),
      );
      await vi.dynamicImportSettled();
      await Promise.resolve();
      expect(document.querySelectorAll('[role="listbox"]')).toHaveLength(1);
      listbox()!.dispatchEvent(
        new KeyboardEvent("keydown", { key: "Escape", bubbles: true }),
      );
      expect(listbox()).toBeNull();
      button().click();
      expect(document.querySelectorAll('[role="listbox"]')).toHaveLength(1);
    });

    it("fetches the code on hover and leaves other keys alone", async () => {
      await freshSwitch();
      const tab = new KeyboardEvent("keydown", {
        key: "Tab",
        bubbles: true,
        cancelable: true,
      });
      button().dispatchEvent(tab);
      expect(tab.defaultPrevented).toBe(false);
      button().dispatchEvent(new Event("pointerover", { bubbles: true }));
      await vi.dynamicImportSettled();
      await Promise.resolve();
      expect(listbox()).toBeNull();
      button().click();
      expect(listbox()).not.toBeNull();
    });
  });

  function mount(stored?: ThemeChoice) {
    if (stored) localStorage.setItem(THEME_STORAGE_KEY, stored);
    document.body.innerHTML = page(DOCS_ASIDE);
    wire(wireThemeSwitch(document));
  }

  it.each<[ThemeChoice | undefined, boolean, string, string]>([
    [undefined, false, "System", SUN_PATH],
    ["light", true, "Light", SUN_PATH],
    ["dark", false, "Dark", MOON_PATH],
    ["system", true, "System", MOON_PATH],
  ])(
    "labels the button from the stored choice %s (system dark: %s): %s",
    (stored, systemDark, label, iconPath) => {
      mockSystemDark(systemDark);
      mount(stored);
      expect(button().querySelector("span")?.textContent).toBe(label);
      expect(button().querySelector("svg path")?.getAttribute("d")).toBe(
        iconPath,
      );
    },
  );

  it("opens a focused listbox with Select's markup, the current choice selected", () => {
    mount("dark");
    button().click();
    const list = listbox();
    expect(list).not.toBeNull();
    expect(list?.getAttribute("aria-label")).toBe("Change theme");
    expect(list?.tabIndex).toBe(-1);
    expect(document.activeElement).toBe(list);
    expect(list?.parentElement).toBe(button().parentElement);
    expect(button().getAttribute("aria-expanded")).toBe("true");
    expect(button().getAttribute("aria-controls")).toBe(list?.id);
    expect(list?.classList.contains("nextra-focus")).toBe(true);
    expect(list?.style.bottom).toBe("calc(100% + 10px)");
    expect(options().map((o) => o.textContent)).toEqual([
      "Light",
      "Dark",
      "System",
    ]);
    expect(options().map((o) => o.getAttribute("aria-selected"))).toEqual([
      "false",
      "true",
      "false",
    ]);
    const dark = options()[1];
    expect(dark?.querySelector("svg")).not.toBeNull();
    expect(dark?.classList.contains("_justify-between")).toBe(true);
    expect(dark?.classList.contains("_bg-primary-50")).toBe(true);
    expect(list?.getAttribute("aria-activedescendant")).toBe(dark?.id);
    expect(button().classList.contains("_bg-gray-200")).toBe(true);
  });

  it.each([
    [["End"], 2],
    [["Home"], 0],
    [["ArrowDown"], 2],
    [["ArrowUp"], 0],
    [["ArrowUp", "ArrowUp"], 0],
    [["ArrowDown", "ArrowDown", "ArrowDown"], 2],
  ])(
    "moves the active option with %j from the selected Dark to option %i",
    (keys, index) => {
      mount("dark");
      button().click();
      keys.forEach((key) => press(listbox() as HTMLElement, key));
      const active = options()[index];
      expect(listbox()?.getAttribute("aria-activedescendant")).toBe(active?.id);
      expect(active?.classList.contains("_bg-primary-50")).toBe(true);
      expect(
        options().filter((o) => o.classList.contains("_bg-primary-50")),
      ).toHaveLength(1);
    },
  );

  it.each(["ArrowDown", "ArrowUp"])("opens from the button with %s", (key) => {
    mount();
    press(button(), key);
    expect(listbox()).not.toBeNull();
    expect(document.activeElement).toBe(listbox());
  });

  it.each(["Enter", " "])(
    "chooses the active option with %j: stores it, themes the page, closes, refocuses",
    (key) => {
      mount("light");
      button().click();
      press(listbox() as HTMLElement, "ArrowDown");
      press(listbox() as HTMLElement, key);
      expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
      expect(document.documentElement.classList.contains("dark")).toBe(true);
      expect(listbox()).toBeNull();
      expect(document.activeElement).toBe(button());
      expect(button().getAttribute("aria-expanded")).toBe("false");
      expect(button().hasAttribute("aria-controls")).toBe(false);
      expect(button().querySelector("span")?.textContent).toBe("Dark");
      expect(button().querySelector("svg path")?.getAttribute("d")).toBe(
        MOON_PATH,
      );
    },
  );

  it.each<[string, number, string, number]>([
    ["a letter moves to the next option it starts", 0, "s", 2],
    ["the same letter again moves on, wrapping", 2, "s", 2],
    ["from the last option it wraps to the first", 2, "l", 0],
    ["a longer query keeps a match on the active option", 1, "da", 1],
    ["a longer query moves to its first match", 0, "sy", 2],
    ["no match leaves the active option", 1, "x", 1],
    ["case does not matter (the query is lower case)", 0, "d", 1],
  ])("typeAheadMatch: %s", (_, active, query, expected) => {
    expect(typeAheadMatch(["Light", "Dark", "System"], active, query)).toBe(
      expected,
    );
  });

  it(`moves to the option typed, one search until ${TYPEAHEAD_RESET_MS} ms pass without a key, then chooses it with Space`, () => {
    vi.useFakeTimers();
    try {
      mount("light");
      button().click();
      const list = listbox() as HTMLElement;
      const activeName = () =>
        document.getElementById(list.getAttribute("aria-activedescendant")!)
          ?.textContent;
      press(list, "s");
      expect(activeName()).toBe("System");
      // "sy" within the window is one search: still System (not a new "y" search).
      vi.advanceTimersByTime(TYPEAHEAD_RESET_MS - 1);
      press(list, "y");
      expect(activeName()).toBe("System");
      // Space while a search is under way is part of it, not a choice.
      press(list, " ");
      expect(listbox()).not.toBeNull();
      vi.advanceTimersByTime(TYPEAHEAD_RESET_MS);
      press(list, "d");
      expect(activeName()).toBe("Dark");
      vi.advanceTimersByTime(TYPEAHEAD_RESET_MS);
      press(list, " ");
      expect(listbox()).toBeNull();
      expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    } finally {
      vi.useRealTimers();
    }
  });

  it("leaves keys with Ctrl, Meta or Alt to the browser", () => {
    mount("light");
    button().click();
    const list = listbox() as HTMLElement;
    const event = new KeyboardEvent("keydown", {
      key: "d",
      ctrlKey: true,
      bubbles: true,
      cancelable: true,
    });
    list.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(list.getAttribute("aria-activedescendant")).toBe(options()[0]?.id);
  });

  it("closes on Escape and gives focus back to the button, choosing nothing", () => {
    mount("light");
    button().click();
    press(listbox() as HTMLElement, "ArrowDown");
    press(listbox() as HTMLElement, "Escape");
    expect(listbox()).toBeNull();
    expect(document.activeElement).toBe(button());
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
  });

  it("closes on Tab without taking focus back", () => {
    mount();
    button().click();
    press(listbox() as HTMLElement, "Tab");
    expect(listbox()).toBeNull();
    expect(document.activeElement).not.toBe(button());
  });

  it("closes on a pointer press outside it, not inside it, and toggles on button clicks", () => {
    mount();
    button().click();
    pointer(options()[0] as HTMLElement, "pointerdown");
    expect(listbox()).not.toBeNull();
    pointer($("main"), "pointerdown");
    expect(listbox()).toBeNull();
    button().click();
    button().click();
    expect(listbox()).toBeNull();
  });

  it("follows the mouse over options and chooses the clicked one", () => {
    mount("light");
    button().click();
    const system = options()[2] as HTMLElement;
    system.dispatchEvent(new MouseEvent("mousemove", { bubbles: true }));
    expect(system.classList.contains("_bg-primary-50")).toBe(true);
    system.click();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("system");
    expect(button().querySelector("span")?.textContent).toBe("System");
  });

  it("shows Select's hover look for a mouse, not for touch", () => {
    mount();
    pointer(button(), "pointerenter", "touch");
    expect(button().classList.contains("_bg-gray-100")).toBe(false);
    pointer(button(), "pointerenter");
    expect(button().classList.contains("_bg-gray-100")).toBe(true);
    expect(button().classList.contains("_text-gray-600")).toBe(false);
    pointer(button(), "pointerleave");
    expect(button().classList.contains("_bg-gray-100")).toBe(false);
    expect(button().classList.contains("_text-gray-600")).toBe(true);
  });

  it("shows the keyboard focus ring while focused", () => {
    mount();
    focusByKeyboard(button());
    expect(button().classList.contains("nextra-focusable")).toBe(true);
    button().blur();
    expect(button().classList.contains("nextra-focusable")).toBe(false);
  });

  it("follows a choice made by another control (the navbar toggle)", () => {
    mount("light");
    applyThemeChoice("dark");
    expect(button().querySelector("span")?.textContent).toBe("Dark");
  });

  it("stops after cleanup", () => {
    document.body.innerHTML = page(DOCS_ASIDE);
    const cleanup = wireThemeSwitch(document);
    cleanup();
    button().click();
    expect(listbox()).toBeNull();
  });
});

describe("mobile menu", () => {
  const hamburger = () => $<HTMLButtonElement>("button.nextra-hamburger");
  const aside = () => $("aside");
  const overlay = () => $("aside").previousElementSibling as HTMLElement;

  function mount(layout = DOCS_ASIDE) {
    document.body.innerHTML = page(layout);
    wire(wireMobileMenu(document));
  }

  function expectOpen(open: boolean) {
    expect(
      aside().classList.contains("max-md:[transform:translate3d(0,0,0)]"),
    ).toBe(open);
    expect(
      aside().classList.contains("max-md:[transform:translate3d(0,-100%,0)]"),
    ).toBe(!open);
    expect(overlay().classList.contains("_bg-black/80")).toBe(open);
    expect(overlay().classList.contains("_fixed")).toBe(open);
    expect(overlay().classList.contains("_bg-transparent")).toBe(!open);
    expect(hamburger().querySelector("svg")?.getAttribute("class")).toBe(
      open ? "open" : "",
    );
    expect(document.body.classList.contains(BODY_SCROLL_LOCK)).toBe(open);
  }

  it.each([
    ["docs", DOCS_ASIDE],
    ["article", BLOG_ASIDE],
  ])(
    "opens and closes the %s sidebar with the hamburger, as the theme's classes do",
    (_, layout) => {
      mount(layout);
      expectOpen(false);
      hamburger().click();
      expectOpen(true);
      hamburger().click();
      expectOpen(false);
      // The theme's hamburger has no aria-expanded; neither does this one.
      expect(hamburger().hasAttribute("aria-expanded")).toBe(false);
    },
  );

  it("closes when the overlay is clicked", () => {
    mount();
    hamburger().click();
    overlay().click();
    expectOpen(false);
  });

  it.each([
    ["a page link", "#page-link", false, true],
    ["the current page's folder link", "#active-folder", false, false],
    ["another folder's link", "#other-folder", false, true],
    ["another folder's arrow", "#other-folder", true, false],
  ])("a click on %s closes it: %s", (_, selector, onArrow, closes) => {
    mount();
    hamburger().click();
    const link = $(selector);
    const target = onArrow ? (link.querySelector("path") as Element) : link;
    target.addEventListener("click", (event) => event.preventDefault());
    target.dispatchEvent(
      new MouseEvent("click", { bubbles: true, cancelable: true }),
    );
    expectOpen(!closes);
  });

  it("closes when a heading link of the static mobile menu is clicked", () => {
    mount(blogAside(MOBILE_MENU(TOC_SLUGS)));
    hamburger().click();
    $('.nextra-menu-mobile a[href="#integrations"]').click();
    expectOpen(false);
  });

  it.each([
    ["to the page behind it, on a phone", 390, "outside", false],
    ["to the hamburger, on a phone", 390, "hamburger", true],
    ["to the page behind it, on a desktop", 1280, "outside", true],
  ])(
    "focus leaving the open menu %s keeps it open: %s",
    (_, width, to, staysOpen) => {
      vi.stubGlobal("innerWidth", width);
      mount();
      const outside = document.createElement("button");
      document.body.append(outside);
      hamburger().click();
      $("#page-link").dispatchEvent(
        new FocusEvent("focusout", {
          bubbles: true,
          relatedTarget: to === "outside" ? outside : hamburger(),
        }),
      );
      expectOpen(staysOpen);
    },
  );

  it("closes on an in-page navigation (hashchange)", () => {
    mount();
    hamburger().click();
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expectOpen(false);
  });

  it("closes on Escape and returns focus to the hamburger from inside the sidebar", () => {
    mount();
    hamburger().click();
    $<HTMLAnchorElement>("#page-link").focus();
    press($("#page-link"), "Escape");
    expectOpen(false);
    expect(document.activeElement).toBe(hamburger());
  });

  it("shows the pressed look while the hamburger is held", () => {
    mount();
    pointer(hamburger(), "pointerdown");
    expect(hamburger().classList.contains("_bg-gray-400/20")).toBe(true);
    pointer(hamburger(), "pointerup");
    expect(hamburger().classList.contains("_bg-gray-400/20")).toBe(false);
  });

  it("marks <body> as resizing during a resize, for 200 ms after the last event", () => {
    vi.useFakeTimers();
    mount();
    window.dispatchEvent(new Event("resize"));
    expect(document.body.classList.contains(RESIZING_CLASS)).toBe(true);
    vi.advanceTimersByTime(RESIZING_MS - 1);
    expect(document.body.classList.contains(RESIZING_CLASS)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(document.body.classList.contains(RESIZING_CLASS)).toBe(false);
  });

  function layOutSidebar() {
    const list = $("aside ._overflow-y-auto");
    Object.defineProperty(list, "clientHeight", { value: 300 });
    list.getBoundingClientRect = () => ({ top: 100 }) as DOMRect;
    // The current page's own row (the innermost active item's link), not its folders.
    activeRow(list)!.getBoundingClientRect = () =>
      ({ top: 700, height: 20 }) as DOMRect;
    return list;
  }

  it("centres the current page's sidebar item on a desktop load", () => {
    vi.stubGlobal("innerWidth", 1280);
    document.body.innerHTML = page(DOCS_ASIDE);
    const list = layOutSidebar();
    wire(wireMobileMenu(document));
    // 700 - 100 - (300 - 20) / 2
    expect(list.scrollTop).toBe(460);
  });

  it("on a phone, centres it once the opened menu has slid in", () => {
    vi.useFakeTimers();
    vi.stubGlobal("innerWidth", 390);
    document.body.innerHTML = page(DOCS_ASIDE);
    const list = layOutSidebar();
    wire(wireMobileMenu(document));
    expect(list.scrollTop).toBe(0);
    hamburger().click();
    vi.advanceTimersByTime(SLIDE_IN_MS - 1);
    expect(list.scrollTop).toBe(0);
    vi.advanceTimersByTime(1);
    expect(list.scrollTop).toBe(460);
  });
});

describe("sidebar folders and their memory across page loads", () => {
  const folder = (href: string) =>
    $<HTMLAnchorElement>(`.nextra-menu-desktop a[href="${href}"]`)
      .parentElement as HTMLLIElement;
  const panelOf = (li: HTMLLIElement) => li.querySelector(":scope > div")!;
  const scroller = () => $("aside ._overflow-y-auto");
  const stored = () =>
    JSON.parse(sessionStorage.getItem(SIDEBAR_MEMORY_KEY) ?? "null") as unknown;

  /** A page load: fresh HTML, then the behaviours the island runtime installs. */
  function load() {
    cleanups.splice(0).forEach((cleanup) => cleanup());
    document.body.innerHTML = page(DOCS_ASIDE);
    wire(wireSidebarFolders(document));
    wire(wireSidebarMemory(document, sessionStorage));
  }

  beforeEach(() => sessionStorage.clear());

  it("a folder's arrow opens and closes it and tells the memory", () => {
    vi.useFakeTimers();
    load();
    const prompts = folder("/docs/prompts");
    const toggles: boolean[] = [];
    document.addEventListener(FOLDER_TOGGLE_EVENT, (event) =>
      toggles.push((event as CustomEvent<{ open: boolean }>).detail.open),
    );
    prompts
      .querySelector("svg")!
      .dispatchEvent(
        new MouseEvent("click", { bubbles: true, cancelable: true }),
      );
    expect(prompts.classList.contains("open")).toBe(true);
    expect(panelOf(prompts).hasAttribute("inert")).toBe(false);
    expect(stored()).toEqual({
      menu: "/docs",
      scrollTop: 0,
      folders: { "/docs/prompts": true },
    });
    prompts
      .querySelector("svg")!
      .dispatchEvent(
        new MouseEvent("click", { bubbles: true, cancelable: true }),
      );
    expect(prompts.classList.contains("open")).toBe(false);
    expect(panelOf(prompts).hasAttribute("inert")).toBe(true);
    expect(toggles).toEqual([true, false]);
  });

  it("the next page opens the folders the reader opened and scrolls where they left it", () => {
    load();
    folder("/docs/prompts")
      .querySelector("svg")!
      .dispatchEvent(
        new MouseEvent("click", { bubbles: true, cancelable: true }),
      );
    scroller().scrollTop = 240;
    window.dispatchEvent(new Event("pagehide"));

    load();
    const prompts = folder("/docs/prompts");
    expect(prompts.classList.contains("open")).toBe(true);
    expect(panelOf(prompts).hasAttribute("inert")).toBe(false);
    // Restored at once, not animated open in front of the reader.
    expect((panelOf(prompts) as HTMLElement).style.transitionDuration).toBe(
      "0ms",
    );
    expect(scroller().scrollTop).toBe(240);
  });

  it.each([
    [
      "another menu's memory",
      {
        menu: "/integrations",
        scrollTop: 240,
        folders: { "/docs/prompts": true },
      },
    ],
    ["an unreadable memory", "{not json"],
    [
      "a memory of the wrong shape",
      { menu: "/docs", scrollTop: "240", folders: {} },
    ],
  ])("ignores %s and starts fresh", (_, memory) => {
    sessionStorage.setItem(
      SIDEBAR_MEMORY_KEY,
      typeof memory === "string" ? memory : JSON.stringify(memory),
    );
    load();
    expect(folder("/docs/prompts").classList.contains("open")).toBe(false);
    expect(scroller().scrollTop).toBe(0);
    window.dispatchEvent(new Event("pagehide"));
    expect(stored()).toEqual({ menu: "/docs", scrollTop: 0, folders: {} });
  });

  it("keeps the current page's folder open even if the reader closed it on another page", () => {
    sessionStorage.setItem(
      SIDEBAR_MEMORY_KEY,
      JSON.stringify({
        menu: "/docs",
        scrollTop: 0,
        folders: { "/docs/tracing": false },
      }),
    );
    load();
    expect(folder("/docs/tracing").classList.contains("open")).toBe(true);
  });

  it("a prerendered page restores when the reader arrives, not before", () => {
    Object.defineProperty(document, "prerendering", {
      value: true,
      configurable: true,
    });
    try {
      load();
      // What the reader does on the page before, while this one waits prerendered.
      sessionStorage.setItem(
        SIDEBAR_MEMORY_KEY,
        JSON.stringify({
          menu: "/docs",
          scrollTop: 80,
          folders: { "/docs/prompts": true },
        }),
      );
      expect(folder("/docs/prompts").classList.contains("open")).toBe(false);
      document.dispatchEvent(new Event("prerenderingchange"));
      expect(folder("/docs/prompts").classList.contains("open")).toBe(true);
      expect(scroller().scrollTop).toBe(80);
    } finally {
      delete (document as { prerendering?: boolean }).prerendering;
    }
  });
});

describe("sidebar toggle", () => {
  const toggle = () => $<HTMLButtonElement>(".nextra-sidebar-footer > button");
  const collapse = () =>
    $(".nextra-menu-desktop").parentElement?.parentElement as HTMLElement;

  function mount() {
    document.body.innerHTML = page(DOCS_ASIDE);
    wire(wireSidebarToggle(document));
  }

  it("hides the sidebar as the theme does", () => {
    vi.useFakeTimers();
    mount();
    Object.defineProperty(collapse().children[0], "clientWidth", {
      value: 224,
    });
    toggle().click();
    expect(toggle().title).toBe("Show sidebar");
    expect(toggle().querySelector("svg")?.getAttribute("class")).toBe(
      "first:*:_origin-[35%] first:*:_rotate-180",
    );
    expect(classesOf("aside")).toContain("md:_w-20");
    expect(classesOf("aside")).not.toContain("md:_w-64");
    expect(classesOf("aside ._overflow-y-auto")).toContain("no-scrollbar");
    expect(classesOf("aside ._overflow-y-auto")).not.toContain(
      "nextra-scrollbar",
    );
    const footer = $(".nextra-sidebar-footer");
    expect(Array.from(footer.classList)).toEqual(
      expect.arrayContaining(["_py-4", "_flex-wrap", "_justify-center"]),
    );
    expect(footer.dataset.toggleAnimation).toBe("hide");
    const themeWrapper = footer.firstElementChild as HTMLElement;
    expect(themeWrapper.className).toBe("");
    expect(classesOf('[title="Change theme"] span')).toEqual(["md:_hidden"]);
    expect(collapse().classList.contains("_opacity-0")).toBe(true);
    expect(collapse().classList.contains("_overflow-hidden")).toBe(true);
    expect(collapse().hasAttribute("inert")).toBe(true);
    expect(collapse().style.transitionDuration).toBe(`${SIDEBAR_CLOSE_MS}ms`);
    expect(collapse().style.width).toBe("224px");
    vi.advanceTimersByTime(0);
    expect(collapse().style.width).toBe("0px");
  });

  it("shows it again", () => {
    vi.useFakeTimers();
    mount();
    toggle().click();
    vi.advanceTimersByTime(0);
    toggle().click();
    expect(toggle().title).toBe("Hide sidebar");
    expect(toggle().querySelector("svg")?.getAttribute("class")).toBe("");
    expect(classesOf("aside")).toContain("md:_w-64");
    expect(classesOf("aside ._overflow-y-auto")).toContain("nextra-scrollbar");
    const footer = $(".nextra-sidebar-footer");
    expect(footer.classList.contains("_py-4")).toBe(true);
    expect(footer.classList.contains("_flex-wrap")).toBe(false);
    expect(footer.dataset.toggleAnimation).toBe("show");
    expect((footer.firstElementChild as HTMLElement).className).toBe(
      "_grow _flex _flex-col",
    );
    expect(classesOf('[title="Change theme"] span')).toEqual([]);
    expect(collapse().classList.contains("_opacity-100")).toBe(true);
    expect(collapse().hasAttribute("inert")).toBe(false);
    expect(collapse().style.transitionDuration).toBe(`${SIDEBAR_OPEN_MS}ms`);
  });

  it("shows the hover look for a mouse", () => {
    mount();
    pointer(toggle(), "pointerenter");
    expect(toggle().classList.contains("_bg-gray-100")).toBe(true);
    expect(toggle().classList.contains("_text-gray-600")).toBe(false);
    pointer(toggle(), "pointerleave");
    expect(toggle().classList.contains("_bg-gray-100")).toBe(false);
    expect(toggle().classList.contains("_text-gray-600")).toBe(true);
  });
});

describe("table of contents", () => {
  const links = () =>
    Array.from(document.querySelectorAll<HTMLElement>(".nextra-toc ul a"));
  const backToTop = () => $<HTMLButtonElement>(".nextra-toc-footer > button");
  const isActive = (link: HTMLElement) =>
    link.classList.contains("_text-primary-600");
  const sidebarLinks = () =>
    Array.from(
      document.querySelectorAll<HTMLElement>(".nextra-menu-mobile ul a"),
    );

  function mount() {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    document.body.innerHTML = page(blogAside(MOBILE_MENU(TOC_SLUGS)));
    document.body.style.setProperty("--nextra-navbar-height", "64px");
    Element.prototype.scrollTo = vi.fn();
    wire(wireTocHighlight(document));
  }

  it("observes each heading's permalink below the navbar, down to half the viewport", () => {
    mount();
    const observer = FakeIntersectionObserver.last;
    expect(observer?.options).toEqual({
      rootMargin: "-64px 0px -50%",
      threshold: [0, 1],
    });
    expect(observer?.observed).toEqual(
      Array.from(document.querySelectorAll("h2 > a.subheading-anchor")),
    );
  });

  it.each<[("inside" | "above" | "below")[], number, boolean]>([
    [["inside", "inside", "below", "below"], 0, true],
    [["above", "inside", "below", "below"], 1, true],
    [["above", "above", "inside", "inside"], 2, false],
    [["above", "above", "below", "below"], 1, true],
    [["above", "above", "above", "above"], 3, false],
    [["below", "below", "below", "below"], -1, true],
  ])(
    "with headings %j, link %i is active (back to top hidden: %s)",
    (places, activeIndex, hidden) => {
      mount();
      reportHeadings(places);
      expect(links().map(isActive)).toEqual(
        links().map((_, index) => index === activeIndex),
      );
      const active = links()[activeIndex];
      if (active) {
        expect(active.classList.contains("_text-gray-500")).toBe(false);
      }
      // The mobile menu's heading links follow the same heading.
      expect(
        sidebarLinks().map((link) =>
          link.classList.contains("_bg-primary-100"),
        ),
      ).toEqual(links().map((_, index) => index === activeIndex));
      expect(
        sidebarLinks().map((link) => link.classList.contains("_text-gray-500")),
      ).toEqual(links().map((_, index) => index !== activeIndex));
      const button = backToTop();
      expect(button.disabled).toBe(hidden);
      expect(button.getAttribute("aria-hidden")).toBe(hidden ? "true" : null);
      expect(button.hasAttribute("data-disabled")).toBe(hidden);
      expect(button.classList.contains("_opacity-0")).toBe(hidden);
      expect(button.classList.contains("_opacity-100")).toBe(!hidden);
    },
  );

  it("scrolls the active link into the middle of the TOC list when it is out of view", () => {
    mount();
    const list = $(".nextra-toc ul");
    Object.defineProperty(list, "clientHeight", { value: 100 });
    list.getBoundingClientRect = () => ({ top: 0, bottom: 100 }) as DOMRect;
    links().forEach((link, index) => {
      link.getBoundingClientRect = () =>
        ({ top: 80 * index, bottom: 80 * index + 20, height: 20 }) as DOMRect;
    });
    reportHeadings(["above", "above", "inside", "below"]);
    expect(list.scrollTo).toHaveBeenCalledWith({
      top: 160 - 40,
      behavior: "smooth",
    });
  });

  it("scrolls the page and the TOC column to the top on Back to top", () => {
    mount();
    const scrollWindow = vi
      .spyOn(window, "scrollTo")
      .mockImplementation(() => {});
    reportHeadings(["above", "above", "inside", "below"]);
    backToTop().click();
    expect(scrollWindow).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
    const column = backToTop().parentElement?.parentElement as HTMLElement;
    expect(column.scrollTo).toHaveBeenCalledWith({
      top: 0,
      behavior: "smooth",
    });
    // scrollToTop disables the button by hand; its classes wait for `hidden` to change.
    expect(backToTop().disabled).toBe(true);
    expect(backToTop().classList.contains("_opacity-100")).toBe(true);
  });

  it("leaves the static TOC alone without IntersectionObserver", () => {
    document.body.innerHTML = page(BLOG_ASIDE);
    vi.stubGlobal("IntersectionObserver", undefined);
    expect(() => wire(wireTocHighlight(document))).not.toThrow();
    expect(links().some(isActive)).toBe(false);
  });
});

describe("code blocks", () => {
  beforeEach(() => {
    document.body.innerHTML = page(BLOG_ASIDE);
  });
  const copyButton = () =>
    $<HTMLButtonElement>("[data-code-block] > button[data-state]");

  it("toggles word wrap for every code block with one flag on <html>", () => {
    wire(wireWordWrap(document));
    const toggle = $<HTMLButtonElement>('button[title="Toggle word wrap"]');
    toggle.click();
    expect(document.documentElement.getAttribute("data-nextra-word-wrap")).toBe(
      "",
    );
    toggle.click();
    expect(document.documentElement.hasAttribute("data-nextra-word-wrap")).toBe(
      false,
    );
  });

  it("copies the code, confirms for 2000 ms, then returns to idle", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    wire(wireCopyCode(document));
    copyButton().click();
    await vi.advanceTimersByTimeAsync(0);
    expect(writeText).toHaveBeenCalledWith(CODE_TEXT);
    expect(copyButton().getAttribute("aria-label")).toBe(COPY_LABELS.copied);
    expect(copyButton().title).toBe(COPY_LABELS.copied);
    expect(copyButton().dataset.state).toBe("copied");
    expect(copyButton().querySelector("svg")?.getAttribute("class")).toBe(
      "lucide lucide-check",
    );
    await vi.advanceTimersByTimeAsync(COPY_CONFIRMATION_MS - 1);
    expect(copyButton().dataset.state).toBe("copied");
    await vi.advanceTimersByTimeAsync(1);
    expect(copyButton().getAttribute("aria-label")).toBe(COPY_LABELS.idle);
    expect(copyButton().dataset.state).toBe("idle");
    expect(copyButton().innerHTML).toBe(COPY_ICON);
  });

  it("does not extend the confirmation on a second click, as the React state does not", async () => {
    vi.useFakeTimers();
    setClipboard({ writeText: vi.fn().mockResolvedValue(undefined) });
    wire(wireCopyCode(document));
    copyButton().click();
    await vi.advanceTimersByTimeAsync(1500);
    copyButton().click();
    await vi.advanceTimersByTimeAsync(500);
    expect(copyButton().dataset.state).toBe("idle");
  });

  it.each([
    ["the Clipboard API is missing", undefined, COPY_LABELS.noClipboard],
    [
      "writing fails",
      { writeText: vi.fn().mockRejectedValue(new Error("denied")) },
      COPY_LABELS.failed,
    ],
  ])("logs and stays idle when %s", async (_, clipboard, message) => {
    setClipboard(clipboard);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    wire(wireCopyCode(document));
    copyButton().click();
    await Promise.resolve();
    await Promise.resolve();
    expect(error).toHaveBeenCalledWith(message);
    expect(copyButton().dataset.state).toBe("idle");
    expect(copyButton().getAttribute("aria-label")).toBe(COPY_LABELS.idle);
  });
});

describe("installThemeBehaviours", () => {
  it("wires everything once, however often it is called, and unwires it all", () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    document.body.innerHTML = page(DOCS_ASIDE);
    const first = installThemeBehaviours(document);
    expect(installThemeBehaviours(document)).toBe(first);
    const hamburger = $<HTMLButtonElement>("button.nextra-hamburger");
    hamburger.click(); // a double wiring would open and close again
    expect(document.body.classList.contains(BODY_SCROLL_LOCK)).toBe(true);
    $<HTMLButtonElement>('button[title="Toggle word wrap"]').click();
    expect(document.documentElement.hasAttribute("data-nextra-word-wrap")).toBe(
      true,
    );
    first();
    hamburger.click();
    expect(document.body.classList.contains(BODY_SCROLL_LOCK)).toBe(true);
    $<HTMLButtonElement>('[title="Change theme"]').click();
    expect(document.querySelector('[role="listbox"]')).toBeNull();
  });

  it("follows another tab's theme on a page without a theme switch", () => {
    document.body.innerHTML = `<main>${HEADINGS}</main>`;
    wire(installThemeBehaviours(document));
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    window.dispatchEvent(
      new StorageEvent("storage", { key: THEME_STORAGE_KEY, newValue: "dark" }),
    );
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });

  it("gives Nextra's buttons their hover, press and keyboard-focus states", () => {
    document.body.innerHTML = page(BLOG_ASIDE);
    wire(installThemeBehaviours(document));
    const wrap = $<HTMLButtonElement>('button[title="Toggle word wrap"]');
    pointer(wrap, "pointerover");
    expect(wrap.hasAttribute("data-hover")).toBe(true);
    pointer(wrap, "pointerdown");
    expect(wrap.hasAttribute("data-active")).toBe(true);
    pointer(wrap, "pointerup");
    expect(wrap.hasAttribute("data-active")).toBe(false);
    pointer(wrap, "pointerout");
    expect(wrap.hasAttribute("data-hover")).toBe(false);
    focusByKeyboard(wrap);
    expect(wrap.hasAttribute("data-focus")).toBe(true);
    expect(wrap.classList.contains("nextra-focusable")).toBe(true);
    wrap.blur();
    expect(wrap.classList.contains("nextra-focusable")).toBe(false);
  });
});
