import { describe, expect, it } from 'vitest';
import { kilometresBetween } from '../../../core/centre-distance';
import { findCity } from './airport-data';
import { cityCentre } from './city-centres';
import { hotelPosition } from './hotel-positions';
import { findHotel, listHotels } from './hotels';

const cities = ['PAR', 'LON', 'NYC', 'BEG', 'TYO', 'ROM', 'BKK', 'SPU', 'ZAG', 'LIS'];
const isAirportHotel = (name: string) => / Airport\b/.test(name);

describe('where the sandbox puts its hotels', () => {
  const hotels = cities.flatMap((code) => listHotels(code));
  const inTown = hotels.filter((hotel) => !isAirportHotel(hotel.name));
  const distances = inTown.map((hotel) => hotel.distanceFromCentreKm ?? Number.NaN);

  it('places most hotels 0.3 to 6 km from the centre, a few farther out, none beyond 15 km', () => {
    expect(distances.every((km) => km >= 0.3 && km <= 15)).toBe(true);
    const central = distances.filter((km) => km <= 6).length / distances.length;
    expect(central).toBeGreaterThan(0.8);
    expect(central).toBeLessThan(1);
    const sorted = [...distances].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    expect(median).toBeGreaterThan(0.8);
    expect(median).toBeLessThan(3);
    expect(distances.filter((km) => km <= 1).length).toBeGreaterThan(distances.length / 5);
  });

  it('gives every hotel the same place on every call, whatever its name', () => {
    const centre = { latitude: 48.8534, longitude: 2.3488 };
    const airport = { latitude: 49.0097, longitude: 2.5478 };
    const hotel = { hotelId: 'YXPAR123', name: 'Grand Palace Paris' };
    expect(hotelPosition(hotel, centre, airport)).toEqual(hotelPosition(hotel, centre, airport));
    expect(hotelPosition({ ...hotel, name: 'Villa Rosa' }, centre, airport)).toEqual(
      hotelPosition(hotel, centre, airport),
    );
    expect(findHotel(listHotels('BEG')[0]?.hotelId ?? '')?.distanceFromCentreKm).toBe(
      listHotels('BEG')[0]?.distanceFromCentreKm,
    );
  });

  it("puts a hotel named after the airport beside the city's main airport", () => {
    const airportHotels = hotels.filter((hotel) => isAirportHotel(hotel.name));
    expect(airportHotels.length).toBeGreaterThan(0);
    for (const hotel of airportHotels) {
      const main = findCity(hotel.cityCode)?.airports[0];
      const centre = cityCentre(hotel.cityCode);
      if (!main || !centre) throw new Error(`No airport or centre for ${hotel.cityCode}`);
      const airportKm = kilometresBetween(centre, { latitude: main.lat, longitude: main.lon });
      expect(Math.abs((hotel.distanceFromCentreKm ?? Number.NaN) - airportKm)).toBeLessThan(1.6);
    }
  });

  it("measures from GeoNames' city centre, and gives no distance where there is none", () => {
    expect(cityCentre('CDG')).toEqual({ latitude: 48.8534, longitude: 2.3488 });
    expect(cityCentre('AAA')).toBeUndefined();
    const anaa = listHotels('AAA');
    expect(anaa.length).toBeGreaterThan(0);
    expect(anaa.every((hotel) => hotel.distanceFromCentreKm === undefined)).toBe(true);
  });
});
