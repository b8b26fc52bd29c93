import { describe, expect, it } from 'vitest';
import { normalizeSearchText, sameSearchText } from './search-text';

describe('normalizeSearchText', () => {
  it('drops case, accents and punctuation in Latin letters', () => {
    expect(normalizeSearchText('São Paulo')).toBe('sao paulo');
    expect(normalizeSearchText('  Kraków–Balice ')).toBe('krakow balice');
    expect(normalizeSearchText('München')).toBe('munchen');
    expect(sameSearchText('Montréal', 'MONTREAL')).toBe(true);
  });

  it('keeps Cyrillic, Arabic and Chinese letters', () => {
    expect(normalizeSearchText('Москва')).toBe('москва');
    expect(normalizeSearchText('Київ')).toBe(normalizeSearchText('КИЇВ'));
    expect(normalizeSearchText('北京')).toBe('北京');
    expect(normalizeSearchText('القاهرة')).not.toBe('');
  });

  it('reads Arabic as people type it: no tatweel, harakat or hamza, ة as ه, ى as ي', () => {
    const cairo = normalizeSearchText('القاهرة');
    expect(normalizeSearchText('القـــاهرة')).toBe(cairo);
    expect(normalizeSearchText('القَاهِرَة')).toBe(cairo);
    expect(normalizeSearchText('القاهره')).toBe(cairo);
    expect(normalizeSearchText('أبو ظبي')).toBe(normalizeSearchText('ابو ظبى'));
  });

  it('reads fullwidth forms as their plain letters', () => {
    expect(normalizeSearchText('ＬＯＮ')).toBe('lon');
  });
});
