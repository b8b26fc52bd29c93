import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FlightOffer, FlightSegment } from '../../../core/travel-data';
import type { FlightOfferQuery } from '../port';
import { findAirport } from './airport-data';
import { carriersByRegion } from './airlines-by-region';
import { minutesOf } from './flight-checks.test-helpers';
import { haversineKm } from './geo';
import { hubByCode } from './hubs';
import { arePartners } from './network/alliances';
import { regionOf, type Region } from '../../../core/world-regions';
import { createSandboxProvider } from '.';
import { testSandboxClock } from './sandbox-clock.test-helpers';

const provider = createSandboxProvider(testSandboxClock);

const search = (overrides: Partial<FlightOfferQuery>) =>
  provider.searchFlightOffers(
    {
      originLocationCode: 'BEG',
      destinationLocationCode: 'CDG',
      departureDate: '2027-05-11',
      adults: 1,
      children: 0,
      travelClass: 'ECONOMY',
      nonStop: false,
      currencyCode: 'USD',
      max: 50,
      ...overrides,
    },
    new AbortController().signal,
  );

const segmentsOf = (offers: readonly FlightOffer[]) =>
  offers.flatMap((offer) => offer.itineraries.flatMap((itinerary) => itinerary.segments));

const directSegments = (offers: readonly FlightOffer[]) =>
  offers.flatMap((offer) =>
    offer.itineraries.flatMap((itinerary) => (itinerary.segments.length === 1 ? itinerary.segments : [])),
  );

function airport(code: string) {
  const found = findAirport(code);
  if (!found) throw new Error(`unknown airport ${code}`);
  return found;
}

const regionOfAirport = (code: string) => {
  const { countryCode, continent } = airport(code);
  return regionOf(countryCode, continent);
};

const lowCostRegion = new Map<string, Region>(
  Object.entries(carriersByRegion).flatMap(([region, carriers]) =>
    carriers.filter((carrier) => carrier.lowCost).map((carrier) => [carrier.code, region as Region] as const),
  ),
);

const segmentKm = (segment: FlightSegment) =>
  haversineKm(airport(segment.departure.iataCode), airport(segment.arrival.iataCode));

const average = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

async function directMinutes(from: string, to: string): Promise<number[]> {
  const offers = await search({ originLocationCode: from, destinationLocationCode: to, nonStop: true });
  return directSegments(offers).map((segment) => minutesOf(segment.duration));
}

/** Airports of every size and region, for the properties below. */
const sampleAirports = [
  'BEG',
  'CDG',
  'LHR',
  'FRA',
  'PMI',
  'TFS',
  'KEF',
  'AER',
  'KJA',
  'OSL',
  'TRD',
  'INI',
  'OHD',
  'IST',
  'DXB',
  'CAI',
  'NBO',
  'JNB',
  'JFK',
  'LAX',
  'YVR',
  'ANC',
  'HNL',
  'MEX',
  'CUN',
  'MAO',
  'GRU',
  'SCL',
  'BOG',
  'DEL',
  'KTM',
  'BKK',
  'SIN',
  'ALA',
  'CAN',
  'HND',
  'SYD',
  'PER',
  'AKL',
  'NAN',
];

