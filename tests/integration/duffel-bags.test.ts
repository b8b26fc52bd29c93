import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BagFees, FlightOffer } from '../../src/core/travel-data';
import type { ThrottleFactory } from '../../src/server/infra/throttle';
import { MAX_OFFERS_ASKED_FOR_BAGS } from '../../src/server/travel/duffel/bag-services';
import type { FlightOfferQuery } from '../../src/server/travel/port';
import { startFakeDuffel, type FakeDuffel } from '../fakes/duffel-server';
import { duffelProviderFor } from './helpers/duffel-provider';

/**
 * Bag prices on Duffel offers (issue 28), through the fake over HTTP: included baggages, the available services
 * of the offers that need them, and what happens when those calls fail. The fake's catalogue
 * (tests/fakes/duffel-data.ts availableServicesOf) by offer number: checked bags included on odd offers; else a
 * checked bag per slice at 29.99 (0, 4, 8…), for the whole trip at 45.00 (2, 10, 14…), none (6, 16, 26…); on
 * low-cost fares a cabin bag per slice at 14.99, none on every fifth offer (4, 9, 14…).
 */

const signal = new AbortController().signal;

const returnTrip: FlightOfferQuery = {
  originLocationCode: 'LHR',
  destinationLocationCode: 'CDG',
  departureDate: '2026-12-01',
  returnDate: '2026-12-05',
  adults: 1,
  children: 0,
  travelClass: 'ECONOMY',
  nonStop: false,
  currencyCode: 'EUR',
  max: 50,
};

/** The fake's offer number, the end of its id. */
const optionOf = (offer: { id: string }) => Number(offer.id.slice(-4));

/** What one traveller pays for a checked bag (with the cabin bag the fare includes) on offer `option`, return. */
function checkedFee(option: number): number | null {
  if (option % 2 === 1) return 0;
  if (option % 10 === 6) return null;
  return option % 4 === 0 ? 59.98 : 45;
}

/** What one traveller pays for a cabin bag on a low-cost return offer `option`. */
const lowCostCabinFee = (option: number) => (option % 5 === 4 ? null : 29.98);

const needsChecked = (offer: FlightOffer) => optionOf(offer) % 2 === 0;

