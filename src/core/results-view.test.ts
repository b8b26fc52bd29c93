import { describe, expect, it } from 'vitest';
import type { Deal } from './deal';
import {
  activeFilters,
  dayPart,
  isSortKey,
  noFilters,
  resultsView,
  toggled,
  tripMinutes,
  withFilter,
  withoutFilter,
  type ResultFilters,
  type SortKey,
} from './results-view';
import { viewDeal } from './results-view.fixtures';

const filters = (overrides: Partial<ResultFilters>): ResultFilters => ({ ...noFilters, ...overrides });
const ids = (deals: Deal[]) => deals.map((deal) => deal.id);
const cardIds = (deals: Deal[], sort: SortKey, chosen: ResultFilters = noFilters) =>
  ids(resultsView(deals, sort, chosen).groups.map((group) => group.best));

describe('sorting the results', () => {
  const deals = [
    viewDeal({ id: 'a', hotelId: 'H1', total: 900, rating: 7.5, minutes: 200, returnMinutes: 200 }),
    viewDeal({ id: 'b', hotelId: 'H2', total: 800, rating: 9.1, minutes: 100, returnMinutes: 100 }),
    viewDeal({ id: 'c', hotelId: 'H3', total: 700, rating: 8.0, minutes: 300, returnMinutes: 60 }),
    viewDeal({ id: 'd', hotelId: 'H4', total: 700, rating: 9.1, minutes: 150, returnMinutes: 150 }),
  ];

  it("keeps the server's best-value order by default", () => {
    expect(cardIds(deals, 'value')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('puts the cheapest total first, ties in best-value order', () => {
    expect(cardIds(deals, 'price')).toEqual(['c', 'd', 'b', 'a']);
  });

  it('puts the shortest time in the air first, both legs added', () => {
    expect(cardIds(deals, 'duration')).toEqual(['b', 'd', 'c', 'a']);
  });

  it('puts the best-rated hotel first, the cheaper one first among equals', () => {
    expect(cardIds(deals, 'rating')).toEqual(['d', 'b', 'c', 'a']);
  });

  it('counts a one-way flight once, not its outbound twice', () => {
    const oneWay = viewDeal({ id: 'one-way', hotelId: 'H1', minutes: 200, returns: null });
    const roundTrip = viewDeal({ id: 'round', hotelId: 'H2', minutes: 120, returnMinutes: 130 });
    expect(tripMinutes(oneWay)).toBe(200);
    expect(tripMinutes(roundTrip)).toBe(250);
    expect(cardIds([roundTrip, oneWay], 'duration')).toEqual(['one-way', 'round']);
  });

  it('compares prices in cents, so float noise is a tie that keeps best-value order', () => {
    const first = viewDeal({ id: 'first', hotelId: 'H1', total: 0.1 + 0.2 });
    const second = viewDeal({ id: 'second', hotelId: 'H2', total: 0.3 });
    expect(cardIds([first, second], 'price')).toEqual(['first', 'second']);
  });

  it('puts the lowest estimated CO₂e first, the cheaper first among equals, deals without an estimate last', () => {
    const emitting = (id: string, total: number, flightKg?: number, hotelKg = 0): Deal => ({
      ...viewDeal({ id, hotelId: `H-${id}`, total }),
      ...(flightKg === undefined
        ? {}
        : { emissions: { flightKg, hotelKg, travellers: 2, source: 'model' as const } }),
    });
    const co2Deals = [emitting('unknown', 100), emitting('high', 500, 900), emitting('low', 900, 300)];
    // Its flights emit least, but with its hotel nights the trip emits more than 'high' (250 + 700 > 900).
    const hotelHeavy = emitting('hotel-heavy', 400, 250, 700);
    expect(cardIds([...co2Deals, emitting('low-cheap', 800, 300), hotelHeavy], 'co2')).toEqual([
      'low-cheap',
      'low',
      'high',
      'hotel-heavy',
      'unknown',
    ]);
  });

  it('knows its sort keys', () => {
    expect(['value', 'price', 'duration', 'rating', 'co2', 'stops'].filter(isSortKey)).toEqual([
      'value',
      'price',
      'duration',
      'rating',
      'co2',
    ]);
  });
});

describe('one card per hotel', () => {
  const deals = [
    viewDeal({ id: 'h1-w6', hotelId: 'H1', airline: 'W6', total: 1000, stops: 0 }),
    viewDeal({ id: 'h1-u2', hotelId: 'H1', airline: 'U2', total: 990, stops: 1 }),
    viewDeal({ id: 'h2-w6', hotelId: 'H2', airline: 'W6', total: 1100 }),
    viewDeal({ id: 'h1-af', hotelId: 'H1', airline: 'AF', total: 1200 }),
  ];

  it('shows each hotel once, its best deal as the card and the rest as more flight options', () => {
    const view = resultsView(deals, 'value', noFilters);
    expect(view.groups.map((group) => [group.hotelId, group.best.id, ids(group.others)])).toEqual([
      ['H1', 'h1-w6', ['h1-u2', 'h1-af']],
      ['H2', 'h2-w6', []],
    ]);
    expect(view.deals).toBe(4);
  });

  it("picks each hotel's card and orders its other flights by the chosen sort", () => {
    const view = resultsView(deals, 'price', noFilters);
    expect(view.groups.map((group) => [group.best.id, ids(group.others)])).toEqual([
      ['h1-u2', ['h1-w6', 'h1-af']],
      ['h2-w6', []],
    ]);
  });

  it('keeps only the flights that pass the filters under a hotel', () => {
    const view = resultsView(deals, 'price', filters({ stops: 'direct' }));
    expect(view.groups.map((group) => [group.best.id, ids(group.others)])).toEqual([
      ['h1-w6', ['h1-af']],
      ['h2-w6', []],
    ]);
    expect(view.deals).toBe(3);
  });
});

describe('filtering the results', () => {
  it('keeps direct trips only when both legs are direct, and up to one stop on each leg', () => {
    const deals = [
      viewDeal({ id: 'direct', hotelId: 'H1' }),
      viewDeal({ id: 'stop-back', hotelId: 'H2', returnStops: 1 }),
      viewDeal({ id: 'two-stops-out', hotelId: 'H3', stops: 2 }),
      viewDeal({ id: 'one-each', hotelId: 'H4', stops: 1, returnStops: 1 }),
    ];
    expect(cardIds(deals, 'value', filters({ stops: 'direct' }))).toEqual(['direct']);
    expect(cardIds(deals, 'value', filters({ stops: 'upToOne' }))).toEqual([
      'direct',
      'stop-back',
      'one-each',
    ]);
    expect(cardIds(deals, 'value', filters({ stops: 'any' }))).toHaveLength(4);
  });

  it('keeps hotels rated at least the minimum; no minimum lets unrated hotels through', () => {
    const deals = [
      viewDeal({ id: 'nine', hotelId: 'H1', rating: 9 }),
      viewDeal({ id: 'almost-eight', hotelId: 'H2', rating: 7.9 }),
      viewDeal({ id: 'eight', hotelId: 'H3', rating: 8 }),
      viewDeal({ id: 'unrated', hotelId: 'H4', rating: 0 }),
    ];
    expect(cardIds(deals, 'value', filters({ minRating: 8 }))).toEqual(['nine', 'eight']);
    expect(cardIds(deals, 'value', filters({ minRating: 9 }))).toEqual(['nine']);
    expect(cardIds(deals, 'value', filters({ minRating: 0 }))).toContain('unrated');
  });

  it('keeps the chosen airlines, or every airline when none is chosen', () => {
    const deals = [
      viewDeal({ id: 'lh', hotelId: 'H1', airline: 'LH' }),
      viewDeal({ id: 'af', hotelId: 'H2', airline: 'AF' }),
      viewDeal({ id: 'w6', hotelId: 'H3', airline: 'W6' }),
    ];
    expect(cardIds(deals, 'value', filters({ airlines: ['AF', 'W6'] }))).toEqual(['af', 'w6']);
    expect(cardIds(deals, 'value', filters({ airlines: [] }))).toEqual(['lh', 'af', 'w6']);
  });

  it.each([
    ['00:00', 'night'],
    ['05:59', 'night'],
    ['06:00', 'morning'],
    ['11:59', 'morning'],
    ['12:00', 'afternoon'],
    ['17:59', 'afternoon'],
    ['18:00', 'evening'],
    ['23:59', 'evening'],
  ] as const)('reads a departure at %s as %s', (time, part) => {
    expect(dayPart(`2026-12-01T${time}:00`)).toBe(part);
  });

  it('refuses a date-time it cannot read', () => {
    expect(() => dayPart('2026-12-01')).toThrow(RangeError);
    expect(() => dayPart('2026-12-01T24:00:00')).toThrow(RangeError);
  });

  it('keeps outbound and return departures in the chosen parts of the day', () => {
    const deals = [
      viewDeal({ id: 'early', hotelId: 'H1', departs: '05:55', returns: '17:10' }),
      viewDeal({ id: 'late', hotelId: 'H2', departs: '21:35', returns: '12:20' }),
      viewDeal({ id: 'midday', hotelId: 'H3', departs: '12:20', returns: '20:00' }),
    ];
    expect(cardIds(deals, 'value', filters({ departureTimes: ['night', 'evening'] }))).toEqual([
      'early',
      'late',
    ]);
    expect(cardIds(deals, 'value', filters({ returnTimes: ['evening'] }))).toEqual(['midday']);
    expect(
      cardIds(deals, 'value', filters({ departureTimes: ['night', 'evening'], returnTimes: ['afternoon'] })),
    ).toEqual(['early', 'late']);
  });

  it('never matches a return window with a one-way trip, which has no return', () => {
    const oneWay = viewDeal({ id: 'one-way', departs: '19:00', returns: null });
    expect(cardIds([oneWay], 'value', filters({ returnTimes: ['evening'] }))).toEqual([]);
    expect(cardIds([oneWay], 'value', filters({ departureTimes: ['evening'] }))).toEqual(['one-way']);
  });

  it('keeps only hotels that say their rate is refundable', () => {
    const deals = [
      viewDeal({ id: 'yes', hotelId: 'H1', refundable: true }),
      viewDeal({ id: 'no', hotelId: 'H2', refundable: false }),
      viewDeal({ id: 'unsaid', hotelId: 'H3' }),
    ];
    expect(cardIds(deals, 'value', filters({ refundableOnly: true }))).toEqual(['yes']);
  });

  it('names the active filters and takes one off', () => {
    const chosen = filters({ stops: 'direct', airlines: ['LH'], refundableOnly: true });
    expect(activeFilters(noFilters)).toEqual([]);
    expect(activeFilters(chosen)).toEqual(['stops', 'airlines', 'refundableOnly']);
    expect(activeFilters(withoutFilter(chosen, 'airlines'))).toEqual(['stops', 'refundableOnly']);
    expect(withFilter(noFilters, 'minRating', 9).minRating).toBe(9);
  });

  it("toggles a choice in a list filter, keeping the options' order", () => {
    const order = ['night', 'morning', 'afternoon', 'evening'];
    expect(toggled(['evening'], 'morning', order)).toEqual(['morning', 'evening']);
    expect(toggled(['morning', 'evening'], 'morning', order)).toEqual(['evening']);
  });
});

describe('filter counts', () => {
  const deals = [
    viewDeal({ hotelId: 'H1', airline: 'W6', departs: '05:55', rating: 7.3 }),
    viewDeal({ hotelId: 'H1', airline: 'LH', departs: '14:20', stops: 1, returnStops: 1, rating: 7.3 }),
    viewDeal({ hotelId: 'H2', airline: 'LH', departs: '10:15', stops: 1, rating: 8.4 }),
    viewDeal({ hotelId: 'H3', airline: 'AF', departs: '16:10', stops: 2, rating: 9.2 }),
  ];

  it('counts hotels for each choice with the other filters as they are', () => {
    const { facets } = resultsView(deals, 'value', noFilters);
    expect(facets.stops).toEqual([
      { value: 'any', hotels: 3 },
      { value: 'direct', hotels: 1 },
      { value: 'upToOne', hotels: 2 },
    ]);
    expect(facets.minRating).toEqual([
      { value: 0, hotels: 3 },
      { value: 7, hotels: 3 },
      { value: 8, hotels: 2 },
      { value: 9, hotels: 1 },
    ]);
    // By name: Air France, Lufthansa, Wizz Air.
    expect(facets.airlines).toEqual([
      { value: 'AF', hotels: 1 },
      { value: 'LH', hotels: 2 },
      { value: 'W6', hotels: 1 },
    ]);
    expect(facets.departureTimes).toEqual([
      { value: 'night', hotels: 1 },
      { value: 'morning', hotels: 1 },
      { value: 'afternoon', hotels: 2 },
      { value: 'evening', hotels: 0 },
    ]);
  });

  it('updates the other counts when a filter is chosen, and counts each airline as if only it were ticked', () => {
    const { facets } = resultsView(deals, 'value', filters({ stops: 'direct', airlines: ['W6'] }));
    expect(facets.airlines).toEqual([
      { value: 'AF', hotels: 0 },
      { value: 'LH', hotels: 0 },
      { value: 'W6', hotels: 1 },
    ]);
    expect(facets.stops).toEqual([
      { value: 'any', hotels: 1 },
      { value: 'direct', hotels: 1 },
      { value: 'upToOne', hotels: 1 },
    ]);
    expect(facets.minRating.map((option) => option.hotels)).toEqual([1, 1, 0, 0]);
  });

  it('offers return times only when a deal flies back, and refunds only when a hotel says', () => {
    const roundTrips = resultsView(deals, 'value', noFilters).facets;
    expect(roundTrips.returnTimes?.map((option) => option.hotels)).toEqual([0, 0, 0, 3]);
    expect(roundTrips.refundableOnly).toBeUndefined();

    const oneWays = resultsView(
      [
        viewDeal({ hotelId: 'H1', returns: null, refundable: true }),
        viewDeal({ hotelId: 'H2', returns: null }),
      ],
      'value',
      noFilters,
    ).facets;
    expect(oneWays.returnTimes).toBeUndefined();
    expect(oneWays.refundableOnly).toBe(1);
  });
});

describe('an empty result', () => {
  const deals = [
    viewDeal({ hotelId: 'H1', airline: 'W6', rating: 7.3 }),
    viewDeal({ hotelId: 'H2', airline: 'W6', rating: 7.7 }),
    viewDeal({ hotelId: 'H3', airline: 'LH', stops: 1, rating: 9.1 }),
  ];

  it('suggests no single filter when only removing several at once would bring hotels back', () => {
    const view = resultsView(
      deals,
      'value',
      filters({ stops: 'direct', minRating: 9, departureTimes: ['night'] }),
    );
    expect(view.groups).toEqual([]);
    expect(view.deals).toBe(0);
    expect(view.loosen).toEqual([]);
  });

  it('orders the suggestions by how many hotels they bring back', () => {
    const view = resultsView(deals, 'value', filters({ minRating: 9, airlines: ['W6'] }));
    expect(view.loosen).toEqual([
      { filter: 'minRating', hotels: 2 },
      { filter: 'airlines', hotels: 1 },
    ]);
  });

  it('suggests nothing while hotels match', () => {
    expect(resultsView(deals, 'value', filters({ minRating: 9 })).loosen).toEqual([]);
  });
});
