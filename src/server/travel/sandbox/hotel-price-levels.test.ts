import { describe, expect, it } from 'vitest';
import { findCity, type City } from './airport-data';
import type { Stars } from './hotel-names';
import { nightlyRateUsd } from './hotel-offers';
import { seasonFactor } from './hotel-season';
import { findHotel, listHotels, type SandboxHotel } from './hotels';
import { publishedHotelRates } from './published-hotel-rates';
import { addDays, parseTravelDate } from './travel-time';

/**
 * The sandbox's mid-range night in each city of published-hotel-rates.ts against the published average: the
 * median standard room of the city's 3★ and 4★ hotels, times the city's seasons averaged over a fixed year.
 */

function cityOf(code: string): City {
  const city = findCity(code);
  if (!city) throw new Error(`Unknown city ${code}`);
  return city;
}

function hotelsOf(city: City): SandboxHotel[] {
  return listHotels(city.code).flatMap((summary) => findHotel(summary.hotelId) ?? []);
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

function yearSeason(city: City): number {
  let sum = 0;
  let nights = 0;
  for (let day = parseTravelDate('2027-01-01'); day && day.text < '2028'; day = addDays(day, 1)) {
    sum += seasonFactor(city, day);
    nights += 1;
  }
  return sum / nights;
}

function medianRate(city: City, stars: readonly Stars[]): number {
  const rates = hotelsOf(city)
    .filter((hotel) => stars.includes(hotel.stars))
    .map((hotel) => nightlyRateUsd(hotel, city, 0));
  return median(rates);
}

const midRangeUsd = (city: City) => medianRate(city, [3, 4]) * yearSeason(city);

const namedDearCities = ['ZRH', 'NYC', 'LON', 'PAR', 'TYO', 'SIN', 'DXB', 'SYD'];

describe('sandbox hotel rates against published averages', () => {
  it('lists the named dear cities, 20 more and a few cheap ones, each with its source', () => {
    const dear = publishedHotelRates.filter((rate) => rate.kind === 'dear').map((rate) => rate.cityCode);
    expect(dear).toEqual(expect.arrayContaining(namedDearCities));
    expect(dear.length).toBeGreaterThanOrEqual(namedDearCities.length + 20);
    expect(publishedHotelRates.filter((rate) => rate.kind === 'cheap').length).toBeGreaterThanOrEqual(5);
    for (const rate of publishedHotelRates) expect(rate.url).toMatch(/^https?:\/\//);
  });

  it.each(publishedHotelRates.map((rate) => [rate.cityCode, rate.usd] as const))(
    'prices a mid-range night in %s within ±35 %% of US$%d',
    (cityCode, usd) => {
      const ratio = midRangeUsd(cityOf(cityCode)) / usd;
      expect(ratio).toBeGreaterThan(0.65);
      expect(ratio).toBeLessThan(1.35);
    },
  );

  it('keeps cheap cities cheap: under half the named dear cities', () => {
    const cheapest = Math.min(...namedDearCities.map((code) => midRangeUsd(cityOf(code))));
    for (const rate of publishedHotelRates.filter((published) => published.kind === 'cheap'))
      expect(midRangeUsd(cityOf(rate.cityCode)), rate.cityCode).toBeLessThan(cheapest / 2 + 1);
  });
});

describe('sandbox hotels by city size and stars', () => {
  it('offers at least 40 hotels in big cities, from hostels and 2★ to 5★', () => {
    for (const code of [...namedDearCities, 'BCN', 'BKK', 'MNL', 'SAO', 'MEX']) {
      const hotels = hotelsOf(cityOf(code));
      expect(hotels.length, code).toBeGreaterThanOrEqual(40);
      expect(new Set(hotels.map((hotel) => hotel.stars)), code).toEqual(new Set([2, 3, 4, 5]));
    }
  });

  it('gives small cities fewer hotels', () => {
    for (const code of ['OHD', 'INI', 'TIV', 'KRK', 'NAN'])
      expect(hotelsOf(cityOf(code)).length, code).toBeLessThan(40);
  });

  it('spreads prices by stars: each level dearer, a 5★ several times a 2★', () => {
    for (const code of ['NYC', 'LON', 'BKK']) {
      const city = cityOf(code);
      const byStars = ([2, 3, 4, 5] as const).map((stars) => medianRate(city, [stars]));
      expect(byStars, code).toEqual([...byStars].sort((left, right) => left - right));
      expect((byStars[3] ?? 0) / (byStars[0] ?? 1), code).toBeGreaterThan(3.5);
    }
  });
});
