import { z } from 'zod';

/**
 * The committed airport index (data/airport-index.json), written by scripts/build-airport-index.ts. Rows are
 * arrays, not objects, to keep the file small; `columns` names their fields in order.
 */
export const airportIndexColumns = [
  'code',
  'name',
  'city',
  'country',
  'lat',
  'lon',
  'timeZone',
  'size',
  'scheduled',
  'cityCode',
  'keywords',
] as const;

/** L large, M medium, S small (OurAirports' type). */
const airportSizeSchema = z.enum(['L', 'M', 'S']);

const airportRowSchema = z.tuple([
  /** IATA airport code. */
  z.string().length(3),
  /** Airport name. */
  z.string(),
  /** City (OurAirports' municipality). */
  z.string(),
  /** ISO 3166 country code; its full name is in `countries`. */
  z.string().length(2),
  z.number(),
  z.number(),
  /** IANA time zone at the airport ('Europe/Belgrade'), looked up from its coordinates when the index is built. */
  z.string().min(1),
  airportSizeSchema,
  /** 1 when the airport has scheduled service. */
  z.union([z.literal(0), z.literal(1)]),
  /** Metropolitan city code (LON), or the airport's own code when it is its city's only airport. */
  z.string().length(3),
  /** Other names people search for, comma-separated ('Londres', 'Beograd'). */
  z.string(),
]);

/** [metro code, city name, main airport code], for city codes grouping several airports. */
const metroRowSchema = z.tuple([z.string().length(3), z.string(), z.string().length(3)]);

/**
 * City names in the site's languages from GeoNames, comma-separated ('Москва,Moskau,موسكو,莫斯科'), under a city
 * code; under an airport's code when the airport's own city is not its city code's (Baltimore, in WAS).
 */
const localNamesSchema = z.record(z.string().length(3), z.string());

export const airportIndexSchema = z.object({
  columns: z.array(z.string()),
  /** ISO code → [full name, OurAirports continent code]. */
  countries: z.record(z.string(), z.tuple([z.string(), z.string()])),
  metros: z.array(metroRowSchema),
  airports: z.array(airportRowSchema),
  localNames: localNamesSchema,
});

export type AirportSize = z.infer<typeof airportSizeSchema>;
export type AirportRow = z.infer<typeof airportRowSchema>;
export type MetroRow = z.infer<typeof metroRowSchema>;
export type LocalNames = z.infer<typeof localNamesSchema>;
export type AirportIndexFile = z.infer<typeof airportIndexSchema>;
