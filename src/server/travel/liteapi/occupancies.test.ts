import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitOccupancies } from './occupancies';

describe('splitOccupancies', () => {
  it('splits 3 adults and children aged 4 and 9 over 2 rooms', () => {
    expect(splitOccupancies(3, 2, [4, 9])).toEqual([
      { adults: 2, children: [9] },
      { adults: 1, children: [4] },
    ]);
  });

  it('gives every room one adult when they are as many', () => {
    expect(splitOccupancies(3, 3, [])).toEqual([{ adults: 1 }, { adults: 1 }, { adults: 1 }]);
  });

  it('refuses a room without an adult', () => {
    expect(splitOccupancies(1, 2, [])).toBeUndefined();
    expect(splitOccupancies(2, 0, [])).toBeUndefined();
  });

  it('keeps every guest, at least one adult per room, and rooms within one guest of each other', () => {
    const stay = fc
      .record({ rooms: fc.integer({ min: 1, max: 9 }), extraAdults: fc.integer({ min: 0, max: 9 }) })
      .chain(({ rooms, extraAdults }) =>
        fc.record({
          rooms: fc.constant(rooms),
          adults: fc.constant(rooms + extraAdults),
          ages: fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 10 }),
        }),
      );
    fc.assert(
      fc.property(stay, ({ rooms, adults, ages }) => {
        const split = splitOccupancies(adults, rooms, ages) ?? [];
        expect(split).toHaveLength(rooms);
        expect(split.every((room) => room.adults >= 1)).toBe(true);
        expect(split.reduce((sum, room) => sum + room.adults, 0)).toBe(adults);
        expect(split.flatMap((room) => room.children ?? []).sort()).toEqual([...ages].sort());
        const guests = split.map((room) => room.adults + (room.children?.length ?? 0));
        expect(Math.max(...guests) - Math.min(...guests)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
