import type { TravelLocation } from '../travel-data';
import type { IndexedPlace } from './location-match';

/** A place as the index takes it in, for tests: aliases and local names as given, the country made up. */
export function place(
  code: string,
  subType: TravelLocation['subType'],
  name: string,
  cityName: string,
  importance: number,
  aliases: string[] = [],
  localNames: readonly string[] = [],
): IndexedPlace {
  return {
    location: { name, iataCode: code, subType, address: { cityName, countryName: 'Somewhere' } },
    aliases,
    importance,
    localNames,
  };
}
