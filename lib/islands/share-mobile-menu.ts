/**
 * Nextra's docs theme renders the sidebar twice on every page: the desktop menu and the mobile
 * menu, whose folder for the current section holds most of the desktop menu's items again. On a
 * docs page that copy was 53 of the HTML's 228 kB (issue 20: parse and style time on a phone; issue
 * 25: bytes every build renders, writes and compresses). At the end of the build each run of
 * mobile-menu items that is byte for byte a run of the desktop menu's top-level items becomes a
 * `<template>` naming that run; components/theme/mobile-menu.ts copies the desktop items in
 * when the reader first opens the menu.
 */

/**
 * The attribute of a placeholder: `<list>:<first>-<last>`, the desktop list (the menu itself is
 * "", "3" the list inside its fourth item, "3.0" the list inside that one's first item, ...) and
 * the first and last index of its items, inclusive.
 */
export const SHARED_ITEMS_ATTRIBUTE = "data-desktop-items";
/** The placeholders of a page, as the browser finds them. */
export const SHARED_ITEMS_SELECTOR = `ul.nextra-menu-mobile template[${SHARED_ITEMS_ATTRIBUTE}]`;

/** Runs shorter than this stay in the page: a placeholder would save next to nothing. */
const MIN_SHARED_BYTES = 200;

const DESKTOP_MENU = /<ul class="[^"]*\bnextra-menu-desktop\b[^"]*">/;
const MOBILE_MENU = /<ul class="[^"]*\bnextra-menu-mobile\b[^"]*">/;

interface Range {
  start: number;
  end: number;
}

/** Where the element that opens at `start` ends (after its closing tag), counting nested ones. */
function elementEnd(html: string, start: number, tag: string): number {
  const tags = new RegExp(`<${tag}[\\s>]|</${tag}>`, "g");
  tags.lastIndex = start;
  let depth = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[0].startsWith("</") ? -1 : 1;
    if (depth === 0) return match.index + match[0].length;
  }
  return -1;
}

/**
 * The `<li>` children of the `<ul>` that opens at `start`, or `null` when it holds anything else
 * (text, another element), which Nextra's menus never do.
 */
function listItems(html: string, start: number): Range[] | null {
  const end = elementEnd(html, start, "ul");
  if (end < 0) return null;
  const close = end - "</ul>".length;
  const items: Range[] = [];
  let at = html.indexOf(">", start) + 1;
  while (at < close) {
    if (!/^<li[\s>]/.test(html.slice(at, at + 4))) return null;
    const itemEnd = elementEnd(html, at, "li");
    if (itemEnd < 0 || itemEnd > close) return null;
    items.push({ start: at, end: itemEnd });
    at = itemEnd;
  }
  return items;
}

/** The placeholder for the items `first`..`last` of the desktop list `list`. */
export function sharedItemsPlaceholder(
  list: string,
  first: number,
  last: number,
): string {
  return `<template ${SHARED_ITEMS_ATTRIBUTE}="${list}:${first}-${last}"></template>`;
}

interface DesktopItem {
  list: string;
  index: number;
}

/** Every item of the desktop menu and its nested lists, by its HTML (the first one wins). */
function desktopItems(
  html: string,
  listStart: number,
  list: string,
  into: Map<string, DesktopItem>,
): void {
  const items = listItems(html, listStart);
  items?.forEach((item, index) => {
    const text = html.slice(item.start, item.end);
    if (!into.has(text)) into.set(text, { list, index });
    const nested = /<ul[\s>]/g;
    nested.lastIndex = item.start;
    const inner = nested.exec(html);
    if (inner && inner.index < item.end)
      desktopItems(
        html,
        inner.index,
        list ? `${list}.${index}` : `${index}`,
        into,
      );
  });
}

/**
 * Replaces each run of mobile-menu items that equals a run of items of one desktop-menu list with
 * a placeholder. A page without both menus is returned as it is.
 */
export function shareMobileMenu(html: string): string {
  const desktopOpen = DESKTOP_MENU.exec(html);
  const mobileOpen = MOBILE_MENU.exec(html);
  if (!desktopOpen || !mobileOpen) return html;
  const mobileEnd = elementEnd(html, mobileOpen.index, "ul");
  if (mobileEnd < 0) return html;
  const desktop = new Map<string, DesktopItem>();
  desktopItems(html, desktopOpen.index, "", desktop);
  const desktopItem = (item: Range) =>
    desktop.get(html.slice(item.start, item.end));

  const replaced: Array<Range & { text: string }> = [];
  const lists = /<ul[\s>]/g;
  lists.lastIndex = mobileOpen.index;
  for (let list = lists.exec(html); list; list = lists.exec(html)) {
    if (list.index >= mobileEnd) break;
    // A list inside a replaced run is gone with it.
    const at = list.index;
    if (replaced.some((run) => run.start <= at && at < run.end)) continue;
    const items = listItems(html, list.index);
    if (!items) continue;
    for (let i = 0; i < items.length; i++) {
      const first = desktopItem(items[i]!);
      if (!first) continue;
      let j = i;
      for (;;) {
        const next =
          j + 1 < items.length ? desktopItem(items[j + 1]!) : undefined;
        if (
          next?.list !== first.list ||
          next.index !== first.index + (j + 1 - i)
        )
          break;
        j++;
      }
      const run = { start: items[i]!.start, end: items[j]!.end };
      if (run.end - run.start >= MIN_SHARED_BYTES)
        replaced.push({
          ...run,
          text: sharedItemsPlaceholder(
            first.list,
            first.index,
            first.index + (j - i),
          ),
        });
      i = j;
    }
  }
  let result = "";
  let at = 0;
  for (const run of replaced.sort((a, b) => a.start - b.start)) {
    result += html.slice(at, run.start) + run.text;
    at = run.end;
  }
  return result + html.slice(at);
}
