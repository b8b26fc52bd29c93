import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FlightOfferQuery } from '../port';
import { findAirport } from './airport-data';
import { layovers, minutesOf, possibleTimings, wallClock, wallMinutes } from './flight-checks.test-helpers';
import { connectionMinutesAt } from './network/connection-times';
import { createSandboxProvider } from '.';
import { testSandboxClock } from './sandbox-clock.test-helpers';

const provider = createSandboxProvider(testSandboxClock);

const search = (overrides: Partial<FlightOfferQuery>) =>
  provider.searchFlightOffers(
    {
      originLocationCode: 'FRA',
      destinationLocationCode: 'PMI',
      departureDate: '2027-03-09',
      adults: 1,
      children: 0,
      travelClass: 'ECONOMY',
      nonStop: false,
      currencyCode: 'EUR',
      max: 50,
      ...overrides,
    },
    new AbortController().signal,
  );

/**
 * Airports, the hubs among them, with their real IANA zones written out by hand: every hemisphere, summer time on
 * either calendar or none, and the odd offsets (St. John's −3:30, Tehran +3:30, Kolkata +5:30, Kathmandu +5:45, Yangon +6:30,
 * Adelaide +9:30/+10:30, Chatham +12:45/+13:45).
 */
const realTimeZones: Readonly<Record<string, string>> = {
  FRA: 'Europe/Berlin',
  MUC: 'Europe/Berlin',
  PMI: 'Europe/Madrid',
  MAD: 'Europe/Madrid',
  BEG: 'Europe/Belgrade',
  CDG: 'Europe/Paris',
  LHR: 'Europe/London',
  AMS: 'Europe/Amsterdam',
  ZRH: 'Europe/Zurich',
  VIE: 'Europe/Vienna',
  CPH: 'Europe/Copenhagen',
  HEL: 'Europe/Helsinki',
  KEF: 'Atlantic/Reykjavik',
  TFS: 'Atlantic/Canary',
  IST: 'Europe/Istanbul',
  JFK: 'America/New_York',
  ATL: 'America/New_York',
  MIA: 'America/New_York',
  YYZ: 'America/Toronto',
  ORD: 'America/Chicago',
  DFW: 'America/Chicago',
  LAX: 'America/Los_Angeles',
  PHX: 'America/Phoenix',
  YYT: 'America/St_Johns',
  HNL: 'Pacific/Honolulu',
  MEX: 'America/Mexico_City',
  PTY: 'America/Panama',
  BOG: 'America/Bogota',
  LIM: 'America/Lima',
  GRU: 'America/Sao_Paulo',
  SCL: 'America/Santiago',
  EZE: 'America/Argentina/Buenos_Aires',
  CMN: 'Africa/Casablanca',
  ADD: 'Africa/Addis_Ababa',
  NBO: 'Africa/Nairobi',
  JNB: 'Africa/Johannesburg',
  CAI: 'Africa/Cairo',
  DOH: 'Asia/Qatar',
  AUH: 'Asia/Dubai',
  DXB: 'Asia/Dubai',
  IKA: 'Asia/Tehran',
  DEL: 'Asia/Kolkata',
  KTM: 'Asia/Kathmandu',
  RGN: 'Asia/Yangon',
  BKK: 'Asia/Bangkok',
  SIN: 'Asia/Singapore',
  HKG: 'Asia/Hong_Kong',
  PEK: 'Asia/Shanghai',
  PVG: 'Asia/Shanghai',
  ICN: 'Asia/Seoul',
  HND: 'Asia/Tokyo',
  SYD: 'Australia/Sydney',
  ADL: 'Australia/Adelaide',
  PER: 'Australia/Perth',
  AKL: 'Pacific/Auckland',
  CHT: 'Pacific/Chatham',
};

/** Where the property below flies from and to: the odd offsets and both hemispheres, not the hubs alone. */
const travelledAirports = [
  'FRA',
  'PMI',
  'BEG',
  'CDG',
  'LHR',
  'KEF',
  'TFS',
  'IST',
  'JFK',
  'ORD',
  'LAX',
  'PHX',
  'YYT',
  'HNL',
  'GRU',
  'SCL',
  'EZE',
  'JNB',
  'CAI',
  'DXB',
  'IKA',
  'DEL',
  'KTM',
  'RGN',
  'BKK',
  'SIN',
  'HND',
  'SYD',
  'ADL',
  'PER',
  'AKL',
  'CHT',
];

