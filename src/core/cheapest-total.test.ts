import { describe, expect, it } from 'vitest';
import { cheapestTotalCents } from './cheapest-total';
import { combineDeals } from './deal-engine';
import { flightOffer, hotelOffers } from './deal-engine.fixtures';

describe('cheapestTotalCents', () => {
  it('adds the cheapest flight to the cheapest first hotel offer', () => {
    const offers = {
      flights: [flightOffer('1', '410.20'), flightOffer('2', '389.99')],
      // A hotel's later offers are not what the engine combines.
      hotels: [hotelOffers('A', ['250.00', '100.00']), hotelOffers('B', ['199.01'])],
    };
    expect(cheapestTotalCents(offers, 'USD')).toBe(58_900);
  });

  it('equals the cheapest deal the engine finds', () => {
    const offers = {
      flights: [flightOffer('1', '700'), flightOffer('2', '512.5'), flightOffer('3', '640.10')],
      hotels: [hotelOffers('A', ['300']), hotelOffers('B', ['280.49']), hotelOffers('C', ['910'])],
    };
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
      10,
    );
    expect(cheapestTotalCents(offers, 'USD')).toBe(Math.min(...deals.map((deal) => deal.totalPrice)) * 100);
  });

  it('skips what the engine skips: unusable prices, other currencies, hotels without offers', () => {
    const euroFlight = { ...flightOffer('3', '1.00'), price: { total: '1.00', currency: 'EUR' } };
    const offers = {
      flights: [flightOffer('1', 'n/a'), euroFlight, flightOffer('2', '300')],
      hotels: [hotelOffers('A', []), hotelOffers('B', ['0']), hotelOffers('C', ['120'])],
    };
    expect(cheapestTotalCents(offers, 'USD')).toBe(42_000);
  });

  it('passes over a cheaper flight whose itineraries cannot be read', () => {
    const broken = { ...flightOffer('1', '100'), itineraries: [] };
    const offers = { flights: [broken, flightOffer('2', '300')], hotels: [hotelOffers('A', ['120'])] };
    expect(cheapestTotalCents(offers, 'USD')).toBe(42_000);
  });

  it('is null when a side has nothing', () => {
    expect(cheapestTotalCents({ flights: [], hotels: [hotelOffers('A', ['1'])] }, 'USD')).toBeNull();
    expect(cheapestTotalCents({ flights: [flightOffer('1', '1')], hotels: [] }, 'USD')).toBeNull();
  });
});
