import { describe, expect, it } from 'vitest';
import { isSiteLanguageName } from './site-language-names';

describe('isSiteLanguageName', () => {
  it.each([
    'Москва',
    'Київ',
    'Београд',
    'München',
    'Warszawa',
    'Pékin',
    'Bucureşti',
    'Göteborg',
    'القاهرة',
    '北京',
  ])('keeps %s', (name) => {
    expect(isSiteLanguageName(name)).toBe(true);
  });

  it.each([
    ['a machine transliteration', 'mo si ke'],
    ['a code', 'MOW'],
    ['Japanese kana', 'モスクワ'],
    ['Korean', '모스크바'],
    ['Greek', 'Μόσχα'],
    ['Persian letters', 'مسکو'],
    ['a Kazakh letter', 'Мәскеу'],
    ['mixed scripts', 'Cairo - القاهرة'],
  ])('drops %s (%s)', (_what, name) => {
    expect(isSiteLanguageName(name)).toBe(false);
  });
});
