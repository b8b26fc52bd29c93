import { describe, expect, it } from 'vitest';
import type { HotelOffers } from '../../../core/travel-data';
import { TravelProviderError, type HotelOfferQuery } from '../port';
import { citiesWithoutHotels, createSandboxProvider } from '.';
import { localNamesByCountry } from './hotel-names';
import { testSandboxClock } from './sandbox-clock.test-helpers';

const provider = createSandboxProvider(testSandboxClock);
const signal = () => new AbortController().signal;
const listHotels = (cityCode: string) => provider.listHotelsByCity(cityCode, signal());
const hotelIds = async (cityCode: string, count = 20) =>
  (await listHotels(cityCode)).slice(0, count).map((hotel) => hotel.hotelId);

function offersQuery(hotelIds: string[], overrides: Partial<HotelOfferQuery> = {}): HotelOfferQuery {
  return {
    hotelIds,
    checkInDate: '2027-03-09',
    checkOutDate: '2027-03-16',
    adults: 2,
    roomQuantity: 1,
    currency: 'USD',
    ...overrides,
  };
}

const searchOffers = async (hotelIds: string[], overrides: Partial<HotelOfferQuery> = {}) =>
  provider.searchHotelOffers(offersQuery(hotelIds, overrides), signal());

/** First-offer totals in cents by hotel id. */
const firstTotals = (results: HotelOffers[]) =>
  new Map(
    results.map((result) => [result.hotel.hotelId, Math.round(Number(result.offers[0]?.price.total) * 100)]),
  );

