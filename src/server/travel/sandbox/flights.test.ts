import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FlightOffer, FlightSegment } from '../../../core/travel-data';
import { TravelProviderError, type FlightOfferQuery } from '../port';
import { findAirport } from './airport-data';
import { carriersByRegion, isLowCost } from './airlines-by-region';
import { hubByCode } from './hubs';
import { connectionMinutesAt } from './network/connection-times';
import { regionOf } from '../../../core/world-regions';
import { airportsWithoutScheduledService, createSandboxProvider, unservedRoutes } from '.';
import { testSandboxClock } from './sandbox-clock.test-helpers';

const provider = createSandboxProvider(testSandboxClock);

function query(overrides: Partial<FlightOfferQuery> = {}): FlightOfferQuery {
  return {
    originLocationCode: 'BEG',
    destinationLocationCode: 'CDG',
    departureDate: '2027-03-09',
    returnDate: '2027-03-16',
    adults: 1,
    children: 0,
    travelClass: 'ECONOMY',
    nonStop: false,
    currencyCode: 'USD',
    max: 50,
    ...overrides,
  };
}

const search = (overrides: Partial<FlightOfferQuery> = {}) =>
  provider.searchFlightOffers(query(overrides), new AbortController().signal);

const total = (offer: FlightOffer | undefined) => Number(offer?.price.total);
const outboundStops = (offer: FlightOffer) => (offer.itineraries[0]?.segments.length ?? 0) - 1;
const cheapest = (offers: FlightOffer[]) => Math.min(...offers.map(total));

function minutes(isoDuration: string): number {
  const match = /^PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(isoDuration);
  if (!match) throw new Error(`not a duration: ${isoDuration}`);
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
}

const localMinutes = (at: string) => Date.parse(`${at}Z`) / 60_000;

/** The carrier belongs to a region of either end of the segment, or is the carrier of a hub it touches. */
function isPlausibleCarrier(segment: FlightSegment): boolean {
  return [segment.departure.iataCode, segment.arrival.iataCode].some((code) => {
    const airport = findAirport(code);
    if (!airport) return false;
    const region = carriersByRegion[regionOf(airport.countryCode, airport.continent)];
    return (
      region.some((carrier) => carrier.code === segment.carrierCode) ||
      hubByCode.get(code)?.carriers.includes(segment.carrierCode) === true
    );
  });
}

