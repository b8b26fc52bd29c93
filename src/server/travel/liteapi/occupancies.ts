import type { Occupancy } from './wire';

/**
 * The guests of a stay as LiteAPI's `occupancies`, one per room. Adults are split as evenly as possible, the
 * first rooms taking one more when they do not divide (5 in 2 rooms: 3 + 2); then each child, in the order given,
 * joins the room with the fewest guests so far, the first such room on a tie. Undefined when some room would have
 * no adult (fewer adults than rooms, or no rooms).
 */
export function splitOccupancies(
  adults: number,
  rooms: number,
  childrenAges: readonly number[],
): Occupancy[] | undefined {
  if (!Number.isInteger(adults) || !Number.isInteger(rooms) || rooms < 1 || adults < rooms) return undefined;
  const base = Math.floor(adults / rooms);
  const split = Array.from({ length: rooms }, (_, room) => ({
    adults: base + (room < adults % rooms ? 1 : 0),
    children: [] as number[],
  }));
  for (const age of childrenAges) {
    const guests = split.map((room) => room.adults + room.children.length);
    split[guests.indexOf(Math.min(...guests))]?.children.push(age);
  }
  return split.map((room) => (room.children.length > 0 ? room : { adults: room.adults }));
}
