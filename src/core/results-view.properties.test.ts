import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Deal } from './deal';
import {
  activeFilters,
  compareRanked,
  dayParts,
  filterNames,
  matchingHotels,
  maxDistanceOptions,
  minRatingOptions,
  noFilters,
  passesFilters,
  resultsView,
  sortKeys,
  stopsOptions,
  withFilter,
  withoutFilter,
  type ResultFilters,
} from './results-view';
import { viewDeal } from './results-view.fixtures';

const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 30, 59))
  .map(([hour, minute]) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);

/** Few hotels and airlines, so groups, ties and empty results all happen often. */
const dealsArbitrary = fc
  .array(
    fc.record({
      hotelId: fc.constantFrom('H1', 'H2', 'H3', 'H4'),
      rating: fc.constantFrom(0, 6.5, 7, 7.9, 8, 8.8, 9, 9.6),
      refundable: fc.option(fc.boolean(), { nil: undefined }),
      distanceKm: fc.option(fc.constantFrom(0.4, 1, 2.9, 3, 5, 7.5), { nil: undefined }),
      airline: fc.constantFrom('LH', 'AF', 'W6', 'ZZ'),
      departs: time,
      returns: fc.option(time, { nil: null }),
      stops: fc.integer({ min: 0, max: 2 }),
      returnStops: fc.integer({ min: 0, max: 2 }),
      minutes: fc.integer({ min: 60, max: 900 }),
      returnMinutes: fc.integer({ min: 60, max: 900 }),
      total: fc.integer({ min: 100, max: 3000 }).map((euros) => euros / 4),
    }),
    { maxLength: 30 },
  )
  .map((specs) => specs.map((spec, index) => viewDeal({ ...spec, id: `deal-${index}` })));

const filtersArbitrary: fc.Arbitrary<ResultFilters> = fc.record({
  stops: fc.constantFrom(...stopsOptions),
  minRating: fc.constantFrom(...minRatingOptions),
  airlines: fc.subarray(['LH', 'AF', 'W6', 'ZZ']),
  departureTimes: fc.subarray([...dayParts]),
  returnTimes: fc.subarray([...dayParts]),
  refundableOnly: fc.boolean(),
  maxDistanceKm: fc.constantFrom(...maxDistanceOptions),
});

const sortArbitrary = fc.constantFrom(...sortKeys);

