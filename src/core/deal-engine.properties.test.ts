import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Deal } from './deal';
import { combineDeals, type DealEngineInput } from './deal-engine';
import {
  flightOffer,
  hotelOffers,
  partnerLinks,
  sentiment,
  testStay,
  type ItinerarySpec,
} from './deal-engine.fixtures';
import { dealScore } from './deal-score';
import { describeLeg } from './flight-leg';
import { priceToCents } from './money';
import { hotelRating } from './ratings';
import type { FlightOffer, HotelOffers } from './travel-data';
import { stayKey, type DealStay } from './trip-stay';

/**
 * The obvious implementation: every combination, a full stable sort, a slice. combineDeals must return exactly
 * what this returns, while keeping only a bounded list.
 */
function naiveCombineDeals(input: DealEngineInput, limit = 10): { deals: Deal[]; validCombinations: number } {
  // How one leg is described is flight-leg.ts's business (tested there); the oracle is about combining.
  const leg = describeLeg;
  const all: Deal[] = [];
  for (const flight of input.flights) {
    const flightCents = priceToCents(flight.price.total);
    const outbound = leg(flight.itineraries[0]);
    const inbound = flight.itineraries.length > 1 ? leg(flight.itineraries[1]) : outbound;
    if (flightCents === undefined || !outbound || !inbound) continue;
    const minutes = outbound.durationMinutes + inbound.durationMinutes;
    if (minutes <= 0) continue;
    const stay = input.stayOf(flight);
    for (const hotel of input.hotelsByStay.get(stayKey(stay)) ?? []) {
      const offer = hotel.offers[0];
      const hotelCents = offer ? priceToCents(offer.price.total) : undefined;
      if (!offer || hotelCents === undefined) continue;
      const totalCents = flightCents + hotelCents;
      if (totalCents > Math.round(input.budget * 100)) continue;
      const rating = hotelRating(input.sentiments.find((record) => record.hotelId === hotel.hotel.hotelId));
      all.push({
        id: `${flight.id}-${hotel.hotel.hotelId}`,
        offerId: offer.id,
        hotel: {
          hotelId: hotel.hotel.hotelId,
          name: hotel.hotel.name,
          location: hotel.hotel.cityCode,
          rating: rating.rating,
          ratingLabel: rating.label,
          numberOfReviews: rating.numberOfReviews,
          price: hotelCents / 100,
        },
        flight: {
          airlineCode:
            flight.validatingAirlineCodes[0] ?? flight.itineraries[0]?.segments[0]?.carrierCode ?? '',
          outbound,
          return: inbound,
          stops: outbound.stops,
          price: flightCents / 100,
        },
        stay,
        totalPrice: totalCents / 100,
        currency: input.currency,
        score: dealScore({
          totalPrice: totalCents / 100,
          displayRating: rating.rating,
          totalFlightMinutes: minutes,
          stops: outbound.stops,
        }),
        links: input.links(flight, hotel),
      });
    }
  }
  const sorted = [...all].sort(
    (a, b) => b.score - a.score || a.totalPrice - b.totalPrice || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  return { deals: sorted.slice(0, limit), validCombinations: all.length };
}

/** A flight landing the day after it leaves: its deals price a night less, with that stay's own hotel offers. */
const nextDayStay: DealStay = { ...testStay, checkIn: '2026-12-02', nights: 6, landsOn: '2026-12-02' };

/**
 * The engine's stay inputs for two stays: flights whose id ends in 0 ('F10') land the next day and combine with
 * `nextDayHotels`, the others with `hotels`.
 */
function twoStays(hotels: HotelOffers[], nextDayHotels: HotelOffers[]) {
  return {
    stayOf: (flight: FlightOffer) => (flight.id.endsWith('0') ? nextDayStay : testStay),
    hotelsByStay: new Map([
      [stayKey(testStay), hotels],
      [stayKey(nextDayStay), nextDayHotels],
    ]),
  };
}

const flightIds = fc.constantFrom('F1', 'F2', 'F3', 'F10', 'A');
const hotelIds = fc.constantFrom('H1', 'H2', 'H3', 'H20', 'B');

/** Varied offers, a few of them unusable, to exercise pricing, skipping and the budget. */
const wideInput: fc.Arbitrary<DealEngineInput> = (() => {
  const price = fc.oneof(
    { arbitrary: fc.constantFrom('100', '150', '200.5', '0.1', '0.2'), weight: 3 },
    { arbitrary: fc.integer({ min: 1, max: 300_000 }).map((cents) => (cents / 100).toFixed(2)), weight: 3 },
    { arbitrary: fc.constantFrom('', 'abc', '-5', '0', 'Infinity'), weight: 1 },
  );
  const duration = fc.oneof(
    { arbitrary: fc.constantFrom('PT5H', 'PT7H35M', 'PT45M', 'P1DT2H'), weight: 4 },
    { arbitrary: fc.constantFrom('PT0M', 'garbage'), weight: 1 },
  );
  const itinerarySpec: fc.Arbitrary<ItinerarySpec> = fc.record({
    duration,
    stops: fc.integer({ min: 0, max: 3 }),
    carrierCode: fc.constantFrom('AF', 'LH'),
  });
  const flight: fc.Arbitrary<FlightOffer> = fc
    .tuple(
      flightIds,
      price,
      fc.array(itinerarySpec, { minLength: 1, maxLength: 2 }),
      fc.constantFrom<string[]>([], ['BA'], ['UA', 'DL']),
    )
    .map(([id, total, itineraries, codes]) => flightOffer(id, total, itineraries, codes));
  const hotel: fc.Arbitrary<HotelOffers> = fc
    .tuple(hotelIds, fc.array(price, { maxLength: 2 }))
    .map(([id, totals]) => hotelOffers(id, totals));
  const rating = fc.oneof(fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 100, noNaN: true }));
  return fc
    .record({
      flights: fc.array(flight, { maxLength: 8 }),
      hotels: fc.array(hotel, { maxLength: 8 }),
      nextDayHotels: fc.array(hotel, { maxLength: 4 }),
      sentiments: fc.array(
        fc.tuple(hotelIds, rating).map(([id, value]) => sentiment(id, value)),
        { maxLength: 5 },
      ),
      budget: fc.oneof(fc.integer({ min: 0, max: 4000 }), fc.constantFrom(200, 250, 300.5, 0.3)),
      // The fixtures price everything in USD; offers in another currency are skipped (deal-engine.test.ts).
      currency: fc.constant('USD' as const),
      links: fc.constant(partnerLinks),
    })
    .map(({ hotels, nextDayHotels, ...rest }) => ({ ...rest, ...twoStays(hotels, nextDayHotels) }));
})();

