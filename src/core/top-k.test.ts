import { describe, expect, it } from 'vitest';
import { insertIntoTop } from './top-k';

const ascending = (a: number, b: number) => a - b;

describe('insertIntoTop', () => {
  it('keeps the best `limit` items in order', () => {
    const top: number[] = [];
    for (const value of [5, 1, 9, 3, 7, 2, 8]) insertIntoTop(top, value, 3, ascending);
    expect(top).toEqual([1, 2, 3]);
  });

  it('places an equal item after the ones already held, like a stable sort', () => {
    const top: { key: number; name: string }[] = [];
    const byKey = (a: { key: number }, b: { key: number }) => a.key - b.key;
    for (const name of ['a', 'b', 'c']) insertIntoTop(top, { key: 1, name }, 2, byKey);
    expect(top.map((item) => item.name)).toEqual(['a', 'b']);
  });

  it('holds nothing with a limit of 0', () => {
    const top: number[] = [];
    insertIntoTop(top, 1, 0, ascending);
    expect(top).toEqual([]);
  });
});
