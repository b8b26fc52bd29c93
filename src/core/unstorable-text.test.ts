import { describe, expect, it } from 'vitest';
import { hasUnstorableText } from './unstorable-text';

describe('hasUnstorableText', () => {
  it.each([
    ['a NUL character', { name: 'Ana\u0000' }],
    ['half a surrogate pair', ['ok', { deep: ['\ud83d'] }]],
    ['a trailing low surrogate', '\ude00'],
  ])('finds %s anywhere in the body', (_label, body) => {
    expect(hasUnstorableText(body)).toBe(true);
  });

  it.each([
    ['plain text', { name: 'Ana Traveller', ages: [4, 9], ok: true, none: null }],
    ['emoji (whole surrogate pairs) and other scripts', { name: 'Zoë 😀 Ñandú 東京' }],
    ['a number or null', 42],
  ])('lets %s through', (_label, body) => {
    expect(hasUnstorableText(body)).toBe(false);
  });

  it('walks deeply nested bodies without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(50_000)}"\\u0000"${']'.repeat(50_000)}`) as unknown;
    expect(hasUnstorableText(deep)).toBe(true);
  });
});
