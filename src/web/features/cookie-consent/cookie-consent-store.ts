import { useSyncExternalStore } from 'react';

/** The visitor's cookie choice (product.md §3): only 'all' allows optional cookies such as analytics. */
export type CookieConsent = 'all' | 'essential';

const consentKey = 'cookie-consent';
const consentDateKey = 'cookie-consent-date';

const listeners = new Set<() => void>();

/** The stored choice, or null while the visitor has not chosen (or storage is unavailable). */
export function readCookieConsent(): CookieConsent | null {
  try {
    const stored = localStorage.getItem(consentKey);
    return stored === 'all' || stored === 'essential' ? stored : null;
  } catch {
    return null;
  }
}

/** Stores the choice with its ISO timestamp and tells every reader. */
export function saveCookieConsent(choice: CookieConsent): void {
  localStorage.setItem(consentKey, choice);
  localStorage.setItem(consentDateKey, new Date().toISOString());
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice counts here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * The current cookie choice and a way to make it. TripFit loads no analytics today, so nothing optional loads
 * whatever the choice; any optional script added later must load only when `consent === 'all'`.
 */
export function useCookieConsent() {
  const consent = useSyncExternalStore(subscribe, readCookieConsent, () => null);
  return { consent, choose: saveCookieConsent };
}
