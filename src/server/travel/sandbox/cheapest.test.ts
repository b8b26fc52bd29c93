import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CabinClass } from '../../../core/cabin-classes';
import type { CurrencyCode } from '../../../core/currencies';
import { cheapestFlight, searchFlights } from './flights';
import { cheapestHotelOffer, searchHotelOffers } from './hotel-offers';
import { listHotels } from './hotels';
import { testSandboxClock } from './sandbox-clock.test-helpers';
import { addDays, travelDateAt } from './travel-time';

const codes = ['BEG', 'CDG', 'JFK', 'LHR', 'NRT', 'SYD', 'DXB', 'GRU', 'LIS', 'SOF', 'BKK', 'YMX', 'MPN'];
const currencies: CurrencyCode[] = ['EUR', 'USD', 'RSD', 'CNY'];

/** The sandbox's "today": from three months before the travel dates to within them, where the curve is steepest. */
const quoteDays = fc
  .integer({ min: 0, max: 240 })
  .map((day) => addDays(travelDateAt(Date.UTC(2029, 9, 1)), day));

describe('the sandbox prices the cheapest offer alone exactly as its searches do', () => {
  it('cheapestFlight is the first offer searchFlights answers', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...codes),
        fc.constantFrom(...codes),
        fc.integer({ min: 0, max: 300 }),
        fc.option(fc.integer({ min: 0, max: 20 })),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom<CabinClass>('ECONOMY', 'BUSINESS'),
        fc.boolean(),
        fc.constantFrom(...currencies),
        quoteDays,
        (from, to, offset, nights, adults, children, travelClass, nonStop, currencyCode, quoteDay) => {
          const departure = new Date(Date.UTC(2030, 0, 1 + offset)).toISOString().slice(0, 10);
          const returnDate =
            nights === null
              ? undefined
              : new Date(Date.UTC(2030, 0, 1 + offset + nights)).toISOString().slice(0, 10);
          const query = {
            originLocationCode: from,
            destinationLocationCode: to,
            departureDate: departure,
            returnDate,
            adults,
            children,
            travelClass,
            nonStop,
            currencyCode,
            max: 50,
          };
          expect(cheapestFlight(query, quoteDay)).toEqual(searchFlights(query, quoteDay)[0]);
        },
      ),
      { numRuns: 300, seed: 14 },
    );
  });

  it('cheapestHotelOffer is the hotel whose first offer is the cheapest, with that offer', () => {
    const cities = ['PAR', 'BEG', 'NYC', 'TYO', 'SYD', 'LIS'];
    fc.assert(
      fc.property(
        fc.constantFrom(...cities),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 1, max: 14 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 3 }),
        fc.constantFrom(...currencies),
        quoteDays,
        (city, offset, nights, adults, rooms, currency, quoteDay) => {
          const query = {
            hotelIds: listHotels(city)
              .slice(0, 20)
              .map((hotel) => hotel.hotelId),
            checkInDate: new Date(Date.UTC(2030, 0, 1 + offset)).toISOString().slice(0, 10),
            checkOutDate: new Date(Date.UTC(2030, 0, 1 + offset + nights)).toISOString().slice(0, 10),
            adults,
            roomQuantity: rooms,
            currency,
          };
          const all = searchHotelOffers(query, quoteDay);
          const cheapest = cheapestHotelOffer(query, quoteDay);
          const lowest = Math.min(...all.map((hotel) => Number(hotel.offers[0]?.price.total)));
          expect(Number(cheapest?.offers[0]?.price.total)).toBe(lowest);
          const same = all.find((hotel) => hotel.hotel.hotelId === cheapest?.hotel.hotelId);
          expect(cheapest).toEqual({ ...same, offers: same?.offers.slice(0, 1) });
        },
      ),
      { numRuns: 200, seed: 14 },
    );
  });

  it('finds nothing where the search finds nothing', () => {
    const query = {
      originLocationCode: 'BEG',
      destinationLocationCode: 'PRN',
      departureDate: '2030-03-01',
      returnDate: '2030-03-05',
      adults: 1,
      children: 0,
      travelClass: 'ECONOMY' as const,
      nonStop: false,
      currencyCode: 'EUR' as const,
      max: 50,
    };
    const quoteDay = travelDateAt(testSandboxClock());
    expect(cheapestFlight(query, quoteDay)).toBeUndefined();
    expect(
      cheapestHotelOffer(
        {
          hotelIds: ['XXPAR999'],
          checkInDate: '2030-03-01',
          checkOutDate: '2030-03-05',
          adults: 1,
          roomQuantity: 1,
          currency: 'EUR',
        },
        quoteDay,
      ),
    ).toBeUndefined();
  });
});
