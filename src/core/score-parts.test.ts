import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combineDeals } from './deal-engine';
import { flightOffer, hotelOffers, partnerLinks, sentiment, oneStay } from './deal-engine.fixtures';
import { scoreParts } from './score-parts';

describe('scoreParts', () => {
  it('splits a score into the terms that add up to it, in every currency', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50, max: 5_000 }),
        fc.integer({ min: 50, max: 5_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 2 }),
        fc.constantFrom('USD', 'EUR', 'PLN', 'RSD'),
        (flightPrice, hotelPrice, rating, stops, currency) => {
          const flight = flightOffer('F1', `${flightPrice}.00`, [
            { duration: 'PT6H', stops },
            { duration: 'PT7H' },
          ]);
          const hotel = hotelOffers('H1', [`${hotelPrice}.00`]);
          const [deal] = combineDeals({
            flights: [{ ...flight, price: { ...flight.price, currency } }],
            ...oneStay([
              {
                ...hotel,
                offers: hotel.offers.map((offer) => ({ ...offer, price: { ...offer.price, currency } })),
              },
            ]),
            sentiments: [sentiment('H1', rating)],
            budget: 100_000,
            currency,
            links: partnerLinks,
          });
          if (!deal) throw new Error('the deal fits the budget');
          const parts = scoreParts(deal);
          expect(parts.price + parts.rating + parts.flightTime + parts.stops).toBeCloseTo(deal.score, 10);
          expect(parts.stops).toBeCloseTo(0.2 * (stops === 0 ? 1 : stops === 1 ? 0.7 : 0.4), 12);
        },
      ),
    );
  });
});
