import type { HotelSummary } from '../../../core/travel-data';
import { TravelProviderError } from '../port';
import { airportData, findCity, type City } from './airport-data';
import { busyAirports } from './busy-airports';
import { cityCentre } from './city-centres';
import { hotelPosition } from './hotel-positions';
import { hubByCode } from './hubs';
import { hotelName, type Stars } from './hotel-names';
import { hasHotels } from './no-service';
import { hashParts, seededRandom, type Random } from '../../../core/seeded-random';

/**
 * Each city's generated hotels: always the same set for a city, 8 to 60 of them, more in big cities. A hotel id
 * is 8 characters like Amadeus's: chain code, city code, 3 digits ('YXPAR123'), so the id alone finds its city.
 */

export interface SandboxHotel extends HotelSummary {
  stars: Stars;
  /** How this hotel prices against others of its stars in its city, around 1. */
  quality: number;
}

const starsWeights: readonly (readonly [Stars, number])[] = [
  [2, 0.15],
  [3, 0.38],
  [4, 0.34],
  [5, 0.13],
];

function pickStars(random: Random): Stars {
  let roll = random.next();
  for (const [stars, weight] of starsWeights) {
    roll -= weight;
    if (roll < 0) return stars;
  }
  return 3;
}

/** Big cities: one of the world's busiest airports or a connecting hub, or two large airports. */
function isBigCity(city: City): boolean {
  const large = city.airports.filter((airport) => airport.size === 'L');
  return (
    large.length > 1 ||
    city.airports.some((airport) => busyAirports.has(airport.code) || hubByCode.has(airport.code))
  );
}

/**
 * Big cities have 40 to 60 hotels, other cities whose main airport is large or that group several airports 20 to
 * 40, the rest 8 to 20. The stars are drawn hotel by hotel, so a longer list keeps the first hotels as they were.
 */
function hotelCount(city: City): number {
  const hash = hashParts('hotel-count', city.code);
  if (isBigCity(city)) return 40 + (hash % 21);
  const isLarge = city.airports.length > 1 || city.airports[0]?.size === 'L';
  return isLarge ? 20 + (hash % 21) : 8 + (hash % 13);
}

function generateHotels(city: City): SandboxHotel[] {
  const random = seededRandom('hotels', city.code);
  // 37 is coprime with 900, so the 3-digit numbers of up to 900 hotels never repeat.
  const firstNumber = hashParts('hotel-numbers', city.code) % 900;
  const names = new Set<string>();
  const hotels: SandboxHotel[] = [];
  const centre = cityCentre(city.code);
  const airport = city.airports[0];
  for (let index = 0; index < hotelCount(city); index += 1) {
    const stars = pickStars(random);
    let generated = hotelName(city.name, city.countryCode, stars, random);
    for (let attempt = 0; names.has(generated.name) && attempt < 10; attempt += 1) {
      generated = hotelName(city.name, city.countryCode, stars, random);
    }
    if (names.has(generated.name)) generated = { ...generated, name: `${generated.name} ${index + 1}` };
    names.add(generated.name);
    const number = ((firstNumber + index * 37) % 900) + 100;
    const hotel = { hotelId: `${generated.chainCode}${city.code}${number}`, name: generated.name };
    const position =
      centre && airport
        ? hotelPosition(hotel, centre, { latitude: airport.lat, longitude: airport.lon })
        : undefined;
    hotels.push({
      ...hotel,
      cityCode: city.code,
      stars,
      quality: random.between(0.85, 1.25),
      ...(position ? { distanceFromCentreKm: position.distanceFromCentreKm } : {}),
    });
  }
  return hotels;
}

const hotelsByCity = new Map<string, SandboxHotel[]>();

/** The city's hotels; generated on first use and kept, as they never change. */
function hotelsOf(city: City): SandboxHotel[] {
  let hotels = hotelsByCity.get(city.code);
  if (!hotels) {
    hotels = generateHotels(city);
    hotelsByCity.set(city.code, hotels);
  }
  return hotels;
}

/** What a hotel list or an offer says about a generated hotel. */
export function summaryOf({ hotelId, name, cityCode, distanceFromCentreKm }: SandboxHotel): HotelSummary {
  return {
    hotelId,
    name,
    cityCode,
    ...(distanceFromCentreKm === undefined ? {} : { distanceFromCentreKm }),
  };
}

/**
 * Hotels in a city, by city code or by the code of one of its airports. An unknown code rejects with product.md §8's
 * 404 text; a known city without hotels (no-service.ts) gives [].
 */
export function listHotels(cityCode: string): HotelSummary[] {
  const city = findCity(cityCode);
  if (!city) {
    throw new TravelProviderError(
      'not_found',
      `No hotels found in ${cityCode}. Please try a different city.`,
    );
  }
  if (!hasHotels(city.code)) return [];
  return hotelsOf(city).map(summaryOf);
}

/** The generated hotel with this id, or undefined for an id the sandbox never gave out. */
export function findHotel(hotelId: string): SandboxHotel | undefined {
  const city = airportData().cityByCode.get(hotelId.slice(2, 5));
  if (!city || !hasHotels(city.code)) return undefined;
  return hotelsOf(city).find((hotel) => hotel.hotelId === hotelId);
}
