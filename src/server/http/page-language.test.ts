import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { acceptedLanguage, pageLanguage } from './page-language';

describe('acceptedLanguage', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['en-US,en;q=0.9', 'en'],
    ['xx-YY, fr;q=0.5', 'fr'],
    ['es;q=0.3, ar;q=0.7', 'ar'],
    ['zh-CN', 'zh'],
    ['de;q=0, ru', 'ru'],
    ['', 'en'],
    [undefined, 'en'],
    ['*', 'en'],
  ])('%s → %s', (header, language) => {
    expect(acceptedLanguage(header)).toBe(language);
  });
});

describe('pageLanguage', () => {
  const app = new Hono().get('/', (c) => c.text(pageLanguage(c)));
  const languageOf = async (headers: Record<string, string>) => (await app.request('/', { headers })).text();

  it('prefers the language chosen on the site over the browser’s', async () => {
    expect(await languageOf({ Cookie: 'lang=sv', 'Accept-Language': 'de-DE,de' })).toBe('sv');
  });

  it('falls back to Accept-Language when the cookie is missing or names no site language', async () => {
    expect(await languageOf({ 'Accept-Language': 'de-DE,de' })).toBe('de');
    expect(await languageOf({ Cookie: 'lang=xx', 'Accept-Language': 'fr' })).toBe('fr');
    expect(await languageOf({})).toBe('en');
  });
});
