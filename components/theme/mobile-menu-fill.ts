import {
  SHARED_ITEMS_ATTRIBUTE,
  SHARED_ITEMS_SELECTOR,
} from "../../lib/islands/share-mobile-menu";

/**
 * Puts back the mobile-menu items the build replaced with placeholders because the desktop menu
 * has the same (lib/islands/share-mobile-menu.ts): copies of the desktop items, with the folders
 * as the reader left them there (no hover or focus look comes along: below 768 px, where the
 * menu opens, the desktop menu is not shown). Returns how many placeholders it filled.
 */
export default function fillSharedMenuItems(
  root: ParentNode = document,
): number {
  const desktop = root.querySelector("ul.nextra-menu-desktop");
  const placeholders = root.querySelectorAll<HTMLTemplateElement>(
    SHARED_ITEMS_SELECTOR,
  );
  let filled = 0;
  for (const placeholder of placeholders) {
    const match = /^([\d.]*):(\d+)-(\d+)$/.exec(
      placeholder.getAttribute(SHARED_ITEMS_ATTRIBUTE) ?? "",
    );
    if (!desktop || !match) continue;
    let list: Element | null = desktop;
    for (const step of match[1] ? match[1].split(".") : [])
      list = list?.children[Number(step)]?.querySelector("ul") ?? null;
    const items = list
      ? Array.from(list.children).slice(Number(match[2]), Number(match[3]) + 1)
      : [];
    const copies = items.map((item) => item.cloneNode(true));
    placeholder.replaceWith(...copies);
    filled += 1;
  }
  return filled;
}
