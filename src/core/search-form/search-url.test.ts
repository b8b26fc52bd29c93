import { describe, expect, it } from 'vitest';
import { sanitizeValues } from './sanitize-values';
import { searchQuery, valuesFromSearchQuery } from './search-url';
import { initialSearchForm, type SearchFormValues } from './state';

const family: SearchFormValues = {
  ...initialSearchForm('EUR'),
  flightFrom: 'JFK',
  flightFromName: 'John F Kennedy Intl (JFK)',
  flightTo: 'CDG',
  flightToName: 'Charles de Gaulle (CDG)',
  departureDate: '2027-03-09',
  returnDate: '2027-03-16',
  flightAdults: 2,
  flightChildren: 2,
  cabinClass: 'PREMIUM_ECONOMY',
  directFlightsOnly: true,
  bags: 'checked',
  accommodationLocation: 'Marseille (MRS)',
  accommodationCode: 'MRS',
  checkInDate: '2027-03-10',
  checkOutDate: '2027-03-15',
  accommodationAdults: 2,
  accommodationChildren: 2,
  childrenAges: [9, 4],
  rooms: 2,
  budget: '4200',
};

const parse = (query: string) => valuesFromSearchQuery(new URLSearchParams(query));

describe('search URL', () => {
  it('carries every field of a search and reads back the same values', () => {
    const query = searchQuery(family);
    expect(sanitizeValues(parse(query) ?? {}, initialSearchForm())).toEqual(family);
  });

  it('keeps a budget per traveller as typed, with per=traveller, and reads it back', () => {
    const perTraveller = { ...family, budget: '600', budgetPer: 'traveller' as const };
    const query = searchQuery(perTraveller);
    expect(new URLSearchParams(query).get('budget')).toBe('600');
    expect(new URLSearchParams(query).get('per')).toBe('traveller');
    expect(sanitizeValues(parse(query) ?? {}, initialSearchForm())).toEqual(perTraveller);
    // A total is the default: no `per`. A garbled basis falls back to the total.
    expect(new URLSearchParams(searchQuery(family)).has('per')).toBe(false);
    expect(
      sanitizeValues(parse(`${query.replace('per=traveller', 'per=couple')}`) ?? {}, initialSearchForm()),
    ).toMatchObject({ budget: '600', budgetPer: 'total' });
  });

  it('is short and readable, leaving out fields at their default', () => {
    const simple = { ...initialSearchForm(), flightFrom: 'BEG', flightTo: 'CDG', budget: '900' };
    expect(searchQuery({ ...simple, departureDate: '2027-03-09', returnDate: '2027-03-16' })).toBe(
      'from=BEG&to=CDG&depart=2027-03-09&return=2027-03-16&budget=900&currency=USD',
    );
    expect(searchQuery(family)).toBe(
      'from=JFK&fromName=John+F+Kennedy+Intl+%28JFK%29&to=CDG&toName=Charles+de+Gaulle+%28CDG%29' +
        '&depart=2027-03-09&return=2027-03-16&cabin=PREMIUM_ECONOMY&bags=checked&stay=Marseille+%28MRS%29&stayCode=MRS' +
        '&checkIn=2027-03-10&checkOut=2027-03-15&budget=4200&currency=EUR&adults=2&children=2&rooms=2&direct=1' +
        '&ages=9%2C4',
    );
  });

  it('names hotel guests only when they differ from the travellers, whom they follow otherwise', () => {
    const query = searchQuery({
      ...family,
      accommodationAdults: 1,
      accommodationChildren: 0,
      childrenAges: [],
    });
    expect(query).toContain('guests=1&guestChildren=0');
    expect(parse('from=BEG&to=CDG&depart=2027-03-09&budget=900&adults=3&children=1')).toMatchObject({
      accommodationAdults: 3,
      accommodationChildren: 1,
    });
    expect(parse('from=BEG&to=CDG&depart=2027-03-09&budget=900&adults=3&guests=2')).toMatchObject({
      accommodationAdults: 2,
    });
  });

  it('shows the codes of a hand-written link that names its airports by code only', () => {
    expect(parse('from=jfk&to=CDG&depart=2027-03-09&budget=900')).toMatchObject({
      flightFrom: 'jfk',
      flightFromName: 'jfk',
      flightToName: 'CDG',
    });
  });

  it('leaves out the return date of a one-way trip', () => {
    const query = searchQuery({ ...family, isOneWay: true });
    expect(query).toContain('oneWay=1');
    expect(query).not.toContain('return=');
  });

  it('is not a search without from, to, departure date and budget', () => {
    const query = new URLSearchParams(searchQuery(family));
    for (const name of ['from', 'to', 'depart', 'budget']) {
      const without = new URLSearchParams(query);
      without.delete(name);
      expect(valuesFromSearchQuery(without)).toBeUndefined();
    }
    expect(parse('')).toBeUndefined();
    expect(parse('utm_source=mail')).toBeUndefined();
  });

  it('drops what a hand-edited link garbles instead of guessing: counts, ages, cabin and currency', () => {
    const values = sanitizeValues(
      parse(
        'from=BEG&to=CDG&depart=2027-03-09&budget=900&adults=two&ages=9,x&cabin=DELUXE&bags=trunk&currency=XXX',
      ) ?? {},
      initialSearchForm(),
    );
    expect(values).toMatchObject({
      flightAdults: 1,
      childrenAges: [],
      cabinClass: 'ECONOMY',
      bags: 'cabin',
      currency: 'USD',
    });
  });
});
