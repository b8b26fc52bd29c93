import type { Random } from '../../../core/seeded-random';

/**
 * Plausible hotel names from word lists: brand-like ('Aurelia Paris Centre'), city-named ('Hotel Belgrade
 * Central', 'Grand Palace Paris'), and local-sounding ('Riverside Inn', 'Villa Rosa'). The brands are invented.
 */

export type Stars = 2 | 3 | 4 | 5;

export interface HotelName {
  name: string;
  /** Two-letter chain code for the hotel id: the brand's, or 'YX' for an independent hotel. */
  chainCode: string;
}

const brands = [
  { name: 'Aurelia', chainCode: 'AU' },
  { name: 'Citylight', chainCode: 'CL' },
  { name: 'Meridiana', chainCode: 'MD' },
  { name: 'Stayway', chainCode: 'SW' },
  { name: 'Bluewater', chainCode: 'BW' },
  { name: 'Oakridge', chainCode: 'OK' },
  { name: 'Lumen', chainCode: 'LM' },
  { name: 'Solenne', chainCode: 'SO' },
] as const;

const independent = 'YX';

const areas = [
  'Centre',
  'Airport',
  'Old Town',
  'Riverside',
  'Downtown',
  'Park',
  'Station',
  'Harbour',
] as const;
const descriptors = [
  'Central',
  'Garden',
  'Park',
  'Plaza',
  'Station',
  'Old Town',
  'Riverside',
  'City',
] as const;

const adjectivesByStars: Readonly<Record<Stars, readonly string[]>> = {
  5: ['Grand', 'Royal', 'Imperial', 'Majestic', 'Regal'],
  4: ['Park', 'Golden', 'Crown', 'Continental', 'Astoria', 'Metropol'],
  3: ['City', 'Riverside', 'Garden', 'Central', 'Sunset', 'Panorama'],
  2: ['Backpackers', 'Cosy', 'Little', 'Urban', 'Budget'],
};

const nounsByStars: Readonly<Record<Stars, readonly string[]>> = {
  5: ['Palace', 'Resort & Spa', 'Collection'],
  4: ['Plaza', 'Suites', 'Hotel', 'Residence'],
  3: ['Hotel', 'Inn', 'House', 'Lodge'],
  2: ['Hostel', 'Inn', 'Rooms', 'Guesthouse'],
};

/** Names in the local language, used only in countries that speak it (ISO country codes). */
export const localNamesByCountry: Readonly<Record<string, readonly string[]>> = {
  IT: ['Villa Rosa', 'Locanda del Ponte', 'Albergo Stella'],
  ES: ['Casa Verde', 'Hostal Sol'],
  MX: ['Casa Verde', 'Posada del Sol'],
  FR: ['Maison Lumière', 'Hôtel des Arts'],
  DE: ['Haus Linde', 'Gasthof zur Post'],
  AT: ['Haus Linde', 'Gasthof zur Post'],
  HR: ['Pension Adria', 'Vila Maslina'],
  RS: ['Vila Lipa', 'Konak Dunav'],
  PT: ['Pousada do Mar', 'Casa do Rio'],
  BR: ['Pousada do Mar', 'Casa do Rio'],
};

/** The name people know a city by: 'Köln (Cologne)' → 'Köln', 'Arcata/Eureka' → 'Arcata'. */
function shortCityName(city: string): string {
  return city.split(/[(,/]/)[0]?.trim() || city;
}

export function hotelName(city: string, countryCode: string, stars: Stars, random: Random): HotelName {
  const place = shortCityName(city);
  const adjective = random.pick(adjectivesByStars[stars]);
  const noun = random.pick(nounsByStars[stars]);
  switch (random.integer(0, 4)) {
    case 0: {
      const brand = random.pick(brands);
      return { name: `${brand.name} ${place} ${random.pick(areas)}`, chainCode: brand.chainCode };
    }
    case 1:
      return { name: `Hotel ${place} ${random.pick(descriptors)}`, chainCode: independent };
    case 2:
      return { name: `${adjective} ${noun} ${place}`, chainCode: independent };
    case 3:
      return { name: `${adjective} ${noun}`, chainCode: independent };
    default: {
      // A local-language name only where that language is spoken; elsewhere the plain pattern.
      const local = localNamesByCountry[countryCode];
      const name = local ? random.pick(local) : `${adjective} ${noun} ${place}`;
      return { name, chainCode: independent };
    }
  }
}
