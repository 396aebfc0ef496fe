/** A bounded load loop: `total` POSTs with at most `concurrency` in flight, loopback only. */
export async function postMany(
  url: string,
  total: number,
  concurrency: number,
  bodyFor: (i: number) => unknown,
  /** Counts 200 answers as they arrive, for tests that act mid-load. */
  progress: { acknowledged: number } = { acknowledged: 0 },
): Promise<{
  statuses: Map<number, number>;
  ids: string[];
  errors: number;
  ms: number;
}> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(url))
    throw new Error(`load tests only target loopback, not ${url}`);
  const statuses = new Map<number, number>();
  const ids: string[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const i = next++;
      try {
        const res = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(bodyFor(i)),
          signal: AbortSignal.timeout(30_000),
        });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 200) {
          ids.push(((await res.json()) as { id: string }).id);
          progress.acknowledged += 1;
        } else await res.arrayBuffer();
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { statuses, ids, errors, ms: performance.now() - started };
}
