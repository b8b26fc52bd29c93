import i18n from 'i18next';

/**
 * The site's language for the API to name places in (`lang`); none before i18n has started, when the server asks
 * the language cookie and Accept-Language instead.
 */
export function placeLanguageQuery(): { lang?: string } {
  const language = i18n.resolvedLanguage;
  return language ? { lang: language } : {};
}
