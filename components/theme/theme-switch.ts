import { wireEach } from "./listen";
import { themeIconMarkup } from "./theme-icons";
import {
  onThemeChange,
  readThemeChoice,
  resolveTheme,
  type ThemeChoice,
} from "./theme-store";

/**
 * Nextra's theme switch (`ThemeSwitch` and its Headless UI `Select` in nextra-theme-docs' dist) on a page
 * that React does not hydrate. The button, its label and icon are in the static HTML; this module
 * (part of every page's island runtime) keeps the label and icon on the reader's choice, and
 * fetches the listbox (components/theme/theme-switch-listbox.ts, 1.7 kB gzip) with the first
 * hover, focus or press on the button: a press or key that arrives before it is replayed.
 */

/** The theme switch's button, as `Select` renders it for `ThemeSwitch`. */
export const THEME_SELECT_SELECTOR =
  'button[aria-haspopup="listbox"][title="Change theme"]';

/** The options in `Select`'s order, labelled as `themeSwitch.useOptions` in theme.config.tsx. */
export const THEME_OPTIONS: readonly { key: ThemeChoice; name: string }[] = [
  { key: "light", name: "Light" },
  { key: "dark", name: "Dark" },
  { key: "system", name: "System" },
];

const SUN_ICON = themeIconMarkup("sun");
const MOON_ICON = themeIconMarkup("moon");

export function svgFrom(markup: string): SVGElement {
  const template = document.createElement("template");
  template.innerHTML = markup;
  return template.content.firstElementChild as SVGElement;
}

/** The button's label and icon: the choice's name, and the moon while the page is dark. */
function showChoice(button: HTMLButtonElement, choice: ThemeChoice): void {
  const option = THEME_OPTIONS.find(({ key }) => key === choice);
  const label = button.querySelector("span");
  if (label && option) label.textContent = option.name;
  const icon = resolveTheme(choice) === "dark" ? MOON_ICON : SUN_ICON;
  const current = button.querySelector("svg");
  const next = svgFrom(icon);
  if (current && current.outerHTML !== next.outerHTML)
    current.replaceWith(next);
}

type ListboxModule = typeof import("./theme-switch-listbox");
let listboxModule: ListboxModule | undefined;
let listboxLoading: Promise<ListboxModule> | undefined;

/** Fetches the listbox's code once; resolves when it is loaded. */
export function loadThemeListbox(): Promise<ListboxModule> {
  listboxLoading ??= import("./theme-switch-listbox").then(
    (module) => (listboxModule = module),
  );
  return listboxLoading;
}

/** What starts the fetch; of these, a press (click) and arrow keys are held and replayed. */
const WAKE_EVENTS = ["pointerover", "pointerdown", "focusin"] as const;
const HELD_EVENTS = ["click", "keydown"] as const;

function wireSwitch(button: HTMLButtonElement): () => void {
  // The static HTML always says "Light" with the sun (the server cannot know the choice).
  showChoice(button, readThemeChoice());
  const stopLabel = onThemeChange((next) => showChoice(button, next));
  let unwireListbox: (() => void) | undefined;
  if (listboxModule) {
    unwireListbox = listboxModule.wireListbox(button);
    return () => {
      stopLabel();
      unwireListbox?.();
    };
  }
  const held: Array<{ type: string; key?: string }> = [];
  let unwired = false;
  const hold = (event: Event) => {
    // Only what the listbox answers: a press, or the arrows that open it from the button.
    const key = event instanceof KeyboardEvent ? event.key : undefined;
    if (event.type === "keydown" && key !== "ArrowDown" && key !== "ArrowUp")
      return;
    event.preventDefault();
    held.push({ type: event.type, key });
    wake();
  };
  const stopWaking = () => {
    for (const type of WAKE_EVENTS) button.removeEventListener(type, wake);
    for (const type of HELD_EVENTS) button.removeEventListener(type, hold);
  };
  let waking = false;
  function wake(): void {
    // Once: a held press or arrow calls this again while the code is on its way, and a second
    // wiring would give the button two listboxes.
    if (waking) return;
    waking = true;
    for (const type of WAKE_EVENTS) button.removeEventListener(type, wake);
    void loadThemeListbox().then((module) => {
      if (unwired) return;
      stopWaking();
      unwireListbox = module.wireListbox(button);
      for (const { type, key } of held.splice(0))
        if (type === "click") button.click();
        else
          button.dispatchEvent(
            new KeyboardEvent("keydown", {
              key,
              bubbles: true,
              cancelable: true,
            }),
          );
    });
  }
  for (const type of WAKE_EVENTS) button.addEventListener(type, wake);
  for (const type of HELD_EVENTS) button.addEventListener(type, hold);
  return () => {
    unwired = true;
    stopWaking();
    stopLabel();
    unwireListbox?.();
  };
}

const wired = new WeakSet<HTMLButtonElement>();

/**
 * Keeps every theme switch under `root` on the current choice and gives it the listbox of
 * Nextra's `Select` once its code has arrived. Returns a cleanup that removes its listeners.
 */
export function wireThemeSwitch(root: ParentNode = document): () => void {
  return wireEach(root, THEME_SELECT_SELECTOR, wired, wireSwitch);
}
