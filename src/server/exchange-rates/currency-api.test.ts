import { describe, expect, it } from 'vitest';
import { fetchCurrencyApiRates, readCurrencyApiAnswer, type RatesFetchOutcome } from './currency-api';

/** An answer in the source's shape: lower-case codes, tokens and metals mixed in. */
const answer = {
  date: '2026-11-20',
  eur: {
    usd: 1.0712,
    gbp: 0.8523,
    rsd: 117.12,
    '1inch': 4.2,
    xau: 0.0003,
    btc: 0.0000112,
    zero: 0,
    bad: 'x',
  },
};

describe('readCurrencyApiAnswer', () => {
  it('reads the base table into upper-case three-letter codes', () => {
    expect(readCurrencyApiAnswer(answer)).toEqual({
      base: 'EUR',
      date: '2026-11-20',
      rates: { USD: 1.0712, GBP: 0.8523, RSD: 117.12, XAU: 0.0003, BTC: 0.0000112 },
    });
  });

  it.each([
    ['no date', { eur: { usd: 1 } }],
    ['a bad date', { date: 'today', eur: { usd: 1 } }],
    ['no table', { date: '2026-11-20' }],
    ['two tables', { date: '2026-11-20', eur: { usd: 1 }, usd: { eur: 1 } }],
    ['a table that is not an object', { date: '2026-11-20', eur: 5 }],
    ['no usable rate', { date: '2026-11-20', eur: { usd: -1 } }],
    ['not an object', 'rates'],
  ])('has no rates for an answer with %s', (_case, json) => {
    expect(readCurrencyApiAnswer(json)).toBeUndefined();
  });
});

describe('fetchCurrencyApiRates', () => {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('falls back to the next URL when one fails, and reports each request', async () => {
    const asked: string[] = [];
    const seen: [string, RatesFetchOutcome][] = [];
    const rates = await fetchCurrencyApiRates({
      urls: ['https://primary.test/eur.json', 'https://fallback.test/eur.json'],
      fetchFn: async (url) => {
        asked.push(String(url));
        return String(url).includes('primary') ? json({ message: 'gone' }, 503) : json(answer);
      },
      observe: (source, outcome) => seen.push([source, outcome]),
    });
    expect(rates.rates.GBP).toBe(0.8523);
    expect(asked).toEqual(['https://primary.test/eur.json', 'https://fallback.test/eur.json']);
    expect(seen).toEqual([
      ['primary', 'http_error'],
      ['fallback', 'ok'],
    ]);
  });

  it('rejects naming what went wrong when no URL answers usable rates', async () => {
    const seen: RatesFetchOutcome[] = [];
    const fetches = fetchCurrencyApiRates({
      urls: ['https://a.test/eur.json', 'https://b.test/eur.json', 'https://c.test/eur.json'],
      timeoutMs: 20,
      fetchFn: async (url, init) => {
        if (String(url).includes('a.test')) return new Response('<html>not json</html>');
        if (String(url).includes('b.test')) throw new TypeError('fetch failed');
        // Answers only when aborted, as a server that never replies.
        return new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        );
      },
      observe: (_source, outcome) => seen.push(outcome),
    });
    await expect(fetches).rejects.toThrow(
      'no exchange rates (a.test: invalid, b.test: network, c.test: timeout)',
    );
    expect(seen).toEqual(['invalid', 'network', 'timeout']);
  });
});
