import { describe, expect, it } from 'vitest';
import type { ExploreDestination } from './explore';
import {
  destinationSearchQuery,
  exploreApiQuery,
  explorePageQuery,
  initialExploreForm,
  valuesFromExploreQuery,
  type ExploreFormValues,
} from './explore-url';
import { valuesFromSearchQuery } from './search-form/search-url';

const values: ExploreFormValues = {
  ...initialExploreForm('EUR'),
  from: 'BEG',
  fromName: 'Belgrade (BEG)',
  budget: '800',
  month: '2027-03',
  nights: '2-4',
  adults: 2,
  children: 1,
  childrenAges: [7],
  level: 'comfort',
  direct: true,
  bags: 'checked',
};

const lisbon: ExploreDestination = {
  code: 'LIS',
  name: 'Lisbon',
  countryCode: 'PT',
  countryName: 'Portugal',
  region: 'europe',
  latitude: 38.77,
  longitude: -9.13,
  totalPrice: 612.4,
  flightPrice: 400,
  hotelPrice: 212.4,
  departureDate: '2027-03-09',
  returnDate: '2027-03-12',
  nights: 3,
  stops: 0,
  pricedAt: '2027-01-10T08:00:00.000Z',
  estimate: false,
};

describe('explore URL', () => {
  it('writes the API query with the API names, without labels', () => {
    expect(exploreApiQuery(values)).toBe(
      'from=BEG&budget=800&currency=EUR&month=2027-03&nights=2-4&adults=2&children=1&rooms=1&level=comfort&childrenAges=7&direct=true&bags=checked',
    );
  });

  it('reads back what the page writes', () => {
    expect(valuesFromExploreQuery(new URLSearchParams(explorePageQuery(values)), 'USD')).toEqual(values);
  });

  it('keeps the cabin and weekends through the page URL and the API query', () => {
    const business: ExploreFormValues = { ...values, cabin: 'BUSINESS', nights: 'weekend' };
    expect(exploreApiQuery(business)).toContain('nights=weekend');
    expect(exploreApiQuery(business)).toContain('cabin=BUSINESS');
    expect(valuesFromExploreQuery(new URLSearchParams(explorePageQuery(business)), 'EUR')).toEqual(business);
  });

  it('leaves economy out of the query, and reads an unknown cabin as economy', () => {
    expect(exploreApiQuery(values)).not.toContain('cabin=');
    const query = new URLSearchParams(explorePageQuery(values));
    query.set('cabin', 'SUITE');
    expect(valuesFromExploreQuery(query, 'EUR')?.cabin).toBe('ECONOMY');
  });

  it('leaves the default cabin bag out of the query, and reads a malformed bag choice as the default', () => {
    expect(exploreApiQuery({ ...values, bags: 'cabin' })).not.toContain('bags=');
    const query = new URLSearchParams(explorePageQuery(values));
    query.set('bags', 'trunk');
    expect(valuesFromExploreQuery(query, 'EUR')?.bags).toBe('cabin');
  });

  it('holds no explore without an origin or a budget', () => {
    expect(valuesFromExploreQuery(new URLSearchParams('budget=800'), 'EUR')).toBeUndefined();
    expect(valuesFromExploreQuery(new URLSearchParams('from=BEG'), 'EUR')).toBeUndefined();
  });

  it('falls back to the defaults for malformed values, and asks ages it cannot read', () => {
    const read = valuesFromExploreQuery(
      new URLSearchParams(
        'from=beg&budget=900&currency=XXX&nights=1-2&level=lux&adults=x&children=2&childrenAges=5',
      ),
      'GBP',
    );
    expect(read).toMatchObject({
      from: 'BEG',
      fromName: 'BEG',
      currency: 'GBP',
      nights: '5-7',
      level: 'mid',
      adults: 2,
    });
    expect(read?.childrenAges).toEqual([5, null]);
  });

  it('opens the home page on the destination with the explore travellers, rooms, cabin, budget and dates', () => {
    const search = valuesFromSearchQuery(
      new URLSearchParams(destinationSearchQuery({ ...values, cabin: 'PREMIUM_ECONOMY' }, lisbon)),
    );
    expect(search).toMatchObject({
      flightFrom: 'BEG',
      flightFromName: 'Belgrade (BEG)',
      flightTo: 'LIS',
      flightToName: 'Lisbon (LIS)',
      departureDate: '2027-03-09',
      returnDate: '2027-03-12',
      flightAdults: 2,
      flightChildren: 1,
      accommodationAdults: 2,
      accommodationChildren: 1,
      childrenAges: [7],
      budget: '800',
      currency: 'EUR',
      cabinClass: 'PREMIUM_ECONOMY',
      directFlightsOnly: true,
      bags: 'checked',
    });
  });
});
