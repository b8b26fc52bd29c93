import { describe, expect, it } from 'vitest';
import type { CabinClass } from '../../../core/cabin-classes';
import type { FlightOffer, HotelOffers } from '../../../core/travel-data';
import type { FlightOfferQuery, HotelOfferQuery } from '../port';
import { createSandboxProvider } from '.';
import { fareRefundable, fareRefundDraw, hotelRateRefundable } from './refund-terms';
import { testSandboxClock } from './sandbox-clock.test-helpers';

const provider = createSandboxProvider(testSandboxClock);
const signal = () => new AbortController().signal;
const share = (flags: boolean[]) => flags.filter(Boolean).length / flags.length;

describe('sandbox refund terms', () => {
  it('gives about 40 % of hotel rates free cancellation, the dearer room types more often', () => {
    const ids = Array.from({ length: 2000 }, (_, index) => `HT${String(index).padStart(6, '0')}`);
    const byRoomType = [0, 1, 2].map((roomType) => share(ids.map((id) => hotelRateRefundable(id, roomType))));
    const [standard = 0, superior = 0, suite = 0] = byRoomType;
    expect(standard).toBeGreaterThan(0.25);
    expect(standard).toBeLessThan(superior);
    expect(superior).toBeLessThan(suite);
    const all = share([0, 1, 2].flatMap((roomType) => ids.map((id) => hotelRateRefundable(id, roomType))));
    expect(all).toBeGreaterThan(0.4);
    expect(all).toBeLessThan(0.55);
  });

  it('makes few economy fares refundable, fewer on low-cost carriers, more in the dearer cabins', () => {
    const draws = Array.from({ length: 4000 }, (_, index) => fareRefundDraw('BEG-CDG', index));
    const cabinShare = (cabin: CabinClass, lowCost = false) =>
      share(draws.map((draw) => fareRefundable(draw, cabin, lowCost)));
    expect(cabinShare('ECONOMY', true)).toBeLessThan(0.05);
    expect(cabinShare('ECONOMY')).toBeGreaterThan(0.08);
    expect(cabinShare('ECONOMY')).toBeLessThan(0.16);
    expect(cabinShare('PREMIUM_ECONOMY')).toBeGreaterThan(cabinShare('ECONOMY'));
    expect(cabinShare('BUSINESS')).toBeGreaterThan(0.45);
    expect(cabinShare('FIRST')).toBeGreaterThan(cabinShare('BUSINESS'));
    // A fare refundable in economy stays refundable in every dearer cabin.
    for (const draw of draws.filter((value) => fareRefundable(value, 'ECONOMY', false))) {
      expect(fareRefundable(draw, 'BUSINESS', false)).toBe(true);
    }
  });

  it('says on every sandbox hotel offer whether it is refundable, the same on every search', async () => {
    const hotelIds = (await provider.listHotelsByCity('PAR', signal()))
      .slice(0, 20)
      .map((hotel) => hotel.hotelId);
    const query: HotelOfferQuery = {
      hotelIds,
      checkInDate: '2027-03-09',
      checkOutDate: '2027-03-16',
      adults: 2,
      roomQuantity: 1,
      currency: 'EUR',
    };
    const first: HotelOffers[] = await provider.searchHotelOffers(query, signal());
    const offers = first.flatMap((hotel) => hotel.offers);
    expect(offers.every((offer) => typeof offer.refundable === 'boolean')).toBe(true);
    expect(offers.some((offer) => offer.refundable)).toBe(true);
    expect(offers.some((offer) => !offer.refundable)).toBe(true);
    expect(await provider.searchHotelOffers(query, signal())).toEqual(first);
  });

  it('says on every sandbox fare whether it is refundable, and the cabin changes the terms, not the fares', async () => {
    const query = (travelClass: CabinClass): FlightOfferQuery => ({
      originLocationCode: 'LHR',
      destinationLocationCode: 'JFK',
      departureDate: '2027-03-09',
      returnDate: '2027-03-16',
      adults: 1,
      children: 0,
      travelClass,
      nonStop: false,
      currencyCode: 'USD',
      max: 50,
    });
    const economy: FlightOffer[] = await provider.searchFlightOffers(query('ECONOMY'), signal());
    const business: FlightOffer[] = await provider.searchFlightOffers(query('BUSINESS'), signal());
    expect(economy.every((offer) => typeof offer.refundable === 'boolean')).toBe(true);
    const refundable = (offers: FlightOffer[]) => offers.filter((offer) => offer.refundable).length;
    expect(refundable(business)).toBeGreaterThan(refundable(economy));
    expect(refundable(economy)).toBeLessThan(economy.length / 4);
  });
});
