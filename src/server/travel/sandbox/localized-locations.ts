import { airportData, type Airport } from './airport-data';
import { airportOwnWordLanguages, airportOwnWords } from './airport-own-words';
import { cityNameIn, placeCityName } from './place-names';
import type { TravelLocation } from '../../../core/travel-data';

/**
 * Cities and airports as a visitor of the site's language knows them, for any provider's answer (IATA codes are
 * the same everywhere; a code the offline index lacks passes unchanged). A city goes by its name in the language,
 * an airport by its city's, and where the city has several airports, the city's with the airport's own word
 * ('London Heathrow', 'Москва Шереметьево'): 'Bern (BRN)', not 'Bern-Belp Airport (BRN)'. Countries go by
 * Intl's name for their ISO code.
 */

/** Words every airport's name has, which tell none apart. */
const genericWords =
  /\b(international|intl|national|regional|municipal|domestic|metropolitan|airport|airfield|aerodrome|air base|airpark|airstrip|field)\b/gi;

const tidy = (text: string) =>
  text
    .replace(/[/,–-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The airport's own word: its name without its city's English name and the words every airport has. */
function airportOwnWord(airport: Airport, englishCity: string): string {
  let rest = airport.name.replace(genericWords, ' ');
  for (const word of new Set([...englishCity.split(/[\s/-]+/), ...airport.city.split(/[\s/-]+/)])) {
    if (word.length > 1)
      rest = rest.replace(new RegExp(`(^|[\\s/-])${escape(word)}(?=$|[\\s/-])`, 'giu'), ' ');
  }
  return tidy(rest);
}

/** The airport's own word in the language: written out for the busiest in other scripts, else its name's. */
function ownWordIn(airport: Airport, englishWord: string, language: string): string {
  const column = (airportOwnWordLanguages as readonly string[]).indexOf(language);
  return (column >= 0 ? airportOwnWords[airport.code]?.[column] : undefined) ?? englishWord;
}

/** Chinese writes its words without a space, but keeps one before a Latin word. */
const joined = (city: string, word: string) =>
  /\p{Script=Han}$/u.test(city) && /^\p{Script=Han}/u.test(word) ? `${city}${word}` : `${city} ${word}`;

const regionNames = new Map<string, Intl.DisplayNames | undefined>();

function countryNameIn(countryCode: string, fallback: string, language: string): string {
  if (!regionNames.has(language)) {
    try {
      regionNames.set(language, new Intl.DisplayNames([language], { type: 'region' }));
    } catch {
      // Not a language tag Intl knows: the provider's English name stays.
      regionNames.set(language, undefined);
    }
  }
  return regionNames.get(language)?.of(countryCode) ?? fallback;
}

export function localizeLocation(location: TravelLocation, language: string): TravelLocation {
  const { airportByCode, cityByCode } = airportData();
  const airport = location.subType === 'AIRPORT' ? airportByCode.get(location.iataCode) : undefined;
  const city = location.subType === 'CITY' ? cityByCode.get(location.iataCode) : undefined;
  const countryCode = airport?.countryCode ?? city?.countryCode;
  const cityName = placeCityName(location.iataCode, language);
  if (!countryCode || !cityName) return location;
  const address = {
    cityName,
    countryName: countryNameIn(countryCode, location.address.countryName, language),
  };
  if (!airport) return { ...location, name: cityName, address };
  const servedCity = cityByCode.get(airport.cityCode);
  const ownCity = servedCity && airport.localNames === servedCity.localNames ? servedCity.name : airport.city;
  const scheduledInCity = servedCity?.airports.filter((each) => each.scheduled).length ?? 1;
  const ownWord = scheduledInCity > 1 ? airportOwnWord(airport, ownCity) : '';
  const name = ownWord ? joined(cityName, ownWordIn(airport, ownWord, language)) : cityName;
  return { ...location, name, address };
}

/**
 * An airport's names in the other scripts' languages as localizeLocation shows them ('北京首都', 'Москва
 * Шереметьево'), for the location search to find it by.
 */
export function airportNamesInOtherScripts(airport: Airport): string[] {
  const words = airportOwnWords[airport.code];
  if (!words) return [];
  return airportOwnWordLanguages.flatMap((language, column) => {
    const city = cityNameIn(airport.cityCode, language);
    const word = words[column];
    return city && word ? [joined(city, word)] : [];
  });
}

export function localizeLocations(locations: readonly TravelLocation[], language: string): TravelLocation[] {
  return locations.map((location) => localizeLocation(location, language));
}