describe('sandbox hotels by city', () => {
  it('lists 8 to 60 plausibly named hotels with 8-character Amadeus-like ids', async () => {
    for (const cityCode of ['PAR', 'BEG', 'LON', 'NYC', 'KRK', 'NAN']) {
      const hotels = await listHotels(cityCode);
      expect(hotels.length).toBeGreaterThanOrEqual(8);
      expect(hotels.length).toBeLessThanOrEqual(60);
      expect(new Set(hotels.map((hotel) => hotel.hotelId)).size).toBe(hotels.length);
      expect(new Set(hotels.map((hotel) => hotel.name)).size).toBe(hotels.length);
      for (const hotel of hotels) {
        expect(hotel.hotelId).toMatch(new RegExp(`^[A-Z]{2}${cityCode}\\d{3}$`));
        expect(hotel.cityCode).toBe(cityCode);
        expect(hotel.name).toMatch(/^[\p{L}][\p{L} &'-]+$/u);
      }
    }
    const belgrade = (await listHotels('BEG')).map((hotel) => hotel.name);
    expect(belgrade.some((name) => name.includes('Belgrade'))).toBe(true);
  });

  it('gives big cities more hotels than small ones', async () => {
    for (const big of ['LON', 'PAR', 'BEG'])
      expect((await listHotels(big)).length).toBeGreaterThanOrEqual(20);
    for (const small of ['OHD', 'INI', 'TIV'])
      expect((await listHotels(small)).length).toBeLessThanOrEqual(20);
  });

  it('accepts an airport code for its city', async () => {
    expect(await listHotels('CDG')).toEqual(await listHotels('PAR'));
    expect(await listHotels('lgw')).toEqual(await listHotels('LON'));
  });

  it('rejects an unknown city with the product.md text', async () => {
    const failure = listHotels('XXX');
    await expect(failure).rejects.toBeInstanceOf(TravelProviderError);
    await expect(failure).rejects.toMatchObject({
      kind: 'not_found',
      message: 'No hotels found in XXX. Please try a different city.',
    });
  });

  it.each(citiesWithoutHotels)('has no hotels in %s, a city with flights', async (cityCode) => {
    expect(await listHotels(cityCode)).toEqual([]);
    const flights = await provider.searchFlightOffers(
      {
        originLocationCode: 'LHR',
        destinationLocationCode: cityCode,
        departureDate: '2027-03-09',
        adults: 1,
        children: 0,
        travelClass: 'ECONOMY',
        nonStop: false,
        currencyCode: 'USD',
        max: 50,
      },
      signal(),
    );
    expect(flights.length).toBeGreaterThan(0);
  });
});

describe('sandbox hotel offers', () => {
  it('validates the hotel ids with the product.md texts', async () => {
    await expect(searchOffers([])).rejects.toMatchObject({
      kind: 'invalid_request',
      message: 'No hotel IDs provided',
    });
    const ids = Array.from({ length: 21 }, (_, index) => `YXPAR${100 + index}`);
    await expect(searchOffers(ids)).rejects.toMatchObject({
      kind: 'invalid_request',
      message: 'Too many hotel IDs. Maximum 20 allowed, received 21',
    });
  });

  it('rejects impossible stays with the product.md text', async () => {
    const ids = await hotelIds('PAR', 3);
    const message = 'Invalid search parameters. Please check your dates and guest count.';
    for (const overrides of [
      { checkOutDate: '2027-03-09' },
      { checkInDate: 'tomorrow' },
      { adults: 0 },
      { roomQuantity: 9 },
    ]) {
      await expect(searchOffers(ids, overrides)).rejects.toMatchObject({ kind: 'invalid_request', message });
    }
  });

  it('offers 1 to 3 rooms per hotel, cheapest first, in the requested currency', async () => {
    const results = await searchOffers(await hotelIds('PAR'), { currency: 'EUR' });
    expect(results.length).toBeGreaterThan(10);
    for (const { hotel, offers } of results) {
      expect(hotel.cityCode).toBe('PAR');
      expect(offers.length).toBeGreaterThanOrEqual(1);
      expect(offers.length).toBeLessThanOrEqual(3);
      const totals = offers.map((offer) => Number(offer.price.total));
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      for (const offer of offers) {
        expect(offer.id).toMatch(/^[A-Z0-9]{10}$/);
        expect(offer.price).toEqual({ total: expect.stringMatching(/^\d+\.\d{2}$/), currency: 'EUR' });
      }
    }
  });

  it('leaves out sold-out hotels and ids it never gave out', async () => {
    const ids = await hotelIds('LON');
    const stays = ['2027-03-09', '2027-04-13', '2027-05-11', '2027-06-08', '2027-07-13'];
    const found = await Promise.all(
      stays.map((checkInDate) => searchOffers(ids, { checkInDate, checkOutDate: '2027-08-31' })),
    );
    expect(found.some((results) => results.length < ids.length)).toBe(true);
    expect(await searchOffers(['YXPAR000', 'NOTAHOTEL'])).toEqual([]);
  });

  it("totals each night's rate × rooms", async () => {
    const ids = await hotelIds('PAR');
    const oneNight = firstTotals(await searchOffers(ids, { checkOutDate: '2027-03-10' }));
    const fourNights = firstTotals(await searchOffers(ids, { checkOutDate: '2027-03-13' }));
    const threeRooms = firstTotals(
      await searchOffers(ids, { checkOutDate: '2027-03-10', roomQuantity: 3, adults: 6 }),
    );
    // Each night on its own: the calendar prices every night apart (price-calendar.ts).
    const nights = ['2027-03-09', '2027-03-10', '2027-03-11', '2027-03-12'];
    const nightly = await Promise.all(
      nights.map(async (checkInDate, night) =>
        firstTotals(
          await searchOffers(ids, { checkInDate, checkOutDate: nights[night + 1] ?? '2027-03-13' }),
        ),
      ),
    );
    let compared = 0;
    for (const [hotelId, rate] of oneNight) {
      const four = fourNights.get(hotelId);
      const rates = nightly.flatMap((totals) => totals.get(hotelId) ?? []);
      if (four !== undefined && rates.length === nights.length) {
        expect(four).toBe(rates.reduce((sum, nightRate) => sum + nightRate, 0));
        compared += 1;
      }
      expect(threeRooms.get(hotelId)).toBe(3 * rate);
    }
    expect(compared).toBeGreaterThan(5);
  });

  it('adds a surcharge for a third adult in a room', async () => {
    const ids = await hotelIds('BEG', 5);
    const two = firstTotals(await searchOffers(ids, { adults: 2 }));
    const three = firstTotals(await searchOffers(ids, { adults: 3 }));
    const oneAdult = firstTotals(await searchOffers(ids, { adults: 1 }));
    for (const [hotelId, total] of two) {
      expect((three.get(hotelId) ?? 0) / total).toBeCloseTo(1.25, 2);
      expect(oneAdult.get(hotelId)).toBe(total);
    }
  });

  it('prices a night by city and stars: London dearer than Belgrade', async () => {
    const average = async (cityCode: string) => {
      const totals = [...firstTotals(await searchOffers(await hotelIds(cityCode))).values()];
      return totals.reduce((sum, value) => sum + value, 0) / totals.length;
    };
    expect(await average('LON')).toBeGreaterThan(2 * (await average('BEG')));
  });

  it('keeps offer ids stable for the same stay', async () => {
    const ids = await hotelIds('PAR', 5);
    expect(await searchOffers(ids)).toEqual(await searchOffers(ids));
  });
});

describe('sandbox hotel prices by city and season', () => {
  const addDays = (date: string, days: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  /** Each hotel's cheapest room for three nights from `checkInDate`, in cents. */
  const threeNights = async (cityCode: string, checkInDate: string) =>
    firstTotals(
      await searchOffers(await hotelIds(cityCode), { checkInDate, checkOutDate: addDays(checkInDate, 3) }),
    );

  const averageOf = (totals: ReadonlyMap<string, number>) =>
    [...totals.values()].reduce((sum, value) => sum + value, 0) / totals.size;

  /** How much dearer the same hotels are in `dear` than in `cheap`, on average. */
  async function seasonRatio(cityCode: string, dear: string, cheap: string): Promise<number> {
    const [dearTotals, cheapTotals] = [await threeNights(cityCode, dear), await threeNights(cityCode, cheap)];
    const ratios = [...dearTotals].flatMap(([hotelId, total]) => {
      const other = cheapTotals.get(hotelId);
      return other === undefined ? [] : [total / other];
    });
    expect(ratios.length).toBeGreaterThan(3);
    return ratios.reduce((sum, ratio) => sum + ratio, 0) / ratios.length;
  }

  it('charges Zurich, London, Paris and New York far more than Belgrade, Bangkok and Cairo', async () => {
    const night = async (cityCode: string) => averageOf(await threeNights(cityCode, '2027-04-13'));
    const cheapest = Math.max(await night('BEG'), await night('BKK'), await night('CAI'));
    for (const cityCode of ['ZRH', 'LON', 'PAR', 'NYC'])
      expect(await night(cityCode), cityCode).toBeGreaterThan(2 * cheapest);
  });

  it('charges more in a European summer and over Christmas than in February or November', async () => {
    for (const cityCode of ['PAR', 'BEG', 'ROM']) {
      expect(await seasonRatio(cityCode, '2027-07-13', '2027-02-09'), cityCode).toBeGreaterThan(1.2);
      expect(await seasonRatio(cityCode, '2027-12-27', '2027-11-16'), cityCode).toBeGreaterThan(1.2);
    }
  });

  it('follows the seasons elsewhere: dry-season Bangkok, summer in Sydney, winter in Dubai', async () => {
    expect(await seasonRatio('BKK', '2027-01-12', '2027-06-15')).toBeGreaterThan(1.15);
    expect(await seasonRatio('SYD', '2027-01-12', '2027-07-13')).toBeGreaterThan(1.15);
    expect(await seasonRatio('DXB', '2027-01-12', '2027-07-13')).toBeGreaterThan(1.15);
  });
});

describe('sandbox hotel sentiments', () => {
  it('rates most hotels 60 to 95 out of 100 and leaves about 15% without a sentiment', async () => {
    const ids = (
      await Promise.all(['PAR', 'LON', 'NYC', 'BEG', 'TYO', 'ROM', 'BKK'].map((code) => listHotels(code)))
    ).flatMap((hotels) => hotels.map((hotel) => hotel.hotelId));
    const sentiments = await provider.getHotelSentiments(ids, signal());
    const missing = 1 - sentiments.length / ids.length;
    expect(missing).toBeGreaterThan(0.05);
    expect(missing).toBeLessThan(0.3);
    for (const sentiment of sentiments) {
      expect(ids).toContain(sentiment.hotelId);
      expect(Number.isInteger(sentiment.overallRating)).toBe(true);
      expect(sentiment.overallRating).toBeGreaterThanOrEqual(0);
      expect(sentiment.overallRating).toBeLessThanOrEqual(100);
      expect(sentiment.numberOfReviews).toBeGreaterThan(0);
    }
    const typical = sentiments.filter(
      (sentiment) => sentiment.overallRating >= 60 && sentiment.overallRating <= 95,
    );
    expect(typical.length / sentiments.length).toBeGreaterThan(0.8);
  });

  it('never rejects for data: unknown ids are simply missing', async () => {
    expect(await provider.getHotelSentiments(['NOPE', 'YXXXX123', ''], signal())).toEqual([]);
    expect(await provider.getHotelSentiments([], signal())).toEqual([]);
  });
});

describe('hotel names', () => {
  it("never give a city another country's local-language names", async () => {
    const cities = { ROM: 'IT', PAR: 'FR', NYC: 'US', TYO: 'JP', LIS: 'PT', BEG: 'RS', LON: 'GB', MAD: 'ES' };
    for (const [cityCode, country] of Object.entries(cities)) {
      const foreign = new Set(
        Object.entries(localNamesByCountry)
          .filter(([code]) => code !== country)
          .flatMap(([, names]) => names)
          .filter((name) => !(localNamesByCountry[country] ?? []).includes(name)),
      );
      const names = (await listHotels(cityCode)).map((hotel) => hotel.name);
      expect(
        names.filter((name) => foreign.has(name)),
        cityCode,
      ).toEqual([]);
    }
  });
});
