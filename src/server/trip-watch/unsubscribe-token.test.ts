import { describe, expect, it } from 'vitest';
import { createUnsubscribeTokens } from './unsubscribe-token';

const id = '0b9f3c1e-6a57-4f6b-9d5e-2f1a7c3e8b40';
const tokens = createUnsubscribeTokens('a'.repeat(64));

describe('unsubscribe tokens', () => {
  it('gives back the id it signed', () => {
    expect(tokens.verify(tokens.sign(id))).toBe(id);
  });

  it('refuses a token signed with another secret, for another id, or cut short', () => {
    const other = createUnsubscribeTokens('b'.repeat(64)).sign(id);
    expect(tokens.verify(other)).toBeNull();
    const [, signature] = tokens.sign(id).split('.');
    expect(tokens.verify(`1b9f3c1e-6a57-4f6b-9d5e-2f1a7c3e8b40.${signature}`)).toBeNull();
    expect(tokens.verify(tokens.sign(id).slice(0, -4))).toBeNull();
    expect(tokens.verify(id)).toBeNull();
    expect(tokens.verify(`${tokens.sign(id)}.extra`)).toBeNull();
    expect(tokens.verify('')).toBeNull();
  });
});
