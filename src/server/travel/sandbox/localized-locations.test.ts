import { describe, expect, it } from 'vitest';
import type { TravelLocation } from '../../../core/travel-data';
import { localizeLocation } from './localized-locations';

const airport = (iataCode: string, name: string, cityName: string): TravelLocation => ({
  name,
  iataCode,
  subType: 'AIRPORT',
  address: { cityName, countryName: 'Somewhere' },
});
const city = (iataCode: string, name: string): TravelLocation => ({
  name,
  iataCode,
  subType: 'CITY',
  address: { cityName: name, countryName: 'Somewhere' },
});

describe('localizeLocation', () => {
  it("names a city's only airport by the city, as travellers know it", () => {
    expect(localizeLocation(airport('BRN', 'Bern-Belp Airport', 'Bern'), 'en')).toEqual({
      ...airport('BRN', 'Bern', 'Bern'),
      address: { cityName: 'Bern', countryName: 'Switzerland' },
    });
    expect(localizeLocation(airport('BEG', 'Belgrade Nikola Tesla Airport', 'Belgrade'), 'sr').name).toBe(
      'Београд',
    );
  });

  it("names an airport of a city with several by the city and the airport's own word", () => {
    expect(localizeLocation(airport('LHR', 'London Heathrow Airport', 'London'), 'en').name).toBe(
      'London Heathrow',
    );
    expect(localizeLocation(airport('SVO', 'Sheremetyevo International Airport', 'Moscow'), 'ru')).toEqual({
      ...airport('SVO', 'Москва Шереметьево', 'Москва'),
      address: { cityName: 'Москва', countryName: 'Россия' },
    });
    expect(
      localizeLocation(airport('PEK', 'Beijing Capital International Airport', 'Beijing'), 'zh').name,
    ).toBe('北京首都');
    // No own word written out in Polish: the airport's own.
    expect(localizeLocation(airport('LHR', 'London Heathrow Airport', 'London'), 'pl').name).toBe(
      'Londyn Heathrow',
    );
  });

  it("names a city and its country in the visitor's language", () => {
    expect(localizeLocation(city('CAI', 'Cairo'), 'ar')).toEqual({
      ...city('CAI', 'القاهرة'),
      address: { cityName: 'القاهرة', countryName: 'مصر' },
    });
    expect(localizeLocation(city('MOW', 'Moscow'), 'de').name).toBe('Moskau');
  });

  it('keeps an airport in another city than its code’s by its own city (Newark, in NYC)', () => {
    expect(
      localizeLocation(airport('EWR', 'Newark Liberty International Airport', 'Newark'), 'ru').name,
    ).toBe('Newark Liberty');
  });

  it('passes a place the offline index does not know unchanged', () => {
    const unknown = airport('ZZZ', 'Nowhere Airport', 'Nowhere');
    expect(localizeLocation(unknown, 'ru')).toBe(unknown);
  });
});
