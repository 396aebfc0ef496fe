/**
 * The tab a key moves to in a horizontal tablist (WAI-ARIA Authoring Practices): arrows wrap
 * around, Home and End jump to the ends; any other key returns `null` and keeps its default.
 */
export function tabIndexForKey(
  key: string,
  current: number,
  count: number,
): number | null {
  if (count <= 0) return null;
  switch (key) {
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
