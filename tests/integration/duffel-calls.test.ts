import { Duffel } from '@duffel/api';
import type { Offer } from '@duffel/api/types';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isoDurationToMinutes } from '../../src/core/iso-duration';
import type { FlightOffer, FlightSegment } from '../../src/core/travel-data';
import type { Cache } from '../../src/server/infra/cache';
import type { ThrottleFactory } from '../../src/server/infra/throttle';
import { toFlightOffers } from '../../src/server/travel/duffel/mappers';
import { duffelOffer } from '../../src/server/travel/duffel/schemas';
import type { FlightOfferQuery } from '../../src/server/travel/port';
import { startFakeDuffel, type FakeDuffel } from '../fakes/duffel-server';
import { duffelProviderFor } from './helpers/duffel-provider';

/** The offer request and offer list calls, the mapping onto src/core/travel-data.ts, paging and caching. */

const signal = new AbortController().signal;

const flight: FlightOfferQuery = {
  originLocationCode: 'lhr ',
  destinationLocationCode: 'CDG',
  departureDate: '2026-12-01',
  returnDate: '2026-12-05',
  adults: 2,
  children: 2,
  childrenAges: [4, 15],
  travelClass: 'BUSINESS',
  nonStop: true,
  currencyCode: 'EUR',
  max: 50,
};

const oneWay: FlightOfferQuery = {
  originLocationCode: 'LHR',
  destinationLocationCode: 'DXB',
  departureDate: '2026-12-01',
  adults: 1,
  children: 0,
  travelClass: 'ECONOMY',
  nonStop: false,
  currencyCode: 'EUR',
  max: 50,
};

const minutes = (duration: string) => isoDurationToMinutes(duration);
/** Minutes between two local times at the same airport. */
const minutesBetween = (from: string, to: string) => (Date.parse(`${to}Z`) - Date.parse(`${from}Z`)) / 60_000;
const totals = (offers: FlightOffer[]) => offers.map((offer) => Number(offer.price.total));
const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

/** A cache on a clock the test moves, to see entries expire. */
function createClockCache(clock: { now: number }): Cache & { ttls: number[] } {
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  const ttls: number[] = [];
  return {
    ttls,
    get: async <T>(key: string) => {
      const entry = entries.get(key);
      if (!entry || entry.expiresAt <= clock.now) return undefined;
      return entry.value as T;
    },
    set: async (key, value, ttlMs) => {
      ttls.push(ttlMs);
      entries.set(key, { value, expiresAt: clock.now + ttlMs });
    },
    delete: async (key) => {
      entries.delete(key);
    },
  };
}

