import { z } from 'zod';
import { languageCodes, type LanguageCode } from '../../../core/languages';

/**
 * The committed place names (data/place-names.json), written by scripts/build-place-names.ts: the busiest cities,
 * busiest first, each as [city code, its name in each of `languages`], '' where the name is the English one.
 */

/** Every site language but English, whose names are the airport index's own. */
export const placeNameLanguages = languageCodes.filter((code) => code !== 'en') as Exclude<
  LanguageCode,
  'en'
>[];

export type PlaceNameLanguage = (typeof placeNameLanguages)[number];

export const placeNamesFileSchema = z.object({
  source: z.string(),
  languages: z.array(z.string()),
  cities: z.array(z.array(z.string())),
});

export type PlaceNamesFile = z.infer<typeof placeNamesFileSchema>;