/**
 * More than 10 combinations that mostly tie: equal scores and totals (decided by id, then input order), and
 * $100 + $100 unrated or rated 30 against $100 + $150 rated 100, which tie on score exactly but not on total.
 */
const tieHeavyInput: fc.Arbitrary<DealEngineInput> = fc
  .record({
    flights: fc.array(
      fc
        .tuple(flightIds, fc.integer({ min: 0, max: 1 }))
        .map(([id, stops]) => flightOffer(id, '100', [{ duration: 'PT5H', stops }])),
      { maxLength: 6 },
    ),
    hotels: fc.array(
      fc.tuple(hotelIds, fc.constantFrom('100', '150')).map(([id, total]) => hotelOffers(id, [total])),
      { maxLength: 8 },
    ),
    sentiments: fc.array(
      fc.tuple(hotelIds, fc.constantFrom(30, 100)).map(([id, value]) => sentiment(id, value)),
      { maxLength: 5 },
    ),
    budget: fc.constantFrom(200, 250, 10_000),
    currency: fc.constant('USD' as const),
    links: fc.constant(partnerLinks),
  })
  .map(({ hotels, ...rest }) => ({ ...rest, ...twoStays(hotels, hotels) }));

const engineInput = fc.oneof(wideInput, tieHeavyInput);

describe('combineDeals properties', () => {
  it('keeps every deal within budget', () => {
    fc.assert(
      fc.property(engineInput, (input) => {
        for (const deal of combineDeals(input)) expect(deal.totalPrice).toBeLessThanOrEqual(input.budget);
      }),
    );
  });

  it('sorts by score descending, then by total ascending', () => {
    fc.assert(
      fc.property(engineInput, (input) => {
        const deals = combineDeals(input);
        deals.slice(1).forEach((deal, index) => {
          const before = deals[index] as Deal;
          expect(before.score).toBeGreaterThanOrEqual(deal.score);
          if (before.score === deal.score) expect(before.totalPrice).toBeLessThanOrEqual(deal.totalPrice);
        });
      }),
    );
  });

  it('returns min(10, valid combinations) deals', () => {
    fc.assert(
      fc.property(engineInput, (input) => {
        const deals = combineDeals(input);
        expect(deals.length).toBeLessThanOrEqual(10);
        expect(deals).toHaveLength(Math.min(10, naiveCombineDeals(input).validCombinations));
      }),
    );
  });

  it('equals the naive full-sort implementation, for any limit', () => {
    fc.assert(
      fc.property(engineInput, fc.integer({ min: 0, max: 12 }), (input, limit) => {
        expect(combineDeals(input, limit)).toEqual(naiveCombineDeals(input, limit).deals);
      }),
      { numRuns: 300 },
    );
  });
});