describe('Duffel adapter: calls, mapping and caching', () => {
  let fake: FakeDuffel;
  const clock = { now: Date.parse('2026-11-20T10:00:00Z') };

  beforeAll(async () => {
    fake = await startFakeDuffel({ now: () => clock.now });
  });
  afterEach(() => fake.reset());
  afterAll(() => fake.close());

  const provider = (overrides: Parameters<typeof duffelProviderFor>[1] = {}) =>
    duffelProviderFor(fake, { now: () => clock.now, ...overrides });

  /** The offers Duffel answered to the adapter's last offer request, straight from the SDK. */
  async function rawOffers(): Promise<Offer[]> {
    const requestId = fake.callsTo('offers')[0]?.query.offer_request_id ?? '';
    const duffel = new Duffel({ token: fake.accessToken, basePath: fake.url });
    return (await duffel.offers.list({ offer_request_id: requestId, sort: 'total_amount', limit: 200 })).data;
  }

  describe('the offer request', () => {
    it('sends both slices, adults by type and children by age, the cabin and no connections for direct', async () => {
      await provider().searchFlightOffers(flight, signal);
      const [call, ...others] = fake.callsTo('offerRequests');
      expect(others).toEqual([]);
      expect(call?.query).toEqual({ return_offers: 'false', supplier_timeout: '10000' });
      expect(call?.body).toEqual({
        slices: [
          {
            origin: 'LHR',
            destination: 'CDG',
            departure_date: '2026-12-01',
            departure_time: null,
            arrival_time: null,
          },
          {
            origin: 'CDG',
            destination: 'LHR',
            departure_date: '2026-12-05',
            departure_time: null,
            arrival_time: null,
          },
        ],
        passengers: [{ type: 'adult' }, { type: 'adult' }, { age: 4 }, { age: 15 }],
        cabin_class: 'business',
        max_connections: 0,
      });
    });

    it('sends one slice one-way, no connection limit unless direct, and age 10 for a child of unknown age', async () => {
      await provider().searchFlightOffers({ ...oneWay, children: 1 }, signal);
      expect(fake.callsTo('offerRequests')[0]?.body).toEqual({
        slices: [
          {
            origin: 'LHR',
            destination: 'DXB',
            departure_date: '2026-12-01',
            departure_time: null,
            arrival_time: null,
          },
        ],
        passengers: [{ type: 'adult' }, { age: 10 }],
        cabin_class: 'economy',
      });
    });

    it('names every cabin class as Duffel does', async () => {
      const travel = provider();
      for (const travelClass of ['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST'] as const) {
        await travel.searchFlightOffers({ ...oneWay, travelClass }, signal);
      }
      expect(
        fake.callsTo('offerRequests').map((call) => (call.body as { cabin_class: string }).cabin_class),
      ).toEqual(['economy', 'premium_economy', 'business', 'first']);
    });

    it('sends the bearer token and Duffel-Version v2 on every call', async () => {
      await provider().searchFlightOffers(oneWay, signal);
      expect(fake.calls.map((call) => [call.endpoint, call.authorization, call.duffelVersion])).toEqual([
        ['offerRequests', `Bearer ${fake.accessToken}`, 'v2'],
        ['offers', `Bearer ${fake.accessToken}`, 'v2'],
      ]);
    });

    it('takes a throttle slot for each offer request, none for the pages', async () => {
      const acquired: string[] = [];
      const throttles: ThrottleFactory = (rule) => ({
        acquire: async () => {
          acquired.push(rule.name);
        },
      });
      fake.setOffers({ count: 60 });
      fake.setPageSize(20);
      await provider({ throttles }).searchFlightOffers(oneWay, signal);
      expect(fake.callsTo('offers')).toHaveLength(3);
      expect(acquired).toEqual(['duffel:offerRequests']);
    });
  });

  describe('the offers', () => {
    it('lists the offers of the request cheapest first', async () => {
      const offers = await provider().searchFlightOffers(oneWay, signal);
      expect(fake.callsTo('offers').map((call) => call.query)).toEqual([
        { offer_request_id: expect.stringMatching(/^orq_/), sort: 'total_amount', limit: '50' },
      ]);
      expect(offers).toHaveLength(12);
      expect(totals(offers)).toEqual(ascending(totals(offers)));
      // Duffel's own order is by id, which is not by price.
      expect(offers.map((offer) => offer.id)).not.toEqual(offers.map((offer) => offer.id).sort());
    });

    it('maps a connecting itinerary segment by segment, with its airports, local times and flight numbers', async () => {
      const offers = await provider().searchFlightOffers(oneWay, signal);
      const raw = new Map((await rawOffers()).map((offer) => [offer.id, offer]));
      for (const offer of offers) {
        const source = raw.get(offer.id);
        const slice = source?.slices[0];
        expect(offer.itineraries).toHaveLength(1);
        const [first, second, ...more] = offer.itineraries[0]?.segments ?? [];
        expect(more).toEqual([]);
        const expected = (index: number): FlightSegment => {
          const segment = slice?.segments[index];
          return {
            departure: { iataCode: segment?.origin.iata_code ?? '', at: segment?.departing_at ?? '' },
            arrival: { iataCode: segment?.destination.iata_code ?? '', at: segment?.arriving_at ?? '' },
            carrierCode: segment?.marketing_carrier.iata_code ?? '',
            number: segment?.marketing_carrier_flight_number ?? '',
            duration: segment?.duration ?? '',
            includedBags: expect.any(Object),
          };
        };
        expect(first).toEqual(expected(0));
        expect(second).toEqual(expected(1));
        expect(offer.itineraries[0]?.duration).toBe(slice?.duration);
        expect(offer.validatingAirlineCodes).toEqual([source?.owner.iata_code]);
        expect(offer.validatingAirlineName).toBe(source?.owner.name);
        expect(offer.price).toEqual({ total: source?.total_amount, currency: 'USD' });
      }
      // LHR→DXB always connects: the layover is the gap between the two flights at the hub.
      const [first, second] = offers[0]?.itineraries[0]?.segments ?? [];
      expect(first?.departure.iataCode).toBe('LHR');
      expect(first?.arrival.iataCode).toBe(second?.departure.iataCode);
      expect(second?.arrival.iataCode).toBe('DXB');
      expect(first?.departure.at).toMatch(/^2026-12-01T\d\d:\d\d:00$/);
      const layover = minutesBetween(first?.arrival.at ?? '', second?.departure.at ?? '');
      expect([55, 95, 135, 175]).toContain(layover);
      expect(minutes(offers[0]?.itineraries[0]?.duration ?? '')).toBe(
        minutes(first?.duration ?? '') + layover + minutes(second?.duration ?? ''),
      );
    });

    it('maps a return trip as two itineraries, outbound first', async () => {
      const offers = await provider().searchFlightOffers({ ...flight, nonStop: false }, signal);
      expect(offers.length).toBeGreaterThan(0);
      for (const offer of offers) {
        const [outbound, inbound] = offer.itineraries;
        expect(offer.itineraries).toHaveLength(2);
        expect(outbound?.segments[0]?.departure).toEqual({
          iataCode: 'LHR',
          at: expect.stringMatching(/^2026-12-01T/),
        });
        expect(outbound?.segments.at(-1)?.arrival.iataCode).toBe('CDG');
        expect(inbound?.segments[0]?.departure).toEqual({
          iataCode: 'CDG',
          at: expect.stringMatching(/^2026-12-05T/),
        });
        expect(inbound?.segments.at(-1)?.arrival.iataCode).toBe('LHR');
      }
    });

    it.each([
      ['LHR', 'KTM', '2026-12-01'],
      ['JFK', 'LIS', '2026-07-01'],
      ['RAI', 'IST', '2026-03-30'],
      // New York moves its clocks at 07:00 UTC that day, when the first flight leaves.
      ['JFK', 'LIS', '2026-03-08'],
    ])(
      'computes durations from the airports’ zones when Duffel omits them (%s→%s on %s)',
      async (from, to, date) => {
        const query = {
          ...oneWay,
          originLocationCode: from,
          destinationLocationCode: to,
          departureDate: date,
        };
        const given = await provider().searchFlightOffers(query, signal);
        fake.setOffers({ omitDurations: true });
        const computed = await provider().searchFlightOffers(query, signal);
        const durations = (offers: FlightOffer[]) =>
          offers.flatMap((offer) =>
            offer.itineraries.flatMap((itinerary) => [
              minutes(itinerary.duration),
              ...itinerary.segments.map((segment) => minutes(segment.duration)),
            ]),
          );
        expect(durations(computed)).toEqual(durations(given));
        expect(computed.length).toBeGreaterThan(0);
      },
    );

    it('keeps the bags every traveller gets and whether the offer is refundable', async () => {
      const offers = await provider().searchFlightOffers(oneWay, signal);
      const raw = new Map((await rawOffers()).map((offer) => [offer.id, offer]));
      for (const offer of offers) {
        const source = raw.get(offer.id);
        const checked = source?.slices[0]?.segments[0]?.passengers[0]?.baggages.find(
          (bag) => bag.type === 'checked',
        );
        expect(offer.itineraries[0]?.segments[0]?.includedBags).toEqual({
          carryOn: 1,
          checked: checked?.quantity,
        });
        const refund = source?.conditions.refund_before_departure;
        if (refund) expect(offer.refundable).toBe(refund.allowed);
        else expect(offer).not.toHaveProperty('refundable');
      }
      expect(new Set(offers.map((offer) => offer.refundable))).toEqual(new Set([true, false, undefined]));
    });

    it("keeps Duffel's CO₂ estimate for all the offer's passengers", async () => {
      const offers = await provider().searchFlightOffers(oneWay, signal);
      const raw = new Map((await rawOffers()).map((offer) => [offer.id, offer]));
      expect(offers.length).toBeGreaterThan(0);
      for (const offer of offers) {
        expect(offer.totalEmissionsKg).toBe(Number(raw.get(offer.id)?.total_emissions_kg));
      }
    });

    it('counts the smallest allowance among the travellers: an infant has no bags', async () => {
      const offers = await provider().searchFlightOffers(
        { ...oneWay, children: 1, childrenAges: [1] },
        signal,
      );
      const bags = offers.flatMap((offer) =>
        offer.itineraries[0]?.segments.map((segment) => segment.includedBags),
      );
      expect(new Set(bags.map((bag) => JSON.stringify(bag)))).toEqual(new Set(['{"carryOn":0,"checked":0}']));
    });

    it('leaves out an offer it cannot show in full: an airport without a code, a zone Intl does not know', async () => {
      await provider().searchFlightOffers({ ...oneWay, max: 3 }, signal);
      const [noCode, unknownZone, whole] = (await rawOffers()).map((offer) => duffelOffer.parse(offer));
      const firstSegment = (offer: typeof noCode) => offer?.slices[0]?.segments[0];
      const noCodeSegment = firstSegment(noCode);
      if (noCodeSegment) noCodeSegment.destination.iata_code = null;
      const zoneSegment = firstSegment(unknownZone);
      if (zoneSegment) {
        zoneSegment.duration = null;
        zoneSegment.origin.time_zone = 'Mars/Olympus_Mons';
      }
      const mapped = toFlightOffers([noCode, unknownZone, whole].filter((offer) => offer !== undefined));
      expect(mapped.map((offer) => offer.id)).toEqual([whole?.id]);
    });

    it('keeps offers in Duffel’s currency when it differs from the search’s', async () => {
      fake.setOffers({ currency: 'GBP' });
      const offers = await provider().searchFlightOffers({ ...oneWay, currencyCode: 'EUR' }, signal);
      expect(offers).toHaveLength(12);
      expect(new Set(offers.map((offer) => offer.price.currency))).toEqual(new Set(['GBP']));
    });

    it('answers no offers when Duffel finds none, or none direct', async () => {
      const travel = provider();
      const noRoute = { ...oneWay, originLocationCode: 'PVD', destinationLocationCode: 'RAI' };
      expect(await travel.searchFlightOffers(noRoute, signal)).toEqual([]);
      // LHR→DXB always connects.
      expect(await travel.searchFlightOffers({ ...oneWay, nonStop: true }, signal)).toEqual([]);
      expect(fake.callsTo('offers').map((call) => call.query.limit)).toEqual(['50', '50']);
    });
  });

  describe('paging', () => {
    it('follows the cursor page by page and stops at the 50 cheapest', async () => {
      fake.setOffers({ count: 130 });
      fake.setPageSize(20);
      const offers = await provider().searchFlightOffers(oneWay, signal);
      const pages = fake.callsTo('offers').map((call) => call.query);
      expect(pages.map((page) => page.limit)).toEqual(['50', '30', '10']);
      expect(pages[0]?.after).toBeUndefined();
      expect(pages.slice(1).every((page) => page.after && page.sort === 'total_amount')).toBe(true);
      expect(offers).toHaveLength(50);
      expect(new Set(offers.map((offer) => offer.id)).size).toBe(50);
      expect(totals(offers)).toEqual(ascending(totals(offers)));
      const all = totals(await provider().searchFlightOffers({ ...oneWay, max: 130 }, signal));
      expect(totals(offers)).toEqual(all.slice(0, 50));
    });

    it('stops at the last page when there are fewer offers than the search wants', async () => {
      fake.setOffers({ count: 30 });
      fake.setPageSize(20);
      const offers = await provider().searchFlightOffers(oneWay, signal);
      expect(fake.callsTo('offers').map((call) => call.query.limit)).toEqual(['50', '30']);
      expect(offers).toHaveLength(30);
    });

    it('asks for at most the search’s max', async () => {
      const offers = await provider().searchFlightOffers({ ...oneWay, max: 5 }, signal);
      expect(fake.callsTo('offers').map((call) => call.query.limit)).toEqual(['5']);
      expect(offers).toHaveLength(5);
    });
  });

  describe('caching', () => {
    it('answers a repeated search from the cache, whatever the search’s currency', async () => {
      const travel = provider();
      const first = await travel.searchFlightOffers(flight, signal);
      const again = await travel.searchFlightOffers(
        { ...flight, currencyCode: 'USD', originLocationCode: 'LHR' },
        signal,
      );
      expect(again).toEqual(first);
      expect(fake.calls).toHaveLength(2);
    });

    it('keeps offers 5 minutes when they expire later', async () => {
      const cache = createClockCache(clock);
      const travel = provider({ cache });
      await travel.searchFlightOffers(oneWay, signal);
      clock.now += 5 * 60_000 - 1;
      await travel.searchFlightOffers(oneWay, signal);
      expect(fake.callsTo('offerRequests')).toHaveLength(1);
      clock.now += 1;
      await travel.searchFlightOffers(oneWay, signal);
      expect(fake.callsTo('offerRequests')).toHaveLength(2);
      expect(cache.ttls).toEqual([300_000, 300_000]);
    });

    it('keeps offers no longer than the first of them expires', async () => {
      fake.setOffers({ expiresInMs: 120_000 });
      const cache = createClockCache(clock);
      const travel = provider({ cache });
      await travel.searchFlightOffers(oneWay, signal);
      clock.now += 119_999;
      await travel.searchFlightOffers(oneWay, signal);
      expect(fake.callsTo('offerRequests')).toHaveLength(1);
      clock.now += 1;
      await travel.searchFlightOffers(oneWay, signal);
      expect(fake.callsTo('offerRequests')).toHaveLength(2);
      expect(cache.ttls).toEqual([120_000, 120_000]);
    });

    it('does not keep offers that have already expired', async () => {
      // Offers of a search expire a minute apart over 5 minutes: every one is past.
      fake.setOffers({ expiresInMs: -10 * 60_000 });
      const cache = createClockCache(clock);
      const travel = provider({ cache });
      // Expired offers are dropped; with none left, the search is told it got no usable offers.
      const unusable = { name: 'TravelProviderError', kind: 'unusable_offers' };
      await expect(travel.searchFlightOffers(oneWay, signal)).rejects.toMatchObject(unusable);
      await expect(travel.searchFlightOffers(oneWay, signal)).rejects.toMatchObject(unusable);
      expect(fake.callsTo('offerRequests')).toHaveLength(2);
      expect(cache.ttls).toEqual([]);
    });

    it('keeps an empty answer 5 minutes', async () => {
      const cache = createClockCache(clock);
      const noRoute = { ...oneWay, originLocationCode: 'PVD', destinationLocationCode: 'RAI' };
      await provider({ cache }).searchFlightOffers(noRoute, signal);
      expect(cache.ttls).toEqual([300_000]);
    });

    it('never caches a failure', async () => {
      const travel = provider();
      fake.setFault('offerRequests', { kind: 'status', status: 422, times: 1 });
      await expect(travel.searchFlightOffers(oneWay, signal)).rejects.toThrow();
      expect(await travel.searchFlightOffers(oneWay, signal)).toHaveLength(12);
      expect(fake.callsTo('offerRequests')).toHaveLength(2);
    });
  });

  it('reports each HTTP call for metrics', async () => {
    const observed: string[] = [];
    fake.setOffers({ count: 30 });
    fake.setPageSize(20);
    await provider({
      observeCall: (endpoint, outcome) => observed.push(`${endpoint} ${outcome}`),
    }).searchFlightOffers(oneWay, signal);
    expect(observed).toEqual(['duffel:offerRequests 2xx', 'duffel:offers 2xx', 'duffel:offers 2xx']);
  });
});
