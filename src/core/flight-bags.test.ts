import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bagChoices } from './bag-choices';
import { convertOffers } from './convert-offers';
import { flightOffer } from './deal-engine.fixtures';
import type { ExchangeRates } from './exchange-rates';
import { flightsWithBags, priceWithBags, travellersWithBags } from './flight-bags';
import { centsToPrice, priceToCents } from './money';
import type { BagFees, FlightOffer } from './travel-data';

const family = { adults: 2, children: 2, childrenAges: [9, 4] };
const withFees = (bagFees: BagFees, total = '300.00'): FlightOffer => ({
  ...flightOffer('F1', total),
  bagFees,
});

describe('travellers who carry bags', () => {
  it('counts every adult and every child with a seat', () => {
    expect(travellersWithBags(family)).toBe(4);
    expect(travellersWithBags({ adults: 1, children: 2 })).toBe(3);
  });

  it('gives a lap infant (under 2) no bag, and counts a child whose age is not known', () => {
    expect(travellersWithBags({ adults: 2, children: 2, childrenAges: [1, 6] })).toBe(3);
    expect(travellersWithBags({ adults: 2, children: 2, childrenAges: [0] })).toBe(4);
  });
});

describe('priceWithBags', () => {
  it('adds one fee per traveller to the fare, in exact cents, and notes what it includes', () => {
    const priced = priceWithBags(
      withFees({ personal: 0, cabin: 12.5, checked: 35.1 }, '301.10'),
      'checked',
      family,
    );
    expect(priced?.price.total).toBe('441.50');
    expect(priced?.bags).toEqual({ choice: 'checked', count: 4, amount: 140.4, known: true });
  });

  it('notes bags the fare includes at no cost', () => {
    const priced = priceWithBags(withFees({ personal: 0, cabin: 0, checked: 0 }), 'cabin', family);
    expect(priced?.price.total).toBe('300.00');
    expect(priced?.bags).toEqual({ choice: 'cabin', count: 4, amount: 0, known: true });
  });

  it('drops an offer that cannot carry the bags: it is no deal for this search', () => {
    expect(
      priceWithBags(withFees({ personal: 0, cabin: 0, checked: null }), 'checked', family),
    ).toBeUndefined();
    expect(
      flightsWithBags([withFees({ checked: null }), withFees({ checked: 20 })], 'checked', family),
    ).toHaveLength(1);
  });

  it('keeps an offer that gives no price for the bags at its fare, saying the bags are not known', () => {
    for (const offer of [flightOffer('F1', '300.00'), withFees({ personal: 0, cabin: 0 })]) {
      const priced = priceWithBags(offer, 'checked', family);
      expect(priced?.price.total).toBe('300.00');
      expect(priced?.bags).toEqual({ choice: 'checked', count: 4, amount: 0, known: false });
    }
  });

  it('treats a fee that is no amount (negative, not finite) as not given', () => {
    for (const fee of [-5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(priceWithBags(withFees({ checked: fee }), 'checked', family)?.bags?.known).toBe(false);
    }
  });

  it('adds up exactly for any fare, fee and party: total = fare + fee × travellers, to the cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.constantFrom(...bagChoices),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 0, max: 8 }),
        (fareCents, feeCents, choice, adults, children) => {
          const offer = withFees({ [choice]: feeCents / 100 }, centsToPrice(fareCents));
          const priced = priceWithBags(offer, choice, { adults, children });
          const travellers = adults + children;
          expect(priceToCents(priced?.price.total ?? '')).toBe(fareCents + feeCents * travellers);
          expect(Math.round((priced?.bags?.amount ?? -1) * 100)).toBe(feeCents * travellers);
        },
      ),
    );
  });
});

describe('bags in another currency', () => {
  const rates: ExchangeRates = { base: 'EUR', date: '2026-11-20', rates: { GBP: 0.85 } };

  it('convert at the rate of the offer they are on', () => {
    const gbp = { ...withFees({ checked: 25.5 }, '170.00'), price: { total: '170.00', currency: 'GBP' } };
    const priced = priceWithBags(gbp, 'checked', { adults: 2, children: 0 });
    const [converted] =
      convertOffers({ flights: priced ? [priced] : [], hotels: [] }, 'EUR', rates)?.flights ?? [];
    expect(converted?.price).toEqual({
      total: '260.00',
      currency: 'EUR',
      convertedFrom: { amount: 221, currency: 'GBP' },
    });
    expect(converted?.bags).toEqual({ choice: 'checked', count: 2, amount: 60, known: true });
  });
});
