import { describe, expect, it } from 'vitest';
import { familyTrip } from './saved-search.fixtures';
import { createSavedSearchInputSchema, savedSearchParams, type SavedSearchInput } from './saved-search';
import { createSearchParamsSchema } from './search-params';

const today = '2030-03-10';
const schema = createSavedSearchInputSchema(today);

const valid: SavedSearchInput = {
  flightFrom: 'BEG',
  flightFromName: 'Belgrade Nikola Tesla Airport (BEG)',
  flightTo: 'CDG',
  flightToName: 'Paris Charles de Gaulle Airport (CDG)',
  departureDate: '2030-04-01',
  returnDate: '2030-04-08',
  isOneWay: false,
  flightAdults: 2,
  flightChildren: 0,
  accommodationAdults: 2,
  accommodationChildren: 0,
  accommodationLocation: 'Paris',
  checkInDate: '2030-04-01',
  checkOutDate: '2030-04-08',
  budget: 1500,
  currency: 'EUR',
  cabinClass: 'ECONOMY',
  directFlights: false,
  bags: 'cabin',
  rooms: 1,
  childrenAges: [],
};

function problems(input: Record<string, unknown>): string[] {
  const result = schema.safeParse({ ...valid, ...input });
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('saved-search input', () => {
  it('accepts what the Save button sends', () => {
    expect(problems({})).toEqual([]);
  });

  it('refuses dates more than 360 days ahead, which no search could run', () => {
    // 2030-03-10 + 360 days = 2031-03-05.
    const lastDays = { departureDate: '2031-03-04', checkInDate: '2031-03-04' };
    expect(problems({ ...lastDays, returnDate: '2031-03-05', checkOutDate: '2031-03-05' })).toEqual([]);
    expect(
      problems({
        departureDate: '2031-03-06',
        returnDate: '2031-03-07',
        checkInDate: '2031-03-06',
        checkOutDate: '2031-03-07',
      }),
    ).toEqual([
      'departureDate: must be within 360 days from today',
      'returnDate: must be within 360 days from today',
    ]);
    // Stay dates of the traveller's own are checked as theirs.
    expect(
      problems({
        departureDate: '2031-03-04',
        returnDate: '2031-03-05',
        checkInDate: '2031-03-04',
        checkOutDate: '2031-03-07',
      }),
    ).toEqual(['checkOutDate: must be within 360 days from today']);
  });

  it('keeps a one-way stay that ends the day after the last day a search allows', () => {
    const oneWay = { isOneWay: true, returnDate: undefined, departureDate: '2031-03-05' };
    expect(problems({ ...oneWay, checkInDate: '2031-03-05', checkOutDate: '2031-03-06' })).toEqual([]);
  });

  it('refuses what a search refuses, with the search’s message, naming the saved search’s field', () => {
    expect(problems({ checkOutDate: '9999-12-31' })).toEqual([
      'checkOutDate: must be within 360 days from today',
    ]);
    expect(problems({ returnDate: '2030-03-30' })).toEqual(['returnDate: must be after the departure date']);
    // A check-in on the departure day follows the flight, so the departure's problem is the one named.
    expect(problems({ departureDate: '2030-03-01', checkInDate: '2030-03-01' })).toEqual([
      'departureDate: cannot be in the past',
    ]);
    expect(problems({ checkInDate: '2030-03-02' })).toEqual(['checkInDate: cannot be in the past']);
    expect(problems({ flightTo: 'BEG' })).toEqual(['flightTo: must differ from the departure airport']);
    expect(problems({ checkInDate: '2030-04-08', checkOutDate: '2030-04-10' })).toEqual([
      'checkInDate: the stay must overlap the trip',
    ]);
    expect(problems({ accommodationAdults: 5 })).toEqual(['rooms: a room holds at most 4 guests']);
    expect(problems({ isOneWay: false, returnDate: undefined })).toEqual([
      'returnDate: Please select a return date',
    ]);
  });

  it('checks each field with the search’s own messages', () => {
    expect(problems({ flightAdults: 0 })).toEqual(['flightAdults: at least 1']);
    expect(problems({ rooms: 9 })).toEqual(['rooms: at most 8']);
    expect(problems({ budget: 0 })).toEqual(['budget: more than 0']);
    expect(problems({ cabinClass: 'LUXURY' })).toEqual([
      'cabinClass: ECONOMY, PREMIUM_ECONOMY, BUSINESS or FIRST',
    ]);
  });

  it('takes counts and the budget as JSON numbers only', () => {
    expect(problems({ flightAdults: '2' })).toEqual(['flightAdults: a whole number']);
    expect(problems({ rooms: true })).toEqual(['rooms: a whole number']);
    expect(problems({ budget: '1500' })).toEqual(['budget: a number']);
  });
});

describe('a saved search as a search', () => {
  /** A day before the fixture's trip, which a search may reach. */
  const tripToday = '2099-05-20';
  /** The family's stay starts the day after they land, so the search must carry its own check-in. */
  const family = { ...familyTrip, checkInDate: '2099-06-02' };

  it('runs the search it was saved from, accepted by the API schema', () => {
    const params = createSearchParamsSchema(tripToday).parse(savedSearchParams(family));
    expect(params).toMatchObject({
      from: 'BEG',
      to: 'CDG',
      returnDate: '2099-06-08',
      checkIn: '2099-06-02',
      hotelChildren: 1,
      childrenAges: [7],
      cabinClass: 'PREMIUM_ECONOMY',
      directFlights: true,
      budget: 2500,
    });
  });

  it('searches with the whole trip’s budget when the amount was saved per traveller', () => {
    expect(savedSearchParams({ ...valid, budget: 500, budgetPer: 'traveller' }).budget).toBe(1000);
    expect(savedSearchParams({ ...valid, budget: 500, budgetPer: 'total' }).budget).toBe(500);
    expect(savedSearchParams({ ...valid, budget: 500 }).budget).toBe(500);
    expect(problems({ budgetPer: 'couple' })).toEqual([
      'budgetPer: Invalid option: expected one of "total"|"traveller"',
    ]);
  });

  it('keeps each traveller’s bags; a search saved before bags were counted took a cabin bag', () => {
    expect(savedSearchParams({ ...family, bags: 'checked' }).bags).toBe('checked');
    const older = Object.fromEntries(Object.entries(family).filter(([key]) => key !== 'bags'));
    const input = createSavedSearchInputSchema(tripToday).parse(older);
    expect(input.bags).toBe('cabin');
  });

  it('leaves the return out of a one-way trip', () => {
    const oneWay = savedSearchParams({ ...family, isOneWay: true, returnDate: undefined });
    expect(oneWay.returnDate).toBeUndefined();
    expect(createSearchParamsSchema(tripToday).safeParse(oneWay).success).toBe(true);
  });

  it('leaves a one-way stay’s check-out to the search when it is the night after check-in', () => {
    const oneWay = { ...family, isOneWay: true, returnDate: undefined };
    expect(savedSearchParams({ ...oneWay, checkOutDate: '2099-06-03' }).checkOut).toBeUndefined();
    expect(savedSearchParams({ ...oneWay, checkOutDate: '2099-06-05' }).checkOut).toBe('2099-06-05');
  });
});