describe('where the sandbox flies non-stop', () => {
  it.each([
    ['JFK', 'LHR'],
    ['FRA', 'PMI'],
    ['BEG', 'CDG'],
  ])('flies %s → %s non-stop, as airlines really do', async (from, to) => {
    expect((await directMinutes(from, to)).length).toBeGreaterThan(0);
  });

  it('flies Belgrade → Bangkok only with a connection', async () => {
    expect(await search({ destinationLocationCode: 'BKK', nonStop: true })).toEqual([]);
    const offers = await search({ destinationLocationCode: 'BKK' });
    expect(offers.length).toBeGreaterThan(0);
    for (const itinerary of offers.flatMap((offer) => offer.itineraries)) {
      expect(itinerary.segments.length).toBeGreaterThan(1);
    }
  });

  it('flies non-stop only within aircraft range and with a hub or large airport at one end', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...sampleAirports),
        fc.constantFrom(...sampleAirports),
        async (from, to) => {
          for (const segment of segmentsOf(
            await search({ originLocationCode: from, destinationLocationCode: to }),
          )) {
            const ends = [segment.departure.iataCode, segment.arrival.iataCode];
            expect(segmentKm(segment), JSON.stringify(segment)).toBeLessThanOrEqual(16_000);
            expect(
              ends.some((code) => hubByCode.has(code) || airport(code).size === 'L'),
              JSON.stringify(segment),
            ).toBe(true);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('low-cost carriers', () => {
  it.each([
    ['AER', 'KJA', 'Sochi → Krasnoyarsk, far from any European low-cost base'],
    ['BOG', 'MEX', 'Bogotá → Mexico City, far from Gol’s Brazil'],
    ['ALA', 'CAN', 'Almaty → Guangzhou, neither IndiGo’s nor AirAsia’s'],
    ['LHR', 'MAD', 'Heathrow has no slots for them'],
  ])('never fly %s → %s (%s)', async (from, to) => {
    const carriers = segmentsOf(await search({ originLocationCode: from, destinationLocationCode: to })).map(
      (segment) => segment.carrierCode,
    );
    expect(carriers.length).toBeGreaterThan(0);
    expect(carriers.filter((code) => lowCostRegion.has(code))).toEqual([]);
  });

  it('still fly short routes from their bases, such as FRA → PMI', async () => {
    const carriers = directSegments(
      await search({ originLocationCode: 'FRA', destinationLocationCode: 'PMI' }),
    ).map((segment) => segment.carrierCode);
    expect(carriers.some((code) => lowCostRegion.has(code))).toBe(true);
  });

  it('fly only within their own region and under 4,500 km', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...sampleAirports),
        fc.constantFrom(...sampleAirports),
        async (from, to) => {
          for (const segment of segmentsOf(
            await search({ originLocationCode: from, destinationLocationCode: to }),
          )) {
            const region = lowCostRegion.get(segment.carrierCode);
            if (!region) continue;
            expect(segmentKm(segment), JSON.stringify(segment)).toBeLessThanOrEqual(4_500);
            expect(regionOfAirport(segment.departure.iataCode)).toBe(region);
            expect(regionOfAirport(segment.arrival.iataCode)).toBe(region);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('connections', () => {
  it('change planes at a hub of the airline flying in or out or of its alliance, each segment with its own airports and number', async () => {
    for (const [from, to] of [
      ['BEG', 'BKK'],
      ['BEG', 'SYD'],
      ['INI', 'LAX'],
      ['KTM', 'GRU'],
      ['WAW', 'SFO'],
    ] as const) {
      const offers = await search({
        originLocationCode: from,
        destinationLocationCode: to,
        returnDate: '2027-05-25',
      });
      expect(offers.length).toBeGreaterThan(0);
      for (const itinerary of offers.flatMap((offer) => offer.itineraries)) {
        itinerary.segments.forEach((segment, index) => {
          expect(segment.departure.iataCode).not.toBe(segment.arrival.iataCode);
          const next = itinerary.segments[index + 1];
          if (!next) return;
          const connection = segment.arrival.iataCode;
          expect(next.departure.iataCode).toBe(connection);
          const hubCarriers = hubByCode.get(connection)?.carriers ?? [];
          expect(
            hubCarriers.some(
              (code) => arePartners(code, segment.carrierCode) || arePartners(code, next.carrierCode),
            ),
            JSON.stringify(itinerary),
          ).toBe(true);
          expect(`${next.carrierCode}${next.number}`).not.toBe(`${segment.carrierCode}${segment.number}`);
        });
      }
    }
  });
});

describe('flight durations', () => {
  it('fly east across the Atlantic and the Pacific faster than west, with the westerlies', async () => {
    const [east, west] = [await directMinutes('JFK', 'LHR'), await directMinutes('LHR', 'JFK')];
    expect(average(west) - average(east)).toBeGreaterThan(40);
    for (const minutes of east) expect(minutes).toBeGreaterThanOrEqual(6 * 60 + 15);
    for (const minutes of west) expect(minutes).toBeLessThanOrEqual(8 * 60 + 45);
    const [pacificEast, pacificWest] = [await directMinutes('HND', 'LAX'), await directMinutes('LAX', 'HND')];
    expect(average(pacificWest) - average(pacificEast)).toBeGreaterThan(60);
  });

  it('differ by direction even on short routes: FRA → PMI is not PMI → FRA', async () => {
    const [south, north] = [await directMinutes('FRA', 'PMI'), await directMinutes('PMI', 'FRA')];
    expect(average(south)).not.toBe(average(north));
    for (const minutes of [...south, ...north]) {
      expect(minutes).toBeGreaterThanOrEqual(110);
      expect(minutes).toBeLessThanOrEqual(150);
    }
  });

  it('vary a little from flight to flight, and the same flight always takes as long', async () => {
    const byFlight = new Map<string, Set<number>>();
    const durations: number[] = [];
    for (const departureDate of ['2027-05-11', '2027-05-12', '2027-05-18']) {
      const offers = await search({
        originLocationCode: 'LHR',
        destinationLocationCode: 'JFK',
        departureDate,
      });
      for (const segment of directSegments(offers)) {
        const minutes = minutesOf(segment.duration);
        durations.push(minutes);
        const key = `${segment.carrierCode}${segment.number} ${segment.departure.at.slice(11)}`;
        byFlight.set(key, (byFlight.get(key) ?? new Set()).add(minutes));
      }
    }
    expect(new Set(durations).size).toBeGreaterThan(1);
    expect(Math.max(...durations) - Math.min(...durations)).toBeLessThanOrEqual(25);
    for (const [flight, minutes] of byFlight) expect(minutes.size, flight).toBe(1);
  });
});

describe('flight numbers', () => {
  it('are 1 to 4 digits after a two-character carrier code, stable per route and departure time', async () => {
    const flightAt = new Map<string, Set<string>>();
    // Winter and summer dates: the number follows the local departure time, whatever the clocks did.
    for (const departureDate of ['2027-01-12', '2027-05-11', '2027-05-12', '2027-06-15']) {
      for (const segment of segmentsOf(await search({ departureDate, returnDate: '2027-06-20' }))) {
        expect(segment.carrierCode).toMatch(/^[A-Z0-9]{2}$/);
        expect(segment.number).toMatch(/^[1-9]\d{0,3}$/);
        const slot = `${segment.carrierCode} ${segment.departure.iataCode}-${segment.arrival.iataCode} ${segment.departure.at.slice(11)}`;
        flightAt.set(slot, (flightAt.get(slot) ?? new Set()).add(segment.number));
      }
    }
    for (const [slot, numbers] of flightAt) expect([...numbers], slot).toHaveLength(1);
  });
});
