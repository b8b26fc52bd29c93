import { describe, expect, it } from 'vitest';
import { fallbackLanguage, languages, textDirection } from './languages';

describe('languages', () => {
  it('offers the 15 product.md languages once each', () => {
    const codes = languages.map((language) => language.code);
    expect([...codes].sort()).toEqual(
      ['ar', 'de', 'en', 'es', 'fr', 'it', 'no', 'pl', 'pt', 'ro', 'ru', 'sr', 'sv', 'uk', 'zh'].sort(),
    );
    expect(codes).toContain(fallbackLanguage);
  });
});

describe('textDirection', () => {
  it('reads Arabic right to left, with or without a region', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('ar-EG')).toBe('rtl');
  });

  it('reads other and unknown languages left to right', () => {
    expect(textDirection('en-US')).toBe('ltr');
    expect(textDirection('xx')).toBe('ltr');
  });
});
