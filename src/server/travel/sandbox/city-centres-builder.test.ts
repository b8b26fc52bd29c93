import { describe, expect, it } from 'vitest';
import { buildCityCentres, serializeCityCentres } from './city-centres-builder';
import type { GeoPlace } from './geonames-source';

const place = (name: string, lat: number, lon: number, population: number): GeoPlace => ({
  name,
  asciiName: name,
  alternateNames: [],
  lat,
  lon,
  countryCode: 'FR',
  population,
});

describe('the city centres build', () => {
  it("takes the GeoNames place of the city's name near its airports, to 4 decimals, and nothing else", () => {
    const places = [
      place('Paris', 48.85341, 2.3488, 2_138_551),
      // The same name 600 km away is another place, not the centre of Paris's airports' city.
      place('Paris', 43.5, 5.4, 900),
    ];
    const centres = buildCityCentres(places);
    expect(centres).toEqual({ PAR: [48.8534, 2.3488] });
    expect(serializeCityCentres(centres)).toBe('{\n"PAR": [48.8534,2.3488]\n}\n');
  });
});