describe('sandbox flight offers', () => {
  it('offers BEG → CDG return trips, cheapest first with the cabin bag, with ids 1..N', async () => {
    const offers = await search();
    expect(offers.length).toBeGreaterThanOrEqual(12);
    expect(offers.length).toBeLessThanOrEqual(40);
    expect(offers.map((offer) => offer.id)).toEqual(offers.map((_, index) => String(index + 1)));
    const totals = offers.map((offer) => Math.round(total(offer) * 100 + (offer.bagFees?.cabin ?? 0) * 100));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    for (const offer of offers) {
      expect(offer.price).toEqual({ total: expect.stringMatching(/^\d+\.\d{2}$/), currency: 'USD' });
      expect(offer.itineraries).toHaveLength(2);
      expect(offer.itineraries[0]?.segments[0]?.departure.iataCode).toBe('BEG');
      expect(offer.itineraries[0]?.segments.at(-1)?.arrival.iataCode).toBe('CDG');
      expect(offer.itineraries[1]?.segments[0]?.departure.iataCode).toBe('CDG');
      expect(offer.itineraries[0]?.segments[0]?.departure.at.startsWith('2027-03-09T')).toBe(true);
      expect(offer.itineraries[1]?.segments[0]?.departure.at.startsWith('2027-03-16T')).toBe(true);
      expect(offer.validatingAirlineCodes).toEqual([offer.itineraries[0]?.segments[0]?.carrierCode]);
    }
  });

  it('flies BEG → CDG direct in about 2½ hours, on the same clock at both ends', async () => {
    const direct = (await search({ nonStop: true, returnDate: undefined }))[0];
    const segment = direct?.itineraries[0]?.segments[0];
    expect(segment).toBeDefined();
    if (!segment) return;
    expect(minutes(segment.duration)).toBeGreaterThanOrEqual(135);
    expect(minutes(segment.duration)).toBeLessThanOrEqual(160);
    // Belgrade and Paris both keep Central European Time.
    expect(localMinutes(segment.arrival.at) - localMinutes(segment.departure.at)).toBe(
      minutes(segment.duration),
    );
  });

  it('takes longer the farther it flies', async () => {
    const directMinutes = async (originLocationCode: string, destinationLocationCode: string) => {
      const offers = await search({
        originLocationCode,
        destinationLocationCode,
        nonStop: true,
        returnDate: undefined,
      });
      return minutes(offers[0]?.itineraries[0]?.duration ?? '');
    };
    const [vienna, paris, newYork] = [
      await directMinutes('BEG', 'VIE'),
      await directMinutes('BEG', 'CDG'),
      await directMinutes('LHR', 'JFK'),
    ];
    expect(vienna).toBeLessThan(paris);
    expect(paris).toBeLessThan(newYork);
    expect(newYork).toBeGreaterThan(7 * 60);
    expect(newYork).toBeLessThan(9 * 60);
  });

  it('connects long routes via hubs with layovers from the hub’s minimum connection time to 4 hours', async () => {
    const offers = await search({ destinationLocationCode: 'SYD' });
    expect(offers.length).toBeGreaterThan(0);
    for (const itinerary of offers.flatMap((offer) => offer.itineraries)) {
      expect(itinerary.segments.length).toBeGreaterThanOrEqual(2);
      expect(itinerary.segments.length).toBeLessThanOrEqual(3);
      let flown = 0;
      itinerary.segments.forEach((segment, index) => {
        flown += minutes(segment.duration);
        const next = itinerary.segments[index + 1];
        if (!next) return;
        expect(next.departure.iataCode).toBe(segment.arrival.iataCode);
        expect(hubByCode.has(segment.arrival.iataCode)).toBe(true);
        const layover = localMinutes(next.departure.at) - localMinutes(segment.arrival.at);
        expect(layover).toBeGreaterThanOrEqual(connectionMinutesAt(segment.arrival.iataCode));
        expect(layover).toBeLessThanOrEqual(240);
      });
      expect(minutes(itinerary.duration)).toBeGreaterThan(flown);
    }
  });

  it('honours non-stop: only direct flights, and none where no direct flight exists', async () => {
    const direct = await search({ nonStop: true });
    expect(direct.length).toBeGreaterThan(0);
    for (const itinerary of direct.flatMap((offer) => offer.itineraries))
      expect(itinerary.segments).toHaveLength(1);
    expect((await search()).some((offer) => outboundStops(offer) > 0)).toBe(true);
    expect(await search({ destinationLocationCode: 'SYD', nonStop: true })).toEqual([]);
  });

  it('gives a one-way search one itinerary per offer', async () => {
    const offers = await search({ returnDate: undefined });
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) expect(offer.itineraries).toHaveLength(1);
  });

  it('returns at most max offers, never more than 50', async () => {
    expect(await search({ max: 3 })).toHaveLength(3);
    expect((await search({ max: 3 })).map(total)).toEqual((await search()).slice(0, 3).map(total));
    const busy = await search({ originLocationCode: 'LON', destinationLocationCode: 'NYC', max: 500 });
    expect(busy.length).toBeLessThanOrEqual(50);
  });

  it('charges the cabin multiplier: premium economy 1.6, business 4.5, first 7 times economy', async () => {
    // With a personal item only no bag fee moves the order, so the same offers line up.
    const economy = await search({ bags: 'personal' });
    for (const [travelClass, multiplier] of [
      ['PREMIUM_ECONOMY', 1.6],
      ['BUSINESS', 4.5],
      ['FIRST', 7],
    ] as const) {
      const offers = await search({ travelClass, bags: 'personal' });
      offers.forEach((offer, index) =>
        expect(total(offer) / total(economy[index])).toBeCloseTo(multiplier, 2),
      );
    }
  });

  it('charges adults a full fare and children three quarters', async () => {
    // With the personal item only, no bag fee reorders the offers as travellers are added.
    const one = total((await search({ bags: 'personal' }))[0]);
    expect(total((await search({ adults: 2, bags: 'personal' }))[0]) / one).toBeCloseTo(2, 2);
    expect(total((await search({ adults: 2, children: 2, bags: 'personal' }))[0]) / one).toBeCloseTo(3.5, 2);
  });

  it('charges more in July than in February, and most over Christmas', async () => {
    // All Tuesdays, so only the season differs.
    const oneWay = (departureDate: string) => search({ departureDate, returnDate: undefined });
    const february = cheapest(await oneWay('2027-02-09'));
    const july = cheapest(await oneWay('2027-07-13'));
    const november = cheapest(await oneWay('2027-11-16'));
    const christmas = cheapest(await oneWay('2027-12-21'));
    expect(july).toBeGreaterThan(february * 1.3);
    expect(christmas).toBeGreaterThan(november * 1.3);
  });

  it('charges more on a Friday than on the Tuesday of the same week', async () => {
    // A week without a holiday at either end (13 July is the eve of France's 14 July, dearer since holidays count).
    const tuesday = cheapest(await search({ departureDate: '2027-07-20', returnDate: undefined }));
    const friday = cheapest(await search({ departureDate: '2027-07-23', returnDate: undefined }));
    expect(friday).toBeGreaterThan(tuesday * 1.15);
  });

  it('charges less with connections than direct, on average', async () => {
    const offers = await search({
      originLocationCode: 'LHR',
      destinationLocationCode: 'JFK',
      returnDate: undefined,
    });
    const average = (list: FlightOffer[]) => list.reduce((sum, offer) => sum + total(offer), 0) / list.length;
    const direct = offers.filter((offer) => outboundStops(offer) === 0);
    const connecting = offers.filter((offer) => outboundStops(offer) > 0);
    expect(direct.length).toBeGreaterThan(0);
    expect(connecting.length).toBeGreaterThan(0);
    expect(average(connecting)).toBeLessThan(average(direct));
  });

  it('prices in the requested currency', async () => {
    const dollars = await search();
    const euros = await search({ currencyCode: 'EUR' });
    const dinars = await search({ currencyCode: 'RSD' });
    expect(euros[0]?.price.currency).toBe('EUR');
    expect(dinars[0]?.price.currency).toBe('RSD');
    expect(total(euros[0]) / total(dollars[0])).toBeCloseTo(0.92, 3);
    expect(total(dinars[0]) / total(dollars[0])).toBeCloseTo(108, 1);
  });

  it('flies airlines that plausibly serve the route', async () => {
    const routes = [
      ['BEG', 'CDG'],
      ['JFK', 'LHR'],
      ['BEG', 'SYD'],
      ['LAX', 'NRT'],
      ['GRU', 'JNB'],
      ['DXB', 'BOM'],
      ['AAA', 'BEG'],
    ];
    for (const [originLocationCode, destinationLocationCode] of routes) {
      const offers = await search({ originLocationCode, destinationLocationCode });
      const segments = offers.flatMap((offer) =>
        offer.itineraries.flatMap((itinerary) => itinerary.segments),
      );
      expect(segments.length).toBeGreaterThan(0);
      for (const segment of segments) expect(isPlausibleCarrier(segment), JSON.stringify(segment)).toBe(true);
    }
    const carriers = new Set(
      (await search()).flatMap((offer) =>
        offer.itineraries.flatMap((it) => it.segments.map((s) => s.carrierCode)),
      ),
    );
    expect([...carriers].some((code) => ['AF', 'JU'].includes(code))).toBe(true);
  });

  it('includes on each flight what its airline’s schedule says: low-cost carriers only the personal item', async () => {
    const offers = await search({ originLocationCode: 'BCN', destinationLocationCode: 'LGW' });
    const segments = offers.flatMap((offer) => offer.itineraries.flatMap((itinerary) => itinerary.segments));
    const included = (lowCost: boolean) =>
      new Set(
        segments
          .filter((s) => isLowCost(s.carrierCode) === lowCost)
          .map((s) => `${s.includedBags?.carryOn}+${s.includedBags?.checked}`),
      );
    // A short European flight: full-service fares include the cabin bag and sell the checked one.
    expect(included(true)).toEqual(new Set(['0+0']));
    expect(included(false)).toEqual(new Set(['1+0']));
  });

  it('prices every offer’s bags: free on a fare that includes them, sold by low-cost carriers per flight', async () => {
    const offers = await search({
      originLocationCode: 'BCN',
      destinationLocationCode: 'LGW',
      currencyCode: 'EUR',
    });
    for (const offer of offers) {
      const segments = offer.itineraries.flatMap((itinerary) => itinerary.segments);
      const fees = offer.bagFees;
      expect(fees?.personal).toBe(0);
      const allLowCost = segments.every((s) => isLowCost(s.carrierCode));
      const noLowCost = segments.every((s) => !isLowCost(s.carrierCode));
      if (noLowCost) expect(fees?.cabin).toBe(0);
      // Two flights, each €10–30 for the cabin bag and €20–45 more for the checked one.
      if (allLowCost && segments.length === 2) {
        expect(fees?.cabin).toBeGreaterThanOrEqual(20);
        expect(fees?.cabin).toBeLessThanOrEqual(60);
        expect((fees?.checked ?? 0) - (fees?.cabin ?? 0)).toBeGreaterThanOrEqual(40);
        expect((fees?.checked ?? 0) - (fees?.cabin ?? 0)).toBeLessThanOrEqual(90);
      }
      expect(fees?.checked).toBeGreaterThan(fees?.cabin ?? 0);
    }
    expect(
      offers.some((offer) =>
        offer.itineraries.flat().every((it) => it.segments.every((s) => isLowCost(s.carrierCode))),
      ),
    ).toBe(true);
  });

  it('keeps every generated itinerary consistent on random routes', async () => {
    const codes = [
      'BEG',
      'LON',
      'PAR',
      'NYC',
      'TYO',
      'SYD',
      'GRU',
      'JNB',
      'DXB',
      'DEL',
      'ZRH',
      'OSL',
      'KEF',
      'NAN',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...codes),
        fc.constantFrom(...codes),
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 0, max: 21 }),
        async (from, to, startDay, stayDays) => {
          const day = (offset: number) => new Date(Date.UTC(2027, 0, 1 + offset)).toISOString().slice(0, 10);
          const offers = await search({
            originLocationCode: from,
            destinationLocationCode: to,
            departureDate: day(startDay),
            returnDate: day(startDay + stayDays),
          });
          if (from === to) expect(offers).toEqual([]);
          for (const offer of offers) {
            expect(Number(offer.price.total)).toBeGreaterThan(0);
            const [outbound, inbound] = offer.itineraries;
            expect(inbound).toBeDefined();
            for (const itinerary of offer.itineraries) {
              expect(itinerary.segments.length).toBeGreaterThanOrEqual(1);
              expect(itinerary.segments.length).toBeLessThanOrEqual(3);
              for (const segment of itinerary.segments) {
                expect(segment.number).toMatch(/^[1-9]\d{0,3}$/);
                expect(minutes(segment.duration)).toBeGreaterThan(30);
              }
            }
            // The return leaves the destination at least 90 minutes after the outbound lands there.
            const landed = localMinutes(outbound?.segments.at(-1)?.arrival.at ?? '');
            const leaves = localMinutes(inbound?.segments[0]?.departure.at ?? '');
            expect(leaves - landed).toBeGreaterThanOrEqual(90);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  describe('finds no flights, on purpose', () => {
    it.each([
      ['an unknown code', 'XXX', 'CDG'],
      ['the same airport', 'BEG', 'BEG'],
      ['two airports of one city', 'LHR', 'LGW'],
      ['a city and its own airport', 'LON', 'LHR'],
      ...unservedRoutes.flatMap(([first, second]) => [
        ['an unserved route', first, second],
        ['an unserved route, reversed', second, first],
      ]),
      ...airportsWithoutScheduledService.map((code) => ['an airport without scheduled service', code, 'BEG']),
    ])('for %s (%s → %s)', async (_reason, originLocationCode, destinationLocationCode) => {
      expect(await search({ originLocationCode, destinationLocationCode })).toEqual([]);
    });
  });

  it('rejects impossible searches with a TravelProviderError', async () => {
    await expect(search({ departureDate: '2027-02-30' })).rejects.toBeInstanceOf(TravelProviderError);
    await expect(search({ returnDate: '2027-03-01' })).rejects.toMatchObject({ kind: 'invalid_request' });
    await expect(search({ adults: 0 })).rejects.toMatchObject({ kind: 'invalid_request' });
    await expect(search({ adults: 5, children: 5 })).rejects.toMatchObject({ kind: 'invalid_request' });
  });
});
