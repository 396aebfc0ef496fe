/**
 * Deals `items` to `n` lists of about equal total `size`, biggest first, each to the list with
 * the least so far; empty lists are dropped. Used to split page compiles between processes.
 */
export function shareOut<T>(
  items: readonly T[],
  n: number,
  size: (item: T) => number,
): T[][] {
  const lists: T[][] = Array.from({ length: Math.max(1, n) }, () => []);
  const totals = lists.map(() => 0);
  for (const item of [...items].sort((a, b) => size(b) - size(a))) {
    const i = totals.indexOf(Math.min(...totals));
    lists[i]!.push(item);
    totals[i]! += size(item);
  }
  return lists.filter((list) => list.length > 0);
}
