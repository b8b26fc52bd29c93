import type en from '../locales/en.json';

// English is the source of truth for keys: `t('…')` with a key missing from en.json fails type-checking.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}
