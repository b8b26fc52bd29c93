import { describe, expect, it } from 'vitest';
import type { SearchFormValues } from './state';
import { toSearchParamsInput, validateSearchForm } from './validate';
import { filledSearchForm } from './search-form.fixture';

const today = '2030-03-10';

const filled = filledSearchForm;

function errorFor(values: Partial<SearchFormValues>) {
  const check = validateSearchForm({ ...filled, ...values }, today);
  return check.ok ? null : check.error;
}

describe('converting the form to search parameters', () => {
  it('maps every field to its product.md §3 search parameter', () => {
    expect(toSearchParamsInput(filled)).toEqual({
      budget: 1500,
      currency: 'EUR',
      from: 'BEG',
      fromName: 'Belgrade (BEG)',
      to: 'PAR',
      toName: 'Paris (PAR)',
      departureDate: '2030-04-01',
      returnDate: '2030-04-08',
      isOneWay: false,
      flightAdults: 2,
      flightChildren: 1,
      cabinClass: 'BUSINESS',
      directFlights: true,
      bags: 'checked',
      where: 'Paris',
      whereCode: undefined,
      hotelAdults: 2,
      hotelChildren: 1,
      childrenAges: [7],
      rooms: 1,
    });
  });

  it('sends the budget text as a number, as the API takes it', () => {
    expect(toSearchParamsInput({ ...filled, budget: ' 1999.50 ' }).budget).toBe(1999.5);
    expect(toSearchParamsInput({ ...filled, budget: 'abc' }).budget).toBeNaN();
  });

  it('sends a budget per traveller as the total for every flight traveller, to the cent', () => {
    // Two adults and a child fly.
    expect(toSearchParamsInput({ ...filled, budget: '500', budgetPer: 'traveller' }).budget).toBe(1500);
    expect(toSearchParamsInput({ ...filled, budget: '333.33', budgetPer: 'traveller' }).budget).toBe(999.99);
    expect(toSearchParamsInput({ ...filled, budget: '500', budgetPer: 'total' }).budget).toBe(500);
    const check = validateSearchForm({ ...filled, budget: '500', budgetPer: 'traveller' }, today);
    expect(check.ok && check.params.budget).toBe(1500);
  });

  it('leaves the return date out of one-way trips', () => {
    expect(toSearchParamsInput({ ...filled, isOneWay: true }).returnDate).toBeUndefined();
  });

  it('sends a chosen city as its name and code', () => {
    const params = toSearchParamsInput({
      ...filled,
      accommodationLocation: 'Paris (PAR)',
      accommodationCode: 'PAR',
    });
    expect(params).toMatchObject({ where: 'Paris', whereCode: 'PAR' });
  });

  it('leaves empty hotel dates out, so the server falls back to the flight dates', () => {
    const params = toSearchParamsInput({ ...filled, checkInDate: '', checkOutDate: '' });
    expect(params).not.toHaveProperty('checkIn');
    expect(params).not.toHaveProperty('checkOut');
  });

  it('leaves out stay dates that follow the flights, so the stay starts when the flight lands', () => {
    // The form's stay is the departure and return dates: it follows.
    expect(toSearchParamsInput(filled)).not.toHaveProperty('checkIn');
    expect(toSearchParamsInput(filled)).not.toHaveProperty('checkOut');
    const oneWay = toSearchParamsInput({ ...filled, isOneWay: true, checkOutDate: '2030-04-02' });
    expect(oneWay).not.toHaveProperty('checkOut');
  });

  it('sends stay dates set by hand as the traveller’s own', () => {
    const own = toSearchParamsInput({ ...filled, checkInDate: '2030-04-02', checkOutDate: '2030-04-06' });
    expect(own).toMatchObject({ checkIn: '2030-04-02', checkOut: '2030-04-06' });
    const laterCheckOut = toSearchParamsInput({ ...filled, checkOutDate: '2030-04-07' });
    expect(laterCheckOut).toMatchObject({ checkOut: '2030-04-07' });
    expect(laterCheckOut).not.toHaveProperty('checkIn');
  });
});

