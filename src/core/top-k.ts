/**
 * Inserts `item` into `top`, which is kept sorted by `compare` and at most `limit` long. An item equal to one
 * already held goes after it, so the result matches a stable sort of everything followed by a slice. Linear
 * insertion suits the small limits the deal engine uses (10): a full sort of every combination is what it avoids.
 */
export function insertIntoTop<T>(top: T[], item: T, limit: number, compare: (a: T, b: T) => number): void {
  let position = top.length;
  while (position > 0 && compare(item, top[position - 1] as T) < 0) position -= 1;
  if (position >= limit) return;
  top.splice(position, 0, item);
  if (top.length > limit) top.pop();
}
