/**
 * kg CO₂ per guest night (one person, one night) in the average hotel of a country, for the hotel nights of a
 * trip's emissions (issue 30).
 *
 * Source: Travel & Climate (Chalmers University of Technology / Klimatsmart semester), "Accommodation
 * calculations", https://ks3.travelandclimate.org/accommodation-calculations, column "Average hotel in the
 * country", retrieved 2026-11-27 (the page states no year of its own). Its figures come from Greenview's Cornell
 * Hotel Sustainability Benchmarking Index; the Nordic ones from a Swedish survey of 41 hotels. Iceland and
 * "Rest of the world" are the last rows of the same table, read from the project's Swedish edition
 * (https://klimatsmartsemester.se/boendeberäkningar). Quoted as facts with their source; the page names no licence.
 */
export const hotelFactorsSource = {
  url: 'https://ks3.travelandclimate.org/accommodation-calculations',
  retrieved: '2026-11-27',
} as const;

/** The table's country rows, by ISO 3166-1 alpha-2 code. */
const kgPerGuestNightByCountry: Readonly<Record<string, number>> = {
  FR: 4.7,
  ES: 29,
  GB: 9.3,
  DE: 11,
  AT: 9.3,
  TR: 23,
  TH: 34,
  US: 13,
  SE: 6.8,
  NO: 6.8,
  DK: 6.8,
  FI: 6.8,
  IS: 6.8,
};

/** The table's "Rest of the EU" row: an average of the EU countries it does not list. */
const restOfEuKg = 13;
/** The table's "Rest of the world" row, for every country neither listed nor in the EU. */
const restOfWorldKg = 27;

/** The 27 member states of the European Union, for the "Rest of the EU" row. */
const euCountries: ReadonlySet<string> = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '),
);

export type HotelFactorBasis = 'country' | 'restOfEu' | 'restOfWorld';

export interface HotelFactor {
  kgPerGuestNight: number;
  /** Which row of the table the figure is: the country's own, "Rest of the EU" or "Rest of the world". */
  basis: HotelFactorBasis;
}

/** The factor for a hotel in this country (ISO alpha-2, any case); an unknown country gets "Rest of the world". */
export function hotelFactor(countryCode: string | undefined): HotelFactor {
  const code = countryCode?.trim().toUpperCase() ?? '';
  const own = kgPerGuestNightByCountry[code];
  if (own !== undefined) return { kgPerGuestNight: own, basis: 'country' };
  if (euCountries.has(code)) return { kgPerGuestNight: restOfEuKg, basis: 'restOfEu' };
  return { kgPerGuestNight: restOfWorldKg, basis: 'restOfWorld' };
}
