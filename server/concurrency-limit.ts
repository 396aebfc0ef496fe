export class QueueFullError extends Error {}

/** Runs at most `concurrency` tasks at once, queueing up to `maxQueue` more and refusing the rest. */
export function concurrencyLimit(concurrency: number, maxQueue: number) {
  let active = 0;
  const queue: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= concurrency) {
      if (queue.length >= maxQueue) throw new QueueFullError();
      await new Promise<void>((resolve) => queue.push(resolve));
    }
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      queue.shift()?.();
    }
  };
}
