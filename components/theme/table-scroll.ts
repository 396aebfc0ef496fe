/**
 * Content tables (components/mdx/scrollable-table.tsx) scroll sideways when they are wider than
 * the column, which on a phone hid whole columns without a sign. Each table that does not fit
 * gets `data-overflow` ("right", "left" or "both": where more of it lies) and styles/globals.css
 * fades that edge out, so the cut-off column reads as "there is more". Updated on scroll and when
 * the table's box changes size (rotation, a wider window, fonts arriving).
 */
export const CONTENT_TABLE = "table.content-table";

/** The one-pixel slack absorbs sub-pixel widths that never scroll. */
const SLACK_PX = 1;

export type TableOverflow = "left" | "right" | "both" | undefined;

/**
 * Where a scroll box with these measures has content out of view, if anywhere. The tables keep a
 * scrollbar gutter (`nextra-scrollbar`: `scrollbar-gutter: stable`, 10 px), which Chromium counts
 * in `scrollWidth` but never scrolls through: what can scroll is `scrollWidth - offsetWidth` (the
 * tables have no border of their own), 10 px less than `scrollWidth - clientWidth`.
 */
export function overflowOf(box: {
  scrollLeft: number;
  scrollWidth: number;
  offsetWidth: number;
}): TableOverflow {
  const hidden = box.scrollWidth - box.offsetWidth;
  if (hidden <= SLACK_PX) return undefined;
  // Right-to-left pages report a negative scrollLeft; the magnitude is what has scrolled by.
  const scrolled = Math.abs(box.scrollLeft);
  const before = scrolled > SLACK_PX;
  const after = scrolled < hidden - SLACK_PX;
  if (before && after) return "both";
  return before ? "left" : after ? "right" : undefined;
}

function mark(table: HTMLElement): void {
  const overflow = overflowOf(table);
  if (overflow) table.dataset.overflow = overflow;
  else delete table.dataset.overflow;
}

const wired = new WeakSet<ParentNode>();

/** Marks every content table under `root` and keeps the marks current. Returns a cleanup. */
export function wireTableScroll(root: ParentNode = document): () => void {
  if (wired.has(root)) return () => undefined;
  const tables = Array.from(root.querySelectorAll<HTMLElement>(CONTENT_TABLE));
  if (tables.length === 0) return () => undefined;
  wired.add(root);
  const onScroll = (event: Event) => {
    if (
      event.target instanceof HTMLElement &&
      event.target.matches(CONTENT_TABLE)
    )
      mark(event.target);
  };
  // Scroll events do not bubble; a capturing listener on the root sees every table's.
  root.addEventListener("scroll", onScroll, { capture: true, passive: true });
  const resizes =
    typeof ResizeObserver === "function"
      ? new ResizeObserver((entries) => {
          for (const entry of entries) mark(entry.target as HTMLElement);
        })
      : undefined;
  // A ResizeObserver reports each table once after the next layout, which marks it without this
  // start-up code forcing a layout of its own by reading widths; without one, mark them now.
  if (resizes) tables.forEach((table) => resizes.observe(table));
  else tables.forEach(mark);
  return () => {
    root.removeEventListener("scroll", onScroll, { capture: true });
    resizes?.disconnect();
    wired.delete(root);
  };
}
