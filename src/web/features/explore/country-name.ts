/** A destination's country in the visitor's language, or the index's English name when Intl does not know it. */
export function countryName(place: { countryCode: string; countryName: string }, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(place.countryCode) ?? place.countryName;
  } catch {
    return place.countryName;
  }
}
