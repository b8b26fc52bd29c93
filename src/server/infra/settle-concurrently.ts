/**
 * Runs `work` on every item, at most `limit` at a time, and settles each like Promise.allSettled, in item order:
 * one failure neither stops the others nor rejects the whole.
 */
export async function settleConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = [];
  const queue = items.entries();
  const worker = async () => {
    for (const [index, item] of queue) {
      try {
        results[index] = { status: 'fulfilled', value: await work(item) };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
