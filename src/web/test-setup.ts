import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import en from './locales/en.json';

// The web project shares one DOM and the libraries' modules between the files of a worker (isolate: false in
// vitest.config.ts). Each file still starts as in a new browser tab: the app's own modules evaluated afresh, a blank
// page at /, empty storage, real timers and no stubs left over.
vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
// sonner is shared too, and replays the toasts still open to a newly mounted Toaster.
(await import('sonner')).toast.dismiss();
for (const element of [document.documentElement, document.head, document.body]) {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
}
// Emptied, not replaced: Testing Library's `screen` holds on to this body.
document.head.replaceChildren();
document.body.replaceChildren();
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split('; ')) {
  const name = cookie.split('=')[0];
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
window.history.replaceState(null, '', '/');

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

afterEach(() => {
  cleanup();
});
