import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';
import { languageCodes, type LanguageCode } from '../../../core/languages';

/**
 * CLDR's exemplar cities: the city that names each IANA time zone ('Europe/Moscow' → 'Москва', 'Moskau'), written
 * by Unicode's translators for every locale (the `cldr-dates-full` package, Unicode License v3, unicode.org/cldr).
 * Read only by the place-names build script and the test that keeps the committed names in step.
 */

export interface ExemplarCities {
  /** Per site language, zone → city; Latin-script locales list only names that differ from the zone's own. */
  byLanguage: Readonly<Record<LanguageCode, ReadonlyMap<string, string>>>;
  /** Characters that Chinese written with traditional characters or Japanese use, and simplified Chinese not. */
  nonSimplifiedHan: ReadonlySet<string>;
}

const require = createRequire(import.meta.url);

const zoneTreeSchema: z.ZodType<ZoneTree> = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), zoneTreeSchema])),
);
interface ZoneTree {
  [key: string]: string | ZoneTree;
}

function readLocaleFile(locale: string): string {
  return readFileSync(require.resolve(`cldr-dates-full/main/${locale}/timeZoneNames.json`), 'utf8');
}

function zonesOf(locale: string, text: string): ZoneTree {
  const file = z
    .object({
      main: z.record(
        z.string(),
        z.object({ dates: z.object({ timeZoneNames: z.object({ zone: zoneTreeSchema }) }) }),
      ),
    })
    .parse(JSON.parse(text));
  return file.main[locale]?.dates.timeZoneNames.zone ?? {};
}

/** Every 'Area/City' zone with an exemplar city, walking 'America/Argentina/Salta' too. */
function exemplarCities(tree: ZoneTree, path: string[] = [], found = new Map<string, string>()) {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') {
      if (key === 'exemplarCity') found.set(path.join('/'), value);
    } else exemplarCities(value, [...path, key], found);
  }
  return found;
}

const hanCharacters = (text: string) => new Set(text.match(/\p{Script=Han}/gu) ?? []);

export function readExemplarCities(): ExemplarCities {
  const byLanguage = Object.fromEntries(
    languageCodes.map((code) => [code, exemplarCities(zonesOf(code, readLocaleFile(code)))]),
  ) as Record<LanguageCode, Map<string, string>>;
  const simplified = hanCharacters(readLocaleFile('zh'));
  const others = new Set([
    ...hanCharacters(readLocaleFile('zh-Hant')),
    ...hanCharacters(readLocaleFile('ja')),
  ]);
  return {
    byLanguage,
    nonSimplifiedHan: new Set([...others].filter((character) => !simplified.has(character))),
  };
}

/**
 * IANA zones renamed ('Europe/Kyiv'), which CLDR keeps under their first name: every one the airport index uses,
 * as ICU's Intl named them on Node 20.
 */
const renamedZones: Readonly<Record<string, string>> = {
  'Africa/Asmara': 'Africa/Asmera',
  'America/Atikokan': 'America/Coral_Harbour',
  'America/Nuuk': 'America/Godthab',
  'Asia/Ho_Chi_Minh': 'Asia/Saigon',
  'Asia/Kathmandu': 'Asia/Katmandu',
  'Asia/Kolkata': 'Asia/Calcutta',
  'Asia/Yangon': 'Asia/Rangoon',
  'Atlantic/Faroe': 'Atlantic/Faeroe',
  'Europe/Kyiv': 'Europe/Kiev',
  'Pacific/Chuuk': 'Pacific/Truk',
  'Pacific/Kanton': 'Pacific/Enderbury',
  'Pacific/Pohnpei': 'Pacific/Ponape',
};

/**
 * CLDR's id for an IANA zone: the zone itself, its first name ('Europe/Kiev' for 'Europe/Kyiv'), or the one of
 * its city a level up ('America/Buenos_Aires' for 'America/Argentina/Buenos_Aires'). A table, not Intl, whose
 * answer changes with the ICU a Node version carries.
 */
export function cldrZoneId(cities: ExemplarCities, zone: string): string {
  const known = cities.byLanguage.ar;
  if (known.has(zone)) return zone;
  const renamed = renamedZones[zone];
  if (renamed && known.has(renamed)) return renamed;
  const parts = zone.split('/');
  const levelUp = `${parts[0] ?? ''}/${parts[parts.length - 1] ?? ''}`;
  return known.has(levelUp) ? levelUp : zone;
}

/** The zone's English city: CLDR's English name where it has one, else the zone's own ('New_York' → 'New York'). */
export function englishExemplarCity(cities: ExemplarCities, cldrZone: string): string {
  return cities.byLanguage.en.get(cldrZone) ?? (cldrZone.split('/').pop() ?? cldrZone).replace(/_/g, ' ');
}
