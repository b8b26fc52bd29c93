/** The 15 languages product.md §2 offers, each named in its own language so a reader can find theirs. */
export type TextDirection = 'ltr' | 'rtl';

export interface Language {
  code: string;
  nativeName: string;
  dir: TextDirection;
}

export const languages = [
  { code: 'ar', nativeName: 'العربية', dir: 'rtl' },
  { code: 'zh', nativeName: '中文', dir: 'ltr' },
  { code: 'de', nativeName: 'Deutsch', dir: 'ltr' },
  { code: 'en', nativeName: 'English', dir: 'ltr' },
  { code: 'es', nativeName: 'Español', dir: 'ltr' },
  { code: 'fr', nativeName: 'Français', dir: 'ltr' },
  { code: 'it', nativeName: 'Italiano', dir: 'ltr' },
  { code: 'no', nativeName: 'Norsk', dir: 'ltr' },
  { code: 'pl', nativeName: 'Polski', dir: 'ltr' },
  { code: 'pt', nativeName: 'Português', dir: 'ltr' },
  { code: 'ro', nativeName: 'Română', dir: 'ltr' },
  { code: 'ru', nativeName: 'Русский', dir: 'ltr' },
  { code: 'sr', nativeName: 'Српски', dir: 'ltr' },
  { code: 'sv', nativeName: 'Svenska', dir: 'ltr' },
  { code: 'uk', nativeName: 'Українська', dir: 'ltr' },
] as const satisfies readonly Language[];

export type LanguageCode = (typeof languages)[number]['code'];

export const languageCodes = languages.map((language) => language.code) as [LanguageCode, ...LanguageCode[]];

export const fallbackLanguage: LanguageCode = 'en';

/** Text direction of a language tag such as 'ar' or 'ar-EG'; unknown languages read left to right. */
export function textDirection(languageTag: string): TextDirection {
  const [base = ''] = languageTag.toLowerCase().split('-');
  return languages.find((language) => language.code === base)?.dir ?? 'ltr';
}

/**
 * The cookie holding the visitor's language (beside localStorage, product.md §5), so the server draws the page's first
 * screen in it before any script runs.
 */
export const languageCookie = 'lang';
