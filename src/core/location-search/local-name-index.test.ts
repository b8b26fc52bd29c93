import { describe, expect, it } from 'vitest';
import { LocalNameIndex } from './local-name-index';
import { normalizeSearchText } from './search-text';

const index = new LocalNameIndex(
  [
    ['Москва', 'MOW'],
    ['Roma', 'ROM'],
    ['Monaco di Baviera', 'MUC'],
    ['北京市', 'BJS'],
    ['القاهرة', 'CAI'],
    ['Нью-Йорк', 'NYC'],
  ].map(([name = '', code = '']) => [normalizeSearchText(name), code] as const),
);
const find = (keyword: string) => Object.fromEntries(index.find(normalizeSearchText(keyword)));

describe('LocalNameIndex', () => {
  it('matches a name in another script like a name: whole 5, its start 4, a word 3', () => {
    expect(find('москва')).toEqual({ MOW: 5 });
    expect(find('мос')).toEqual({ MOW: 4 });
    expect(find('йорк')).toEqual({ NYC: 3 });
    expect(find('北京')).toEqual({ BJS: 4 });
  });

  it('matches a Latin name as a name only when whole, else like a substring', () => {
    expect(find('roma')).toEqual({ ROM: 5 });
    expect(find('rom')).toEqual({ ROM: 1 });
    expect(find('baviera')).toEqual({ MUC: 1 });
  });

  it('finds an Arabic name without its joined article', () => {
    expect(find('قاهرة')).toEqual({ CAI: 3 });
  });

  it('finds nothing inside a word, nor for an unknown name', () => {
    expect(find('осква')).toEqual({});
    expect(find('xyz')).toEqual({});
  });

  it('answers a one-character keyword by looking through every bucket', () => {
    expect(find('м')).toEqual({ MOW: 4 });
  });
});
