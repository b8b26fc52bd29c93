import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import de from '../locales/de.json';
import en from '../locales/en.json';
import { ApiError } from './api-client';
import { AuthServiceError } from './auth-call';
import { serverErrorText } from './server-error-text';

async function translator(lng: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    fallbackLng: 'en',
    resources: { en: { translation: en }, de: { translation: de } },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

describe('serverErrorText', () => {
  it("shows a Better Auth error in the visitor's language by its code", async () => {
    const error = new AuthServiceError('Invalid email or password', 401, 'INVALID_EMAIL_OR_PASSWORD');
    expect(serverErrorText(error, await translator('en'), 'fallback')).toBe('Invalid email or password');
    expect(serverErrorText(error, await translator('de'), 'fallback')).toBe(
      de.serverErrors.INVALID_EMAIL_OR_PASSWORD,
    );
    expect(de.serverErrors.INVALID_EMAIL_OR_PASSWORD).not.toBe(en.serverErrors.INVALID_EMAIL_OR_PASSWORD);
  });

  it('translates our API errors by code', async () => {
    const error = new ApiError('No saved search with this id.', 401, 'unauthorized');
    expect(serverErrorText(error, await translator('de'), 'fallback')).toBe(de.serverErrors.unauthorized);
  });

  it('treats a 429 without a code as rate limited', async () => {
    const error = new AuthServiceError('Too many requests. Please try again later.', 429);
    expect(serverErrorText(error, await translator('de'), 'fallback')).toBe(de.serverErrors.rate_limited);
  });

  it("shows the server's own message for a code it does not know", async () => {
    const error = new ApiError('Something new went wrong.', 400, 'brand_new_code');
    expect(serverErrorText(error, await translator('de'), 'fallback')).toBe('Something new went wrong.');
  });

  it('falls back when the failure has no message or is not an answer at all', async () => {
    const t = await translator('en');
    expect(serverErrorText(new ApiError('', 502, 'unknown'), t, 'Try again.')).toBe('Try again.');
    expect(serverErrorText(new TypeError('Failed to fetch'), t, 'Try again.')).toBe('Try again.');
  });
});
