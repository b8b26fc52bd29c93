import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FlightOfferQuery, HotelOfferQuery, TravelProvider } from '../port';
import { createSandboxProvider } from '.';
import { testSandboxClock } from './sandbox-clock.test-helpers';

const flightQuery: FlightOfferQuery = {
  originLocationCode: 'BEG',
  destinationLocationCode: 'PAR',
  departureDate: '2027-06-01',
  returnDate: '2027-06-08',
  adults: 2,
  children: 1,
  travelClass: 'ECONOMY',
  nonStop: false,
  currencyCode: 'EUR',
  max: 50,
};

const live = () => new AbortController().signal;

async function everything(provider: TravelProvider) {
  const hotels = await provider.listHotelsByCity('PAR', live());
  const ids = hotels.slice(0, 20).map((hotel) => hotel.hotelId);
  const hotelQuery: HotelOfferQuery = {
    hotelIds: ids,
    checkInDate: '2027-06-01',
    checkOutDate: '2027-06-08',
    adults: 2,
    roomQuantity: 1,
    currency: 'EUR',
  };
  return {
    locations: await provider.searchLocations('par', live()),
    flights: await provider.searchFlightOffers(flightQuery, live()),
    hotels,
    offers: await provider.searchHotelOffers(hotelQuery, live()),
    sentiments: await provider.getHotelSentiments(ids, live()),
  };
}

describe('the sandbox provider', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the same request the same way, from any instance', async () => {
    const first = await everything(createSandboxProvider(testSandboxClock));
    const second = await everything(createSandboxProvider(testSandboxClock));
    expect(second).toEqual(first);
    expect(first.flights.length).toBeGreaterThan(0);
    expect(first.offers.length).toBeGreaterThan(0);
    expect(first.sentiments.length).toBeGreaterThan(0);
  });

  it('prices by its own clock, never the wall clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-15T09:00:00Z'));
    const inJanuary = await everything(createSandboxProvider(testSandboxClock));
    vi.setSystemTime(new Date('2027-05-31T23:30:00Z'));
    const dayBefore = await everything(createSandboxProvider(testSandboxClock));
    expect(dayBefore).toEqual(inJanuary);
  });

  it('keeps its prices all day and moves them the next day, and nothing but the prices', async () => {
    const at = (time: string) => everything(createSandboxProvider(() => Date.parse(time)));
    const morning = await at('2027-03-10T00:00:00Z');
    expect(await at('2027-03-10T23:59:59Z')).toEqual(morning);
    const nextDay = await at('2027-03-11T00:00:00Z');
    const prices = (answer: typeof morning) => ({
      flights: answer.flights.map((offer) => offer.price.total),
      offers: answer.offers.map((hotel) => hotel.offers.map((offer) => offer.price.total)),
    });
    expect(prices(nextDay).flights).not.toEqual(prices(morning).flights);
    expect(prices(nextDay).offers).not.toEqual(prices(morning).offers);
    const unpriced = ({ locations, hotels, sentiments }: typeof morning) => ({
      locations,
      hotels,
      sentiments,
    });
    expect(unpriced(nextDay)).toEqual(unpriced(morning));
    expect(nextDay.offers.map((hotel) => hotel.hotel.hotelId)).toEqual(
      morning.offers.map((hotel) => hotel.hotel.hotelId),
    );
  });

  describe('with an aborted signal', () => {
    const reason = new Error('search cancelled');
    const aborted = () => {
      const controller = new AbortController();
      controller.abort(reason);
      return controller.signal;
    };
    const provider = createSandboxProvider(testSandboxClock);

    it('rejects flight, hotel-list and sentiment calls with the reason', async () => {
      await expect(provider.searchFlightOffers(flightQuery, aborted())).rejects.toBe(reason);
      await expect(provider.listHotelsByCity('PAR', aborted())).rejects.toBe(reason);
      await expect(provider.getHotelSentiments(['YXPAR705'], aborted())).rejects.toBe(reason);
    });

    it('quietly returns no locations and no hotel offers (product.md §8)', async () => {
      expect(await provider.searchLocations('par', aborted())).toEqual([]);
      const hotelQuery: HotelOfferQuery = {
        hotelIds: ['YXPAR705'],
        checkInDate: '2027-06-01',
        checkOutDate: '2027-06-08',
        adults: 2,
        roomQuantity: 1,
        currency: 'EUR',
      };
      expect(await provider.searchHotelOffers(hotelQuery, aborted())).toEqual([]);
    });
  });
});
