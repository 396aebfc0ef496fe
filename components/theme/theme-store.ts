/**
 * The theme choice without next-themes (island pages have no React provider for it). It keeps
 * next-themes' contract as Nextra configures it (`attribute: "class"`, `storageKey: "theme"`,
 * `defaultTheme: "system"`, `disableTransitionOnChange: true`): the same localStorage key, and the
 * same `light`/`dark` class and `color-scheme` on <html> as the theme script in every page's
 * <head> applies before paint.
 */
export type ThemeChoice = "light" | "dark" | "system";
export type ResolvedTheme = "light" | "dark";

export const THEME_STORAGE_KEY = "theme";
/** What a visitor who never chose gets, as `nextThemes.defaultTheme` in theme.config.tsx. */
export const DEFAULT_THEME_CHOICE: ThemeChoice = "system";
export const DARK_SCHEME_QUERY = "(prefers-color-scheme: dark)";

// A window event rather than a module-level list: a React island bundled with its own copy of this
// module (the navbar's theme toggle) still reaches the listeners of the page's script.
const CHANGE_EVENT = "langfuse:theme-change";
const RESOLVED_THEMES: readonly ResolvedTheme[] = ["light", "dark"];
// next-themes' disableTransitionOnChange: without it every colour transition on the page plays
// at once when the theme flips.
const NO_TRANSITIONS_CSS =
  "*,*::before,*::after{-webkit-transition:none!important;-moz-transition:none!important;-o-transition:none!important;-ms-transition:none!important;transition:none!important}";
const TRANSITIONS_BACK_AFTER_MS = 1;

function isChoice(value: unknown): value is ThemeChoice {
  return value === "light" || value === "dark" || value === "system";
}

/** The stored choice; "system" when nothing (or something unknown) is stored or storage is off. */
export function readThemeChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isChoice(stored) ? stored : DEFAULT_THEME_CHOICE;
  } catch {
    return DEFAULT_THEME_CHOICE; // storage disabled: the system preference decides
  }
}

/** The theme a choice shows: "system" follows the operating system's preference. */
export function resolveTheme(choice: ThemeChoice): ResolvedTheme {
  if (choice !== "system") return choice;
  return window.matchMedia?.(DARK_SCHEME_QUERY).matches ? "dark" : "light";
}

function storeChoice(choice: ThemeChoice): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // storage disabled: the choice holds for this page only
  }
}

function pauseTransitions(): () => void {
  const style = document.createElement("style");
  style.appendChild(document.createTextNode(NO_TRANSITIONS_CSS));
  document.head.appendChild(style);
  return () => {
    // Reading a computed style makes the browser apply the new colours before transitions return.
    window.getComputedStyle(document.body);
    setTimeout(() => style.remove(), TRANSITIONS_BACK_AFTER_MS);
  };
}

function showTheme(choice: ThemeChoice): void {
  const resolved = resolveTheme(choice);
  const resume = pauseTransitions();
  const root = document.documentElement;
  root.classList.remove(...RESOLVED_THEMES);
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
  resume();
}

function announce(choice: ThemeChoice): void {
  window.dispatchEvent(
    new CustomEvent<ThemeChoice>(CHANGE_EVENT, { detail: choice }),
  );
}

// True while applyThemeChoice tells next-themes about a choice made here (see below).
let syncing = false;

/** Remembers `choice`, applies it to the page and tells every control on the page. */
export function applyThemeChoice(choice: ThemeChoice): void {
  storeChoice(choice);
  showTheme(choice);
  announce(choice);
  // On pages Next still hydrates whole, next-themes holds the theme in React state and follows
  // only `storage` events (other tabs): the same event from here keeps its state, and the theme
  // switch that shows it, in step with a choice made by an island.
  syncing = true;
  try {
    window.dispatchEvent(
      new StorageEvent("storage", { key: THEME_STORAGE_KEY, newValue: choice }),
    );
  } finally {
    syncing = false;
  }
}

// Another tab's choice and the system preference are watched once per page, however many
// controls listen, so each change is applied once.
let watchers = 0;
let stopWatching: () => void = () => undefined;

function onStorage(event: StorageEvent): void {
  if (syncing || event.key !== THEME_STORAGE_KEY) return;
  // A removed key falls back to the default, which next-themes also writes back.
  if (event.newValue === null) storeChoice(DEFAULT_THEME_CHOICE);
  const choice = readThemeChoice();
  showTheme(choice);
  announce(choice);
}

function watchOutside(): () => void {
  const media = window.matchMedia?.(DARK_SCHEME_QUERY);
  const onSystem = () => {
    if (readThemeChoice() !== "system") return;
    showTheme("system");
    announce("system");
  };
  window.addEventListener("storage", onStorage);
  media?.addEventListener("change", onSystem);
  return () => {
    window.removeEventListener("storage", onStorage);
    media?.removeEventListener("change", onSystem);
  };
}

/**
 * Calls `listener` with the current choice when it changes here, in another browser tab, or (for
 * "system") when the operating system switches between light and dark. Returns the unsubscribe.
 */
export function onThemeChange(
  listener: (choice: ThemeChoice) => void,
): () => void {
  const onChange = (event: Event) => {
    const choice = (event as CustomEvent<unknown>).detail;
    listener(isChoice(choice) ? choice : readThemeChoice());
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  if (watchers++ === 0) stopWatching = watchOutside();
  let subscribed = true;
  return () => {
    if (!subscribed) return;
    subscribed = false;
    window.removeEventListener(CHANGE_EVENT, onChange);
    if (--watchers === 0) stopWatching();
  };
}
