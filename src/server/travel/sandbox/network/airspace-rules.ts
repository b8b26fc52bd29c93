import { bannedCountryPairs, closedCountries } from './airspace-bans';

/** The bans of airspace-bans.ts as O(1) look-ups: route planning asks them for every leg it tries. */

const closed = new Set(closedCountries);

const bannedPairs = new Set(
  bannedCountryPairs.flatMap(([first, second]) => [`${first}-${second}`, `${second}-${first}`]),
);

/** No flights between these countries, in either direction (both may be the same country: never banned). */
export const isBannedPair = (first: string, second: string): boolean => bannedPairs.has(`${first}-${second}`);

/** Whether a leg between airports in these countries may be flown at all. */
export const isOpenLeg = (fromCountry: string, toCountry: string): boolean =>
  !closed.has(fromCountry) && !closed.has(toCountry) && !isBannedPair(fromCountry, toCountry);

/** A carrier lands only where neither its home nor the country bans the other: no Wizz Air to Moscow. */
export const mayServe = (carrierHome: string, country: string): boolean =>
  !isBannedPair(carrierHome, country);
