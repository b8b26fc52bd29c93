import { describe, expect, it } from 'vitest';
import { createSearchParamsSchema, type SearchParamsInput } from '../../core/search-params';
import { daysBetween } from '../../core/iso-date';
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
  it('starts the stay on the day the flight lands, and the hotel link carries that stay', async () => {
    const { deals: found } = await deals();
    const overnight = found.filter((deal) => deal.stay.landsOn > '2030-06-03');
    const sameDay = found.filter((deal) => deal.stay.landsOn === '2030-06-03');
    expect(overnight.length).toBeGreaterThan(0);
    for (const deal of found) {
      expect(deal.stay.landsOn).toBe(deal.flight.outbound.arrivalAt.slice(0, 10));
      expect(deal.stay).toMatchObject({
        checkIn: deal.stay.landsOn,
        checkOut: '2030-06-10',
        unusedNights: 0,
      });
      expect(deal.stay.nights).toBe(daysBetween(deal.stay.checkIn, '2030-06-10'));
      const link = new URL(deal.links.hotel.url);
      expect([link.searchParams.get('checkin'), link.searchParams.get('checkout')]).toEqual([
        deal.stay.checkIn,
        '2030-06-10',
      ]);
    }
    for (const deal of sameDay) expect(deal.stay.nights).toBe(7);
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

  it('keeps the traveller’s own dates and says how many nights pass before they land', async () => {
    const { deals: found } = await deals({ checkIn: '2030-06-03', checkOut: '2030-06-10' });
    for (const deal of found) {
      expect(deal.stay).toMatchObject({ checkIn: '2030-06-03', checkOut: '2030-06-10', nights: 7 });
      expect(deal.stay.followsFlight).toBe(false);
      expect(deal.stay.unusedNights).toBe(daysBetween('2030-06-03', deal.stay.landsOn));
    }
    expect(found.some((deal) => deal.stay.unusedNights === 1)).toBe(true);
  });
});
