import { describe, expect, it } from 'vitest';
import { createSearchParamsSchema, type SearchParamsInput } from '../../core/search-params';
import { addDays, daysBetween } from '../../core/iso-date';
import { smallHoursEndHour } from '../../core/trip-stay';
import type { ExchangeRateSource } from '../exchange-rates/source';
import { createSandboxProvider } from './sandbox';
import { runSearch } from './search-pipeline';
import { testSandboxClock } from './sandbox/sandbox-clock.test-helpers';

const today = '2030-05-01';
const never = new AbortController().signal;
const noRates: ExchangeRateSource = {
  current: () => Promise.reject(new Error('the sandbox prices in the search currency')),
};
const provider = createSandboxProvider(testSandboxClock);

/** JFK → LHR: evening departures land the next morning, day flights the same evening. */

/** The night a deal's flight lands in: its landing date, or the night before for a landing in the small hours. */
const nightLandedIn = (arrivalAt: string) =>
  Number(arrivalAt.slice(11, 13)) < smallHoursEndHour
    ? addDays(arrivalAt.slice(0, 10), -1)
    : arrivalAt.slice(0, 10);
const search = (input: Partial<SearchParamsInput> = {}) =>
  createSearchParamsSchema(today).parse({
    budget: 50_000,
    currency: 'USD',
    from: 'JFK',
    to: 'LHR',
    departureDate: '2030-06-03',
    returnDate: '2030-06-10',
    where: 'London',
    ...input,
  });

async function deals(input: Partial<SearchParamsInput> = {}) {
  const params = search(input);
  return {
    params,
    deals: (await runSearch({ travel: provider, exchangeRates: noRates }, params, never)).deals,
  };
}

describe('each deal prices the nights its flight leaves the traveller', () => {
  it('starts the stay with the night the flight lands in, and the hotel link carries that stay', async () => {
    const { deals: found } = await deals();
    const overnight = found.filter((deal) => deal.stay.landsOn > '2030-06-03');
    const sameDay = found.filter((deal) => deal.stay.landsOn === '2030-06-03');
    expect(overnight.length).toBeGreaterThan(0);
    for (const deal of found) {
      expect(deal.stay.landsOn).toBe(deal.flight.outbound.arrivalAt.slice(0, 10));
      const firstNight = nightLandedIn(deal.flight.outbound.arrivalAt);
      expect(deal.stay).toMatchObject({
        checkIn: firstNight,
        checkOut: '2030-06-10',
        unusedNights: 0,
        roomFromNightBefore: firstNight < deal.stay.landsOn,
      });
      expect(deal.stay.nights).toBe(daysBetween(deal.stay.checkIn, '2030-06-10'));
      const link = new URL(deal.links.hotel.url);
      expect([link.searchParams.get('checkin'), link.searchParams.get('checkout')]).toEqual([
        deal.stay.checkIn,
        '2030-06-10',
      ]);
    }
    for (const deal of sameDay) expect(deal.stay.nights).toBe(7);
    // Red-eyes landing before 05:00 are among them: their room is booked from the night before.
    expect(found.some((deal) => deal.stay.roomFromNightBefore)).toBe(true);
  });

  it('prices the hotel for those nights, as the hotel side answers that stay', async () => {
    const { params, deals: found } = await deals();
    const deal = found.find((candidate) => candidate.stay.landsOn > '2030-06-03');
    if (!deal) throw new Error('expected a deal landing the next day');
    const [offers] = await provider.searchHotelOffers(
      {
        hotelIds: [deal.hotel.hotelId],
        checkInDate: deal.stay.checkIn,
        checkOutDate: deal.stay.checkOut,
        adults: params.hotelAdults,
        childrenAges: [],
        roomQuantity: 1,
        currency: 'USD',
      },
      never,
    );
    expect(Number(offers?.offers[0]?.price.total)).toBe(deal.hotel.price);
  });

  it('keeps the traveller’s own dates and says how many nights pass before the one they land in', async () => {
    const { deals: found } = await deals({ checkIn: '2030-06-03', checkOut: '2030-06-10' });
    for (const deal of found) {
      expect(deal.stay).toMatchObject({ checkIn: '2030-06-03', checkOut: '2030-06-10', nights: 7 });
      expect(deal.stay.followsFlight).toBe(false);
      expect(deal.stay.unusedNights).toBe(
        daysBetween('2030-06-03', nightLandedIn(deal.flight.outbound.arrivalAt)),
      );
      expect(deal.stay.roomFromNightBefore).toBe(false);
    }
    expect(found.some((deal) => deal.stay.unusedNights === 1)).toBe(true);
  });
});