describe('results view properties', () => {
  it('shows every deal that passes the filters exactly once, under its own hotel, each hotel once', () => {
    fc.assert(
      fc.property(dealsArbitrary, sortArbitrary, filtersArbitrary, (deals, sort, filters) => {
        const view = resultsView(deals, sort, filters);
        const shown = view.groups.flatMap((group) => [group.best, ...group.others]);
        const passing = deals.filter((deal) => passesFilters(deal, filters));
        expect(shown.map((deal) => deal.id).sort()).toEqual(passing.map((deal) => deal.id).sort());
        expect(view.deals).toBe(passing.length);
        for (const group of view.groups) {
          for (const deal of [group.best, ...group.others]) expect(deal.hotel.hotelId).toBe(group.hotelId);
        }
        expect(new Set(view.groups.map((group) => group.hotelId)).size).toBe(view.groups.length);
        expect(view.groups.length).toBe(matchingHotels(deals, filters));
      }),
    );
  });

  it("orders the cards and each hotel's flights by the sort, the best flight as the card", () => {
    fc.assert(
      fc.property(dealsArbitrary, sortArbitrary, filtersArbitrary, (deals, sort, filters) => {
        const ranked = (deal: Deal) => ({ deal, rank: deals.indexOf(deal) });
        const inOrder = (list: Deal[]) =>
          list.every((deal, index) => {
            const previous = list[index - 1];
            return previous === undefined || compareRanked(sort, ranked(previous), ranked(deal)) < 0;
          });
        const { groups } = resultsView(deals, sort, filters);
        for (const group of groups) expect(inOrder([group.best, ...group.others])).toBe(true);
        expect(inOrder(groups.map((group) => group.best))).toBe(true);
      }),
    );
  });

  it('opens the default view on hotels in the order the server first ranked them', () => {
    fc.assert(
      fc.property(dealsArbitrary, (deals) => {
        const firstSeen = [...new Set(deals.map((deal) => deal.hotel.hotelId))];
        const view = resultsView(deals, 'value', noFilters);
        expect(view.groups.map((group) => group.hotelId)).toEqual(firstSeen);
        for (const group of view.groups) {
          expect(group.best).toBe(deals.find((deal) => deal.hotel.hotelId === group.hotelId));
        }
      }),
    );
  });

  it('gives each choice the count of hotels the page would show with it', () => {
    fc.assert(
      fc.property(dealsArbitrary, filtersArbitrary, (deals, filters) => {
        const { facets } = resultsView(deals, 'value', filters);
        const shownWith = (next: ResultFilters) => resultsView(deals, 'value', next).groups.length;
        for (const { value, hotels } of facets.stops) {
          expect(hotels).toBe(shownWith(withFilter(filters, 'stops', value)));
        }
        for (const { value, hotels } of facets.minRating) {
          expect(hotels).toBe(shownWith(withFilter(filters, 'minRating', value)));
        }
        for (const { value, hotels } of facets.airlines) {
          expect(hotels).toBe(shownWith(withFilter(filters, 'airlines', [value])));
        }
        for (const { value, hotels } of facets.departureTimes) {
          expect(hotels).toBe(shownWith(withFilter(filters, 'departureTimes', [value])));
        }
        for (const { value, hotels } of facets.returnTimes ?? []) {
          expect(hotels).toBe(shownWith(withFilter(filters, 'returnTimes', [value])));
        }
        if (facets.refundableOnly !== undefined) {
          expect(facets.refundableOnly).toBe(shownWith(withFilter(filters, 'refundableOnly', true)));
        }
        // Stricter choices never show more hotels.
        const [anyStops = 0, direct = 0, upToOne = 0] = facets.stops.map((option) => option.hotels);
        expect(direct).toBeLessThanOrEqual(upToOne);
        expect(upToOne).toBeLessThanOrEqual(anyStops);
        const ratings = facets.minRating.map((option) => option.hotels);
        expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
      }),
    );
  });

  it('offers every airline of the deals, and a hotel for a ticked airline on its own', () => {
    fc.assert(
      fc.property(dealsArbitrary, (deals) => {
        const { facets } = resultsView(deals, 'value', noFilters);
        expect(facets.airlines.map((option) => option.value).sort()).toEqual(
          [...new Set(deals.map((deal) => deal.flight.airlineCode))].sort(),
        );
        for (const option of facets.airlines) expect(option.hotels).toBeGreaterThan(0);
      }),
    );
  });

  it('suggests, only on an empty page, exactly the filters that bring hotels back alone, most first', () => {
    fc.assert(
      fc.property(dealsArbitrary, filtersArbitrary, (deals, filters) => {
        const view = resultsView(deals, 'value', filters);
        if (view.groups.length > 0) {
          expect(view.loosen).toEqual([]);
          return;
        }
        const helping = activeFilters(filters).filter(
          (name) => matchingHotels(deals, withoutFilter(filters, name)) > 0,
        );
        expect(view.loosen.map((suggestion) => suggestion.filter).sort()).toEqual([...helping].sort());
        for (const { filter, hotels } of view.loosen) {
          expect(hotels).toBe(resultsView(deals, 'value', withoutFilter(filters, filter)).groups.length);
        }
        const counts = view.loosen.map((suggestion) => suggestion.hotels);
        expect(counts).toEqual([...counts].sort((a, b) => b - a));
      }),
    );
  });

  it('shows every hotel with no filters, and clearing every filter is no filter', () => {
    fc.assert(
      fc.property(dealsArbitrary, filtersArbitrary, (deals, filters) => {
        const cleared = filterNames.reduce((next, name) => withoutFilter(next, name), filters);
        expect(cleared).toEqual(noFilters);
        expect(resultsView(deals, 'price', noFilters).groups.length).toBe(
          new Set(deals.map((deal) => deal.hotel.hotelId)).size,
        );
      }),
    );
  });
});