describe('the submit check', () => {
  it('passes a complete form and returns the parsed parameters', () => {
    const check = validateSearchForm(filled, today);
    expect(check).toEqual({
      ok: true,
      params: expect.objectContaining({ budget: 1500, from: 'BEG', to: 'PAR', returnDate: '2030-04-08' }),
    });
  });

  it.each([['budget'], ['flightFromName'], ['flightToName'], ['departureDate']] as const)(
    'asks for all required fields when %s is missing',
    (field) => {
      expect(errorFor({ [field]: '' })).toBe('requiredFields');
      expect(errorFor({ [field]: '  ' })).toBe('requiredFields');
    },
  );

  it('asks for a return date unless one-way', () => {
    expect(errorFor({ returnDate: '' })).toBe('returnDate');
    expect(errorFor({ returnDate: '', isOneWay: true, checkOutDate: '2030-04-02' })).toBeNull();
  });

  it('checks required fields before the return date', () => {
    expect(errorFor({ budget: '', returnDate: '' })).toBe('requiredFields');
  });

  it('asks to choose an airport that was only typed', () => {
    expect(errorFor({ flightFrom: '', flightFromName: 'Belgr' })).toBe('chooseAirports');
    expect(errorFor({ flightTo: '', flightToName: 'Par' })).toBe('chooseAirports');
  });

  it.each([
    [{ budget: '0' }, 'budget'],
    [{ budget: '-5' }, 'budget'],
    [{ budget: 'abc' }, 'budget'],
    [{ budget: '20000000' }, 'budgetTooHigh'],
    [{ flightTo: 'BEG', flightToName: 'Belgrade (BEG)' }, 'sameAirports'],
    [{ flightFrom: 'B1', flightFromName: 'Nowhere (B1)' }, 'chooseAirports'],
    [{ departureDate: '2030-03-08', checkInDate: '2030-04-01' }, 'departurePast'],
    [{ returnDate: '2030-04-01' }, 'returnAfterDeparture'],
    [{ checkInDate: '2030-03-01' }, 'checkInPast'],
    [{ checkOutDate: '2030-04-01' }, 'checkOutAfterCheckIn'],
    [{ checkInDate: 'soon' }, 'dates'],
    [{ departureDate: '2031-03-06', returnDate: '2031-03-08' }, 'dateTooFar'],
    [{ departureDate: '2031-03-01', returnDate: '2031-03-06' }, 'dateTooFar'],
    [{ checkInDate: '2031-03-06', checkOutDate: '2031-03-08' }, 'dateTooFar'],
    [{ checkOutDate: '2031-03-06' }, 'dateTooFar'],
    [{ flightAdults: 8, flightChildren: 2 }, 'travellers'],
    [{ childrenAges: [] as number[] }, 'guests'],
    [{ rooms: 9 }, 'guests'],
    [{ childrenAges: [null] as (number | null)[] }, 'childAge'],
    [{ accommodationAdults: 4, accommodationChildren: 1 }, 'guestsPerRoom'],
    [{ checkInDate: '2030-04-08', checkOutDate: '2030-04-10' }, 'stayOutsideTrip'],
  ] as const)('turns %o into the %s message', (values, error) => {
    expect(errorFor(values)).toBe(error);
  });

  it('accepts dates up to 360 days from today', () => {
    const lastDay = { departureDate: '2031-03-04', returnDate: '2031-03-05' };
    expect(errorFor({ ...lastDay, checkInDate: '2031-03-04', checkOutDate: '2031-03-05' })).toBeNull();
  });

  it('accepts yesterday, for travellers west of UTC', () => {
    expect(errorFor({ departureDate: '2030-03-09', checkInDate: '2030-03-09' })).toBeNull();
  });
});
