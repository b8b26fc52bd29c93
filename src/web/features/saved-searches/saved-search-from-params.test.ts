import { describe, expect, it } from 'vitest';
import { savedSearchFromParams } from './saved-search-from-params';

describe('savedSearchFromParams', () => {
  it('fills the stay the way the search resolved it: check-in at departure, check-out at return', () => {
    const saved = savedSearchFromParams({
      budget: 900,
      currency: 'GBP',
      from: 'LHR',
      to: 'BCN',
      departureDate: '2099-03-10',
      returnDate: '2099-03-14',
    });

    expect(saved).toMatchObject({
      budget: 900,
      checkInDate: '2099-03-10',
      checkOutDate: '2099-03-14',
      returnDate: '2099-03-14',
      isOneWay: false,
      flightAdults: 1,
      flightChildren: 0,
      accommodationAdults: 1,
      rooms: 1,
      cabinClass: 'ECONOMY',
      directFlights: false,
      childrenAges: [],
    });
  });

  it('drops the return date of a one-way search and stays one night by default', () => {
    const saved = savedSearchFromParams({
      budget: 500,
      currency: 'EUR',
      from: 'BEG',
      to: 'VIE',
      departureDate: '2099-12-31',
      returnDate: '2100-01-05',
      isOneWay: true,
    });

    expect(saved.returnDate).toBeUndefined();
    expect(saved.checkOutDate).toBe('2100-01-01');
  });

  it('keeps the amount typed per traveller, back from the whole trip the search ran with', () => {
    const search = {
      currency: 'EUR' as const,
      from: 'BEG',
      to: 'VIE',
      departureDate: '2099-12-31',
      isOneWay: true,
    };
    const family = { ...search, budget: 999.99, flightAdults: 2, flightChildren: 1 };
    expect(savedSearchFromParams(family, 'traveller')).toMatchObject({
      budget: 333.33,
      budgetPer: 'traveller',
    });
    expect(savedSearchFromParams(family)).toMatchObject({ budget: 999.99, budgetPer: 'total' });
  });
});
