import { describe, expect, it } from 'vitest';
import { cheapestTotalCents } from './cheapest-total';
import { combineDeals } from './deal-engine';
import { flightOffer, hotelOffers, oneStay, testStay } from './deal-engine.fixtures';
import type { FlightOffer, HotelOffers } from './travel-data';
import { stayKey } from './trip-stay';

/** Offers of one stay, as the search and the date grid hand them over. */
const offersOf = (flights: FlightOffer[], hotels: HotelOffers[]) => ({ flights, ...oneStay(hotels) });

describe('cheapestTotalCents', () => {
  it('adds the cheapest flight to the cheapest first hotel offer', () => {
    const offers = offersOf(
      [flightOffer('1', '410.20'), flightOffer('2', '389.99')],
      // A hotel's later offers are not what the engine combines.
      [hotelOffers('A', ['250.00', '100.00']), hotelOffers('B', ['199.01'])],
    );
    expect(cheapestTotalCents(offers, 'USD')).toBe(58_900);
  });

  it('equals the cheapest deal the engine finds', () => {
    const offers = offersOf(
      [flightOffer('1', '700'), flightOffer('2', '512.5'), flightOffer('3', '640.10')],
      [hotelOffers('A', ['300']), hotelOffers('B', ['280.49']), hotelOffers('C', ['910'])],
    );
    const deals = combineDeals(
      {
        ...offers,
        sentiments: [],
        budget: 10_000,
        currency: 'USD',
        includeCheapest: true,
        links: () => ({
          flight: { partner: 'p', url: 'https://example.com' },
          hotel: { partner: 'p', url: 'https://example.com' },
        }),
      },
      50,
    );
    expect(cheapestTotalCents(offers, 'USD')).toBe(Math.min(...deals.map((deal) => deal.totalPrice)) * 100);
  });

  it('prices each flight with the hotels of its own stay', () => {
    // The cheaper flight lands the next day, when only the dear hotel has a room.
    const overnight = flightOffer('1', '300');
    const nextDay = { ...testStay, checkIn: '2026-12-02', nights: 6, landsOn: '2026-12-02' };
    const offers = {
      flights: [overnight, flightOffer('2', '350')],
      stayOf: (flight: FlightOffer) => (flight === overnight ? nextDay : testStay),
      hotelsByStay: new Map([
        [stayKey(testStay), [hotelOffers('A', ['100'])]],
        [stayKey(nextDay), [hotelOffers('B', ['500'])]],
      ]),
    };
    expect(cheapestTotalCents(offers, 'USD')).toBe(45_000);
  });

  it('skips what the engine skips: unusable prices, other currencies, hotels without offers', () => {
    const euroFlight = { ...flightOffer('3', '1.00'), price: { total: '1.00', currency: 'EUR' } };
    const offers = offersOf(
      [flightOffer('1', 'n/a'), euroFlight, flightOffer('2', '300')],
      [hotelOffers('A', []), hotelOffers('B', ['0']), hotelOffers('C', ['120'])],
    );
    expect(cheapestTotalCents(offers, 'USD')).toBe(42_000);
  });

  it('passes over a cheaper flight whose itineraries cannot be read', () => {
    const broken = { ...flightOffer('1', '100'), itineraries: [] };
    const offers = offersOf([broken, flightOffer('2', '300')], [hotelOffers('A', ['120'])]);
    expect(cheapestTotalCents(offers, 'USD')).toBe(42_000);
  });

  it('is null when a side has nothing', () => {
    expect(cheapestTotalCents(offersOf([], [hotelOffers('A', ['1'])]), 'USD')).toBeNull();
    expect(cheapestTotalCents(offersOf([flightOffer('1', '1')], []), 'USD')).toBeNull();
  });
});
