import { numberFormat } from '../../../core/intl-formatters';

/** '1.2 km', '1,2 km', '1,2 км', '1.2公里': the language's own way of writing a distance, to 0.1 km. */
export function kilometresText(km: number, locale: string): string {
  const options = { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 } as const;
  try {
    return numberFormat(locale, options).format(km);
  } catch {
    // A language tag Intl refuses (i18next's 'cimode') still gets a readable distance.
    return numberFormat('en', options).format(km);
  }
}
