import { listenAll } from "./listen";
import {
  applyThemeChoice,
  onThemeChange,
  readThemeChoice,
} from "./theme-store";
import { svgFrom, THEME_OPTIONS } from "./theme-switch";

/**
 * The theme switch's listbox (Nextra's `Select`): fetched with the first hover, focus or
 * press on the switch (components/theme/theme-switch.ts), not with every page. The list is created
 * when it opens and removed when it closes, as the React component renders it.
 */

// `Select`'s button classes for its three looks (open wins over hover), and the ring Nextra's
// buttons show on keyboard focus.
const BUTTON_LOOKS = {
  open: "_bg-gray-200 _text-gray-900 dark:_bg-primary-100/10 dark:_text-gray-50",
  hover:
    "_bg-gray-100 _text-gray-900 dark:_bg-primary-100/5 dark:_text-gray-50",
  rest: "_text-gray-600 dark:_text-gray-400",
} as const;
const KEYBOARD_FOCUS_CLASS = "nextra-focusable";
const ALL_LOOK_CLASSES = Object.values(BUTTON_LOOKS).flatMap((look) =>
  look.split(" "),
);

const LIST_CLASS =
  "nextra-focus _opacity-100 _z-20 _max-h-64 _rounded-md _border _border-black/5 _backdrop-blur-lg _bg-[rgb(var(--nextra-bg),.8)] _py-1 _text-sm _shadow-lg dark:_border-white/20";
// Opaque, unlike the theme's list: the sidebar links behind would show through the blur.
const LIST_STYLE =
  "position: absolute; bottom: calc(100% + 10px); inset-inline-start: 0; min-width: 100%; background-color: rgb(var(--nextra-bg));";
const OPTION_CLASSES = {
  active: "_bg-primary-50 _text-primary-600 dark:_bg-primary-500/10",
  inactive: "_text-gray-800 dark:_text-gray-100",
  base: "_cursor-pointer _whitespace-nowrap _py-1.5 _px-3 _transition-colors",
  selected: "_flex _items-center _justify-between _gap-3",
} as const;

const CHECK_ICON =
  '<svg viewBox="0 0 20 20" fill="currentColor" height="16"><path d="M16.707 5.293a1 1 0 010 1.414l-8 8a1 1 0 01-1.414 0l-4-4a1 1 0 011.414-1.414L8 12.586l7.293-7.293a1 1 0 011.414 0z"></path></svg>';

/**
 * Type-ahead, as Headless UI's `Listbox` had it: letters typed within this many milliseconds of
 * each other form one search for the option whose name starts with them.
 */
export const TYPEAHEAD_RESET_MS = 350;

/**
 * The option a type-ahead `query` moves to from `active`: the first whose name starts with it,
 * searching from the option after `active` for a single letter (pressing "s" again moves on) and
 * from `active` itself for a longer query (typing on keeps a match); `active` when none matches.
 */
export function typeAheadMatch(
  names: readonly string[],
  active: number,
  query: string,
): number {
  const start = query.length > 1 ? active : active + 1;
  for (let step = 0; step < names.length; step++) {
    const index = (start + step) % names.length;
    if (names[index]!.toLowerCase().startsWith(query)) return index;
  }
  return active;
}

let selectCount = 0;

function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    return false; // a browser without :focus-visible shows no ring, as `Select` would
  }
}

/**
 * Gives a theme switch the listbox behaviour of Nextra's `Select` (click, arrows, Home/End,
 * Enter/Space, type-ahead, Escape, Tab, outside pointer) and its hover, open and focus looks.
 * Returns a cleanup that closes the list and removes its listeners.
 */
