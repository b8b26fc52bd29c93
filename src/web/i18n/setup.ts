import i18n, { type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { fallbackLanguage, languageCookie, languages } from '../../core/languages';
import { applyLanguageToDocument } from './document-language';

// Each locale becomes its own chunk, so the browser downloads only the language in use.
const localeLoaders = import.meta.glob<ResourceKey>('../locales/*.json', { import: 'default' });

const localePath = (code: string) => `../locales/${code}.json`;

// Languages join the site as their locale file lands.
const supportedLanguages = languages
  .map((language) => language.code)
  .filter((code) => localePath(code) in localeLoaders);

function loadLocale(language: string): Promise<ResourceKey> {
  const load = localeLoaders[localePath(language)];
  return load ? load() : Promise.reject(new Error(`No locale file for language "${language}"`));
}

/** Starts i18next; resolves once the active language's strings are loaded. */
export async function setupI18n(): Promise<void> {
  i18n.on('languageChanged', applyLanguageToDocument);
  await i18n
    .use(resourcesToBackend(loadLocale))
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: supportedLanguages,
      fallbackLng: fallbackLanguage,
      load: 'languageOnly',
      // Kept in a cookie too, so the server draws the page's first screen in the same language (http/spa.ts).
      detection: {
        order: ['localStorage', 'cookie', 'navigator'],
        caches: ['localStorage', 'cookie'],
        lookupCookie: languageCookie,
        cookieMinutes: 365 * 24 * 60,
        cookieOptions: { path: '/', sameSite: 'lax' },
      },
      interpolation: { escapeValue: false },
      // product.md §9 translation loading: 10 parallel reads, 5 retries, 350 ms first retry delay (doubling).
      maxParallelReads: 10,
      maxRetries: 5,
      retryTimeout: 350,
      debug: false,
    });
}
