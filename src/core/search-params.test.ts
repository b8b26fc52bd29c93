import { describe, expect, it } from 'vitest';
import { hotelStay } from './hotel-stay';
import { createSearchParamsSchema, type SearchParamsInput } from './search-params';

const today = '2030-03-10';
const schema = createSearchParamsSchema(today);

const valid: SearchParamsInput = {
  budget: 1500,
  currency: 'EUR',
  from: 'beg',
  to: 'CDG',
  departureDate: '2030-04-01',
  returnDate: '2030-04-08',
};

function problems(input: Record<string, unknown>): string[] {
  const result = schema.safeParse({ ...valid, ...input });
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('search parameters', () => {
  it('fills product.md §9 defaults and normalises codes', () => {
    expect(schema.parse(valid)).toMatchObject({
      from: 'BEG',
      flightAdults: 1,
      flightChildren: 0,
      cabinClass: 'ECONOMY',
      directFlights: false,
      bags: 'cabin',
      isOneWay: false,
      hotelAdults: 1,
      hotelChildren: 0,
      childrenAges: [],
      rooms: 1,
    });
  });

  it('takes what each traveller carries: a personal item, a cabin bag or a checked bag', () => {
    expect(schema.parse({ ...valid, bags: 'checked' }).bags).toBe('checked');
    expect(problems({ bags: 'trunk' })).toEqual(['bags: personal, cabin or checked']);
  });

  it('takes the budget as a JSON number only: the form converts its text before it sends', () => {
    expect(schema.parse({ ...valid, budget: 1999.5 }).budget).toBe(1999.5);
    for (const budget of ['1999.50', true, [1500], null]) {
      expect(problems({ budget }), JSON.stringify(budget)).toEqual(['budget: a number']);
    }
  });

  it.each(['flightAdults', 'flightChildren', 'hotelAdults', 'rooms'])(
    'takes %s as a JSON integer only',
    (field) => {
      for (const count of [true, [1], '2', 1.5, null]) {
        expect(problems({ [field]: count }), JSON.stringify(count)).toEqual([`${field}: a whole number`]);
      }
    },
  );

  it('takes the hotel children and their ages as JSON integers only', () => {
    for (const count of [true, [1], '1', 1.5, null]) {
      expect(problems({ hotelChildren: count, childrenAges: [7] }), JSON.stringify(count)).toEqual([
        'hotelChildren: a whole number',
      ]);
      expect(problems({ hotelChildren: 1, childrenAges: [count] }), JSON.stringify(count)).toEqual([
        'childrenAges.0: a whole number',
      ]);
    }
  });

  it('requires a return date unless one-way, with the product.md text', () => {
    expect(problems({ returnDate: undefined })).toEqual(['returnDate: Please select a return date']);
    expect(problems({ returnDate: undefined, isOneWay: true })).toEqual([]);
  });

  it('refuses past dates but allows yesterday for travellers west of UTC', () => {
    expect(problems({ departureDate: '2030-03-08' })).toEqual(['departureDate: cannot be in the past']);
    expect(problems({ departureDate: '2030-03-09' })).toEqual([]);
  });

  it('refuses any date more than 360 days after today', () => {
    // 2030-03-10 + 360 days = 2031-03-05.
    const lastDay = { departureDate: '2031-03-03', returnDate: '2031-03-05' };
    expect(problems({ ...lastDay, checkIn: '2031-03-04', checkOut: '2031-03-05' })).toEqual([]);
    expect(problems({ departureDate: '2031-03-06', returnDate: '2031-03-08' })).toEqual([
      'departureDate: must be within 360 days from today',
      'returnDate: must be within 360 days from today',
    ]);
    expect(problems({ ...lastDay, returnDate: '2031-03-06' })).toEqual([
      'returnDate: must be within 360 days from today',
    ]);
    expect(problems({ ...lastDay, checkIn: '2031-03-06', checkOut: '2031-03-07' })).toEqual([
      'checkIn: must be within 360 days from today',
      'checkOut: must be within 360 days from today',
      'checkIn: the stay must overlap the trip',
    ]);
    expect(problems({ ...lastDay, checkIn: '2031-03-04', checkOut: '2031-03-06' })).toEqual([
      'checkOut: must be within 360 days from today',
    ]);
  });

  it('wants the return after departure and check-out after check-in', () => {
    expect(problems({ returnDate: '2030-04-01' })).toEqual(['returnDate: must be after the departure date']);
    expect(problems({ checkIn: '2030-04-02', checkOut: '2030-04-02' })).toEqual([
      'checkOut: must be after the check-in date',
    ]);
  });

  it('wants the stay to overlap the trip', () => {
    // valid: departure 2030-04-01, return 2030-04-08.
    expect(problems({ checkIn: '2030-04-07', checkOut: '2030-04-10' })).toEqual([]);
    expect(problems({ checkIn: '2030-03-25', checkOut: '2030-04-02' })).toEqual([]);
    for (const stay of [
      { checkIn: '2030-04-08', checkOut: '2030-04-10' },
      { checkIn: '2030-04-12', checkOut: '2030-04-15' },
      { checkIn: '2030-03-25', checkOut: '2030-04-01' },
    ]) {
      expect(problems(stay)).toEqual(['checkIn: the stay must overlap the trip']);
    }
    const oneWay = { isOneWay: true, returnDate: undefined };
    expect(problems({ ...oneWay, checkIn: '2030-05-01', checkOut: '2030-05-03' })).toEqual([]);
    expect(problems({ ...oneWay, checkIn: '2030-03-20', checkOut: '2030-03-22' })).toEqual([
      'checkIn: the stay must overlap the trip',
    ]);
  });

  it('puts at most 4 guests in a room', () => {
    expect(problems({ hotelAdults: 4, rooms: 1 })).toEqual([]);
    expect(problems({ hotelAdults: 3, hotelChildren: 2, childrenAges: [4, 9], rooms: 1 })).toEqual([
      'rooms: a room holds at most 4 guests',
    ]);
    expect(problems({ hotelAdults: 3, hotelChildren: 2, childrenAges: [4, 9], rooms: 2 })).toEqual([]);
  });

  it('enforces the traveller, guest and room caps of product.md §5', () => {
    expect(problems({ flightAdults: 9, flightChildren: 0 })).toEqual([]);
    expect(problems({ flightAdults: 6, flightChildren: 4 })).toEqual([
      'flightChildren: adults and children together must be at most 9',
    ]);
    expect(problems({ flightAdults: 10 })).toContain('flightAdults: at most 9');
    expect(problems({ flightChildren: 9 })).toContain('flightChildren: at most 8');
    expect(problems({ hotelAdults: 30, rooms: 8 })).toEqual([]);
    expect(problems({ hotelAdults: 0 })).toEqual(['hotelAdults: at least 1']);
    expect(problems({ rooms: 9 })).toEqual(['rooms: at most 8']);
  });

  it('wants one age from 0 to 17 for each hotel child', () => {
    expect(problems({ hotelChildren: 2, childrenAges: [0, 17] })).toEqual([]);
    expect(problems({ hotelChildren: 2, childrenAges: [5] })).toEqual([
      'childrenAges: needs one age for each child',
    ]);
    expect(problems({ hotelChildren: 1, childrenAges: [18] })).toEqual(['childrenAges.0: at most 17']);
  });

  it('knows the currencies and cabin classes', () => {
    expect(problems({ currency: 'RSD', cabinClass: 'FIRST' })).toEqual([]);
    expect(problems({ currency: 'BTC' })).toEqual(['currency: one of the supported currencies']);
    expect(problems({ cabinClass: 'COACH' })).toEqual([
      'cabinClass: ECONOMY, PREMIUM_ECONOMY, BUSINESS or FIRST',
    ]);
  });

  it('wants a positive budget and two different airports', () => {
    expect(problems({ budget: 0 })).toEqual(['budget: more than 0']);
    expect(problems({ budget: 'lots' })).toEqual(['budget: a number']);
    expect(problems({ to: 'BEG' })).toEqual(['to: must differ from the departure airport']);
    expect(problems({ to: 'Paris' })).toEqual(['to: a 3-letter IATA code']);
  });
});

describe('hotelStay', () => {
  it('falls back to the flight dates and destination (product.md §7)', () => {
    expect(hotelStay(schema.parse(valid))).toEqual({
      checkIn: '2030-04-01',
      checkOut: '2030-04-08',
      cityCode: 'CDG',
    });
  });

  it('stays one night on one-way trips, across a month end', () => {
    const oneWay = schema.parse({
      ...valid,
      departureDate: '2030-04-30',
      returnDate: undefined,
      isOneWay: true,
    });
    expect(hotelStay(oneWay)).toEqual({ checkIn: '2030-04-30', checkOut: '2030-05-01', cityCode: 'CDG' });
  });

  it('uses the chosen accommodation dates and city', () => {
    const chosen = schema.parse({
      ...valid,
      checkIn: '2030-04-02',
      checkOut: '2030-04-05',
      whereCode: 'par',
    });
    expect(hotelStay(chosen)).toEqual({ checkIn: '2030-04-02', checkOut: '2030-04-05', cityCode: 'PAR' });
  });
});
