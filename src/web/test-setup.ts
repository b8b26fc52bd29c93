import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import en from './locales/en.json';

// Components read strings through react-i18next; bundling English lets tests render without loading a locale.
await i18next
  .createInstance()
  .use(initReactI18next)
  .init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });

// jsdom has no layout, so scrolling does nothing; its own scrollTo only prints "Not implemented".
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
});
