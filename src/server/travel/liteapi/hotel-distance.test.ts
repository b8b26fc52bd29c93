import { describe, expect, it } from 'vitest';
import { toHotelOffers, toHotelSummaries } from './mappers';
import { hotelsResponse, ratesResponse } from './wire';

/** Šibenik's centre in GeoNames' cities500 (43.73429, 15.8942), to 4 decimals as data/city-centres.json keeps centres. */
const sibenik = { latitude: 43.7343, longitude: 15.8942 };

/** Two hotels of static.json's GET /data/hotels example ("HR Sibenik 3 hotels"), trimmed to what is read. */
const hotelList = hotelsResponse.parse({
  data: [
    {
      id: 'lp42fec',
      name: 'Hotel Jadran',
      country: 'HR',
      city: 'Sibenik',
      latitude: 43.73464,
      longitude: 15.88974,
      address: 'Obala dr. Franje Tudmana 52',
      stars: 3,
    },
    {
      id: 'lp50f7f',
      name: 'Apartmani Ani',
      country: 'HR',
      city: 'Sibenik',
      latitude: 43.660413,
      longitude: 15.947561,
      address: 'Bubanj I / Br. 10',
      stars: 3,
    },
  ],
});

describe("LiteAPI hotels' distance from the centre", () => {
  it('measures each listed hotel from the city centre', () => {
    const hotels = toHotelSummaries(hotelList, 'SPU', sibenik);
    expect(hotels.map((hotel) => [hotel.hotelId, hotel.distanceFromCentreKm])).toEqual([
      ['lp42fec', 0.4],
      ['lp50f7f', 9.3],
    ]);
  });

  it("gives no distance without a known centre or without the hotel's coordinates", () => {
    expect(toHotelSummaries(hotelList, 'SPU')[0]).not.toHaveProperty('distanceFromCentreKm');
    const unplaced = hotelsResponse.parse({ data: [{ id: 'lp1', name: 'Somewhere', latitude: null }] });
    expect(toHotelSummaries(unplaced, 'SPU', sibenik)[0]).not.toHaveProperty('distanceFromCentreKm');
  });

  it("carries it on the rates answer's hotels (search.json's `hotels` with includeHotelData)", () => {
    const answer = ratesResponse.parse({
      data: [
        {
          hotelId: 'lp42fec',
          roomTypes: [
            {
              offerId: 'offer-1',
              rates: [
                {
                  occupancyNumber: 1,
                  adultCount: 2,
                  retailRate: { total: [{ amount: 312.4, currency: 'EUR' }] },
                },
              ],
            },
          ],
        },
      ],
      hotels: [
        { id: 'lp42fec', name: 'Hotel Jadran', country_code: 'hr', latitude: 43.73464, longitude: 15.88974 },
      ],
    });
    const asked = { hotelIds: ['lp42fec'], rooms: [{ adults: 2, childrenAges: [] }] };
    const { hotels } = toHotelOffers(answer, { cityCode: 'SPU', asked, centre: sibenik });
    expect(hotels[0]?.hotel).toMatchObject({ hotelId: 'lp42fec', distanceFromCentreKm: 0.4 });
  });
});
