import { describe, expect, it } from 'vitest';
import { dateGridCellQuery } from './date-grid-url';
import { valuesFromSearchQuery } from './search-form/search-url';

const shown = 'from=BEG&to=CDG&depart=2030-04-01&return=2030-04-08&budget=3000&currency=EUR&adults=2';

describe('dateGridCellQuery', () => {
  it("sets the cell's dates and keeps the rest of the search", () => {
    const query = dateGridCellQuery(shown, {
      departureDate: '2030-03-30',
      returnDate: '2030-04-10',
      departureOffset: -2,
      returnOffset: 2,
    });
    expect(valuesFromSearchQuery(new URLSearchParams(query))).toMatchObject({
      flightFrom: 'BEG',
      flightTo: 'CDG',
      departureDate: '2030-03-30',
      returnDate: '2030-04-10',
      budget: '3000',
      currency: 'EUR',
      flightAdults: 2,
    });
    expect(new URLSearchParams(query).has('checkIn')).toBe(false);
  });

  it("moves the stay's own dates with the departure and the return", () => {
    const query = dateGridCellQuery(`${shown}&checkIn=2030-04-02&checkOut=2030-04-06`, {
      departureDate: '2030-04-04',
      returnDate: '2030-04-07',
      departureOffset: 3,
      returnOffset: -1,
    });
    expect(valuesFromSearchQuery(new URLSearchParams(query))).toMatchObject({
      departureDate: '2030-04-04',
      returnDate: '2030-04-07',
      checkInDate: '2030-04-05',
      checkOutDate: '2030-04-05',
    });
  });

  it('moves a one-way stay with the departure and adds no return', () => {
    const oneWay =
      'from=BEG&to=CDG&depart=2030-04-01&oneWay=1&budget=900&checkIn=2030-04-01&checkOut=2030-04-03';
    const query = new URLSearchParams(
      dateGridCellQuery(oneWay, { departureDate: '2030-03-31', departureOffset: -1 }),
    );
    expect(query.get('depart')).toBe('2030-03-31');
    expect(query.has('return')).toBe(false);
    expect([query.get('checkIn'), query.get('checkOut')]).toEqual(['2030-03-31', '2030-04-02']);
  });

  it('leaves a hand-edited stay date as written', () => {
    const query = new URLSearchParams(
      dateGridCellQuery(`${shown}&checkIn=soon`, { departureDate: '2030-04-02', departureOffset: 1 }),
    );
    expect(query.get('checkIn')).toBe('soon');
  });
});