describe('Duffel adapter: bag prices', () => {
  let fake: FakeDuffel;
  const observed: string[] = [];

  beforeAll(async () => {
    fake = await startFakeDuffel();
  });
  afterEach(() => {
    fake.reset();
    observed.length = 0;
  });
  afterAll(() => fake.close());

  const provider = (overrides: Parameters<typeof duffelProviderFor>[1] = {}) =>
    duffelProviderFor(fake, {
      sleep: async (_ms, sleepSignal) => sleepSignal.throwIfAborted(),
      observeCall: (endpoint, outcome) => observed.push(`${endpoint} ${outcome}`),
      ...overrides,
    });

  const askedIds = () => fake.callsTo('offer').map((call) => call.path.split('/').at(-1));

  it('prices a cabin bag the fares include at 0 without asking for services (the default choice)', async () => {
    const offers = await provider().searchFlightOffers(returnTrip, signal);
    expect(offers).toHaveLength(12);
    for (const offer of offers) {
      const expected: BagFees = { personal: 0, cabin: 0, ...(needsChecked(offer) ? {} : { checked: 0 }) };
      expect(offer.bagFees).toEqual(expected);
    }
    expect(fake.callsTo('offer')).toEqual([]);
  });

  it('asks only for the personal item nothing at all', async () => {
    fake.setOffers({ cabinBagIncluded: false });
    const offers = await provider().searchFlightOffers({ ...returnTrip, bags: 'personal' }, signal);
    expect(offers.every((offer) => offer.bagFees?.personal === 0)).toBe(true);
    expect(fake.callsTo('offer')).toEqual([]);
  });

  it('prices checked bags from the services of the offers whose fare leaves them out', async () => {
    const offers = await provider().searchFlightOffers({ ...returnTrip, bags: 'checked' }, signal);
    expect(offers).toHaveLength(12);
    for (const offer of offers) {
      expect(offer.bagFees).toEqual({ personal: 0, cabin: 0, checked: checkedFee(optionOf(offer)) });
    }
    expect(new Set(offers.map((offer) => offer.bagFees?.checked))).toEqual(new Set([0, 45, 59.98, null]));
    // Offers in price order; the services of those that need them, each asked once, with its services.
    expect(askedIds()).toEqual(offers.filter(needsChecked).map((offer) => offer.id));
    expect(fake.callsTo('offer').map((call) => call.query)).toEqual(
      Array(6).fill({ return_available_services: 'true' }),
    );
    expect(observed.filter((call) => call.startsWith('duffel:offer '))).toEqual(
      Array(6).fill('duffel:offer 2xx'),
    );
  });

  it('asks for the cheapest offers that need it only, and says nothing of the others', async () => {
    fake.setOffers({ count: 40 });
    const offers = await provider().searchFlightOffers({ ...returnTrip, bags: 'checked' }, signal);
    const needing = offers.filter(needsChecked);
    expect(needing.length).toBeGreaterThan(MAX_OFFERS_ASKED_FOR_BAGS);
    const asked = needing.slice(0, MAX_OFFERS_ASKED_FOR_BAGS);
    expect(askedIds()).toEqual(asked.map((offer) => offer.id));
    for (const offer of asked) expect(offer.bagFees?.checked).toBe(checkedFee(optionOf(offer)));
    for (const offer of needing.slice(MAX_OFFERS_ASKED_FOR_BAGS)) {
      expect(offer.bagFees).toEqual({ personal: 0, cabin: 0 });
    }
  });

  it('prices a low-cost fare’s cabin bag, and adds it to the checked bag', async () => {
    fake.setOffers({ cabinBagIncluded: false });
    const lowCost = { ...returnTrip, max: MAX_OFFERS_ASKED_FOR_BAGS };
    const travel = provider();
    for (const bags of ['cabin', 'checked'] as const) {
      const offers = await travel.searchFlightOffers({ ...lowCost, bags }, signal);
      expect(offers).toHaveLength(MAX_OFFERS_ASKED_FOR_BAGS);
      for (const offer of offers) {
        const cabin = lowCostCabinFee(optionOf(offer));
        const checked = checkedFee(optionOf(offer));
        // Once asked, the services price every choice.
        const both = cabin === null || checked === null ? null : Math.round((cabin + checked) * 100) / 100;
        expect(offer.bagFees).toEqual({ personal: 0, cabin, checked: both });
      }
    }
    // The second choice reuses the offers and their services.
    expect(fake.callsTo('offer')).toHaveLength(MAX_OFFERS_ASKED_FOR_BAGS);
  });

  it('prices one traveller of a family: the lap infant has no bags and does not stop the others', async () => {
    const family = { ...returnTrip, adults: 2, children: 2, childrenAges: [9, 1], bags: 'checked' as const };
    const offers = await provider().searchFlightOffers(family, signal);
    for (const offer of offers) expect(offer.bagFees?.checked).toBe(checkedFee(optionOf(offer)));
  });

  describe('when the services cannot be had', () => {
    it('leaves the bag prices of an offer whose call fails unknown, and prices the others', async () => {
      fake.setFault('offer', { kind: 'status', status: 503, when: (call) => call.path.endsWith('_0000') });
      const offers = await provider().searchFlightOffers({ ...returnTrip, bags: 'checked' }, signal);
      expect(offers).toHaveLength(12);
      for (const offer of offers) {
        if (optionOf(offer) === 0) expect(offer.bagFees).toEqual({ personal: 0, cabin: 0 });
        else expect(offer.bagFees?.checked).toBe(checkedFee(optionOf(offer)));
      }
    });

    it.each([
      ['a 5xx after every retry', { kind: 'status', status: 503 }],
      ['a 404', { kind: 'status', status: 404 }],
      ['a body that is not JSON', { kind: 'malformed' }],
      ['a dropped connection', { kind: 'disconnect' }],
    ] as const)('%s: the search answers, bag prices unknown', async (_name, fault) => {
      fake.setFault('offer', fault);
      const offers = await provider().searchFlightOffers({ ...returnTrip, bags: 'checked' }, signal);
      expect(offers).toHaveLength(12);
      for (const offer of offers) {
        expect(offer.bagFees).toEqual({
          personal: 0,
          cabin: 0,
          ...(needsChecked(offer) ? {} : { checked: 0 }),
        });
      }
      expect(fake.callsTo('offer').length).toBeGreaterThanOrEqual(6);
    });

    it('goes on without the bag prices not answered within the budget', async () => {
      fake.setFault('offer', { kind: 'hang' });
      const offers = await provider({ bagPricesBudgetMs: 100 }).searchFlightOffers(
        { ...returnTrip, bags: 'checked' },
        signal,
      );
      expect(offers).toHaveLength(12);
      expect(offers.filter(needsChecked).every((offer) => !('checked' in (offer.bagFees ?? {})))).toBe(true);
      expect(observed.filter((call) => call.startsWith('duffel:offer '))).toEqual(
        Array(6).fill('duffel:offer cancelled'),
      );
    });

    it('stops asking when the search is cancelled, and rejects with its reason', async () => {
      fake.setFault('offer', { kind: 'hang' });
      const controller = new AbortController();
      const search = provider().searchFlightOffers({ ...returnTrip, bags: 'checked' }, controller.signal);
      await expect.poll(() => fake.callsTo('offer').length).toBe(6);
      const reason = new Error('the visitor left');
      controller.abort(reason);
      await expect(search).rejects.toBe(reason);
    });

    it('never caches a failed call: the next search asks again', async () => {
      const travel = provider();
      fake.setFault('offer', { kind: 'status', status: 422, times: 6 });
      const failed = await travel.searchFlightOffers({ ...returnTrip, bags: 'checked' }, signal);
      expect(failed.filter(needsChecked).every((offer) => offer.bagFees?.checked === undefined)).toBe(true);
      const again = await travel.searchFlightOffers({ ...returnTrip, bags: 'checked' }, signal);
      for (const offer of again) expect(offer.bagFees?.checked).toBe(checkedFee(optionOf(offer)));
      expect(fake.callsTo('offer')).toHaveLength(12);
    });
  });

  it('caches the services with the offers: another bag choice reuses the offers, a repeat asks nothing', async () => {
    const travel = provider();
    await travel.searchFlightOffers(returnTrip, signal);
    const checked = await travel.searchFlightOffers({ ...returnTrip, bags: 'checked' }, signal);
    const again = await travel.searchFlightOffers({ ...returnTrip, bags: 'checked' }, signal);
    expect(again).toEqual(checked);
    expect(fake.callsTo('offerRequests')).toHaveLength(1);
    expect(fake.callsTo('offer')).toHaveLength(6);
  });

  it('takes a slot of its own throttle for each offer asked', async () => {
    const acquired: string[] = [];
    const throttles: ThrottleFactory = (rule) => ({
      acquire: async () => {
        acquired.push(rule.name);
      },
    });
    await provider({ throttles }).searchFlightOffers({ ...returnTrip, bags: 'checked' }, signal);
    expect(acquired).toEqual(['duffel:offerRequests', ...Array(6).fill('duffel:offerServices')]);
  });
});