const timeZoneOf = (code: string) => {
  const zone = realTimeZones[code];
  if (!zone) throw new Error(`no known time zone for ${code}`);
  return zone;
};

/** Days around the 2027 clock changes: Europe, the US, Chile, Australia and New Zealand (both ways). */
const clockChangeDays = [
  '2027-03-13',
  '2027-03-14',
  '2027-03-27',
  '2027-03-28',
  '2027-04-03',
  '2027-04-04',
  '2027-09-04',
  '2027-09-05',
  '2027-09-25',
  '2027-09-26',
  '2027-10-02',
  '2027-10-03',
  '2027-10-30',
  '2027-10-31',
  '2027-11-06',
  '2027-11-07',
];

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('sandbox flight times', () => {
  it('gives each airport its real IANA time zone', () => {
    for (const [code, zone] of Object.entries(realTimeZones))
      expect(findAirport(code)?.timeZone, code).toBe(zone);
  });

  it('flies FRA → PMI with local times that agree with the duration (both on Central European Time)', async () => {
    const offers = await search({ nonStop: true, returnDate: '2027-03-16' });
    expect(offers.length).toBeGreaterThan(0);
    for (const segment of offers.flatMap((offer) => offer.itineraries.flatMap((it) => it.segments))) {
      expect(
        wallMinutes(segment.arrival.at) - wallMinutes(segment.departure.at),
        JSON.stringify(segment),
      ).toBe(minutesOf(segment.duration));
    }
  });

  it('lands a New York → London flight on London time in the weeks the US is on summer time and Europe not yet', async () => {
    const offers = await search({
      originLocationCode: 'JFK',
      destinationLocationCode: 'LHR',
      departureDate: '2027-03-20',
      nonStop: true,
    });
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      const [segment] = offer.itineraries[0]?.segments ?? [];
      if (!segment) throw new Error('a direct flight has one segment');
      // From 14 to 28 March 2027 New York is 4 hours behind London, not 5.
      const timings = possibleTimings({ duration: segment.duration, segments: [segment] }, timeZoneOf);
      expect(timings, JSON.stringify(segment)).toHaveLength(1);
      const departure = timings[0]?.[0]?.departure ?? NaN;
      expect(wallClock('Europe/London', departure + minutesOf(segment.duration))).toBe(segment.arrival.at);
    }
  });

  // A timeout of its own: 250 generated searches, every itinerary's local times checked against its durations;
  // past 5 s on a busy machine.
  it('keeps arrival − departure = duration + the change of UTC offset, for every segment and itinerary', async () => {
    const travelDate = fc.oneof(
      fc
        .tuple(fc.constantFrom(...clockChangeDays), fc.integer({ min: -1, max: 1 }))
        .map(([day, shift]) => addDays(day, shift)),
      fc.integer({ min: 0, max: 700 }).map((day) => addDays('2027-01-01', day)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...travelledAirports),
        fc.constantFrom(...travelledAirports),
        travelDate,
        fc.integer({ min: 0, max: 9 }),
        fc.boolean(),
        async (from, to, departureDate, stayDays, nonStop) => {
          const offers = await search({
            originLocationCode: from,
            destinationLocationCode: to,
            departureDate,
            returnDate: addDays(departureDate, stayDays),
            nonStop,
          });
          for (const itinerary of offers.flatMap((offer) => offer.itineraries)) {
            const timings = possibleTimings(itinerary, timeZoneOf);
            const described = JSON.stringify(itinerary);
            expect(timings.length, `local times contradict the durations: ${described}`).toBeGreaterThan(0);
            const real = timings.filter(
              (timing) =>
                layovers(timing).every(
                  (layover, index) =>
                    layover >= connectionMinutesAt(itinerary.segments[index]?.arrival.iataCode ?? '') &&
                    layover <= 240,
                ) &&
                (timing.at(-1)?.arrival ?? NaN) - (timing[0]?.departure ?? NaN) ===
                  minutesOf(itinerary.duration),
            );
            expect(real.length, `layovers or total duration do not add up: ${described}`).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 250 },
    );
  }, 20_000);
});