export function wireListbox(button: HTMLButtonElement): () => void {
  const wrapper = button.parentElement ?? button;
  const id = `theme-select-${(selectCount += 1)}`;
  const title = button.title;
  let list: HTMLUListElement | null = null;
  let active = 0;
  let hover = false;
  let choice = readThemeChoice();
  let query = "";
  let queryTimer: ReturnType<typeof setTimeout> | undefined;

  const selectedIndex = () =>
    Math.max(
      0,
      THEME_OPTIONS.findIndex(({ key }) => key === choice),
    );

  function paintButton(): void {
    const look = list ? BUTTON_LOOKS.open : hover ? BUTTON_LOOKS.hover : null;
    button.classList.remove(...ALL_LOOK_CLASSES);
    button.classList.add(...(look ?? BUTTON_LOOKS.rest).split(" "));
    button.setAttribute("aria-expanded", String(list !== null));
    if (list) button.setAttribute("aria-controls", list.id);
    else button.removeAttribute("aria-controls");
  }

  function paintOptions(): void {
    if (!list) return;
    list.setAttribute("aria-activedescendant", `${id}-${active}`);
    list.querySelectorAll("li").forEach((item, index) => {
      const option = THEME_OPTIONS[index];
      if (!option) return;
      const selected = option.key === choice;
      item.className = [
        index === active ? OPTION_CLASSES.active : OPTION_CLASSES.inactive,
        OPTION_CLASSES.base,
        selected ? OPTION_CLASSES.selected : "",
      ]
        .filter(Boolean)
        .join(" ");
      item.setAttribute("aria-selected", String(selected));
      item.replaceChildren(option.name);
      if (selected) item.append(svgFrom(CHECK_ICON));
    });
  }

  function buildList(): HTMLUListElement {
    const element = document.createElement("ul");
    element.id = `${id}-list`;
    element.setAttribute("role", "listbox");
    element.tabIndex = -1;
    element.setAttribute("aria-label", title);
    element.setAttribute("style", LIST_STYLE);
    element.className = LIST_CLASS;
    THEME_OPTIONS.forEach((_, index) => {
      const item = document.createElement("li");
      item.id = `${id}-${index}`;
      item.setAttribute("role", "option");
      element.append(item);
    });
    element.addEventListener("keydown", onListKeyDown);
    element.addEventListener("mousemove", onListMouseMove);
    element.addEventListener("click", onListClick);
    return element;
  }

  function show(): void {
    active = selectedIndex();
    if (!list) {
      list = buildList();
      // The list is placed above the button's container: the theme's Headless UI listbox renders
      // no positioned wrapper of its own, so the container becomes one.
      if (getComputedStyle(wrapper).position === "static")
        wrapper.style.position = "relative";
      button.after(list);
      document.addEventListener("pointerdown", onOutsidePointerDown);
    }
    paintOptions();
    paintButton();
    list.focus({ preventScroll: true });
  }

  function resetQuery(): void {
    clearTimeout(queryTimer);
    query = "";
  }

  /** Adds a typed character to the search; false for a key that is not type-ahead. */
  function typeAhead(event: KeyboardEvent): boolean {
    const { key } = event;
    if (key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey)
      return false;
    // Space chooses, unless a search is under way ("dark mode" has one).
    if (key === " " && query === "") return false;
    query += key.toLowerCase();
    clearTimeout(queryTimer);
    queryTimer = setTimeout(resetQuery, TYPEAHEAD_RESET_MS);
    const next = typeAheadMatch(
      THEME_OPTIONS.map(({ name }) => name),
      active,
      query,
    );
    if (next !== active) {
      active = next;
      paintOptions();
    }
    return true;
  }

  function close(refocus: boolean): void {
    resetQuery();
    if (list) {
      list.remove();
      list = null;
      document.removeEventListener("pointerdown", onOutsidePointerDown);
      paintButton();
    }
    if (refocus) button.focus({ preventScroll: true });
  }

  function choose(index: number): void {
    const option = THEME_OPTIONS[index];
    if (option) applyThemeChoice(option.key);
    close(true);
  }

  const optionIndexOf = (target: EventTarget | null) => {
    const item =
      target instanceof Element ? target.closest('[role="option"]') : null;
    return item && list ? Array.from(list.children).indexOf(item) : -1;
  };

  function onListKeyDown(event: KeyboardEvent): void {
    const last = THEME_OPTIONS.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(last, active + 1),
      ArrowUp: Math.max(0, active - 1),
      Home: 0,
      End: last,
    };
    const move = moves[event.key];
    if (typeAhead(event)) {
      event.preventDefault();
    } else if (move !== undefined) {
      event.preventDefault();
      active = move;
      paintOptions();
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      choose(active);
    } else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") {
      close(false); // not prevented: focus moves on from where the list was
    }
  }

  function onListMouseMove(event: MouseEvent): void {
    const index = optionIndexOf(event.target);
    if (index < 0 || index === active) return;
    active = index;
    paintOptions();
  }

  function onListClick(event: MouseEvent): void {
    const index = optionIndexOf(event.target);
    if (index >= 0) choose(index);
  }

  function onOutsidePointerDown(event: PointerEvent): void {
    if (!(event.target instanceof Node) || !wrapper.contains(event.target)) {
      close(false);
    }
  }

  const onClick = () => (list ? close(false) : show());
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    show();
  };
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    hover = true;
    paintButton();
  };
  const onPointerLeave = () => {
    hover = false;
    paintButton();
  };
  const onFocus = () =>
    button.classList.toggle(KEYBOARD_FOCUS_CLASS, isKeyboardFocus(button));
  const onBlur = () => button.classList.remove(KEYBOARD_FOCUS_CLASS);

  const unlisten = listenAll([
    [button, "click", onClick],
    [button, "keydown", onKeyDown],
    [button, "pointerenter", onPointerEnter],
    [button, "pointerleave", onPointerLeave],
    [button, "focus", onFocus],
    [button, "blur", onBlur],
  ]);
  // The code arrives with the first hover or focus, after the events that would have set them.
  if (button.matches(":hover")) {
    hover = true;
    paintButton();
  }
  if (button.ownerDocument.activeElement === button) onFocus();
  const stopListening = onThemeChange((next) => {
    choice = next;
    paintOptions();
  });

  return () => {
    close(false);
    stopListening();
    unlisten();
  };
}
