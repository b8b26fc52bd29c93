import { describe, expect, it } from 'vitest';
import { isLongEnoughKeyword, minLengthFor } from './location-keyword';

describe('isLongEnoughKeyword', () => {
  it.each(['lon', 'Рим', 'روم', '  par  ', '北京', '上海', 'ソウ', '서울', '北京市'])(
    'accepts %s',
    (keyword) => {
      expect(isLongEnoughKeyword(keyword)).toBe(true);
    },
  );

  it.each(['', 'lo', '  l ', 'Ри', 'رو', '北', ' 京 '])('refuses %j', (keyword) => {
    expect(isLongEnoughKeyword(keyword)).toBe(false);
  });

  it('counts characters, not UTF-16 units: 𠀋 is one character', () => {
    expect(isLongEnoughKeyword('𠀋')).toBe(false);
    expect(isLongEnoughKeyword('𠀋京')).toBe(true);
  });

  it('asks 2 characters of a keyword with any Han, Kana or Hangul, 3 of others', () => {
    expect(minLengthFor('北a')).toBe(2);
    expect(minLengthFor('ab')).toBe(3);
  });
});
