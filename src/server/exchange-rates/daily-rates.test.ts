import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { ExchangeRates } from '../../core/exchange-rates';
import { createMemoryCache, type Cache } from '../infra/cache';
import { createDailyRates, RATES_FRESH_MS, RATES_KEPT_MS, RATES_RETRY_MS } from './daily-rates';

const HOUR_MS = 60 * 60 * 1000;
const ratesOf = (date: string, usd: number): ExchangeRates => ({ base: 'EUR', date, rates: { USD: usd } });

/** Daily rates over a scripted source and a clock the test moves; `answers` are used in order, then the last. */
function setup(answers: (ExchangeRates | Error)[], cache: Cache = createMemoryCache()) {
  const clock = { now: Date.UTC(2026, 10, 20, 12) };
  let fetches = 0;
  const rates = createDailyRates({
    fetchRates: async () => {
      const answer = answers[Math.min(fetches, answers.length - 1)];
      fetches += 1;
      if (!answer || answer instanceof Error) throw answer ?? new Error('no answer scripted');
      return answer;
    },
    cache,
    cacheKey: 'fx:rates:test',
    logger: pino({ level: 'silent' }),
    now: () => clock.now,
  });
  return { rates, clock, fetches: () => fetches };
}

describe('createDailyRates', () => {
  it('fetches once and serves the same rates for a day, then fetches again', async () => {
    const { rates, clock, fetches } = setup([ratesOf('2026-11-20', 1.07), ratesOf('2026-11-21', 1.08)]);
    expect(await rates.current()).toEqual(ratesOf('2026-11-20', 1.07));
    clock.now += RATES_FRESH_MS - 1;
    expect((await rates.current())?.date).toBe('2026-11-20');
    expect(fetches()).toBe(1);
    clock.now += 1;
    expect((await rates.current())?.date).toBe('2026-11-21');
    expect(fetches()).toBe(2);
  });

  it('shares one fetch between searches arriving together', async () => {
    const { rates, fetches } = setup([ratesOf('2026-11-20', 1.07)]);
    const answers = await Promise.all([rates.current(), rates.current(), rates.current()]);
    expect(answers.map((answer) => answer?.date)).toEqual(['2026-11-20', '2026-11-20', '2026-11-20']);
    expect(fetches()).toBe(1);
  });

  it('keeps the last good rates while the source fails, asking it again only after a pause', async () => {
    const { rates, clock, fetches } = setup([ratesOf('2026-11-20', 1.07), new Error('source down')]);
    await rates.current();
    clock.now += RATES_FRESH_MS;
    expect((await rates.current())?.date).toBe('2026-11-20');
    expect(fetches()).toBe(2);
    clock.now += RATES_RETRY_MS - 1;
    expect((await rates.current())?.date).toBe('2026-11-20');
    expect(fetches()).toBe(2);
    clock.now += 1;
    await rates.current();
    expect(fetches()).toBe(3);
  });

  it('gives up on the last good rates after a week: no rates rather than stale ones', async () => {
    const { rates, clock } = setup([ratesOf('2026-11-20', 1.07), new Error('source down')]);
    await rates.current();
    clock.now += RATES_KEPT_MS - 1;
    expect((await rates.current())?.date).toBe('2026-11-20');
    clock.now += 1;
    expect(await rates.current()).toBeUndefined();
  });

  it('has no rates when the source never answered', async () => {
    const { rates } = setup([new Error('source down')]);
    expect(await rates.current()).toBeUndefined();
  });

  it('serves rates another instance fetched through the shared cache', async () => {
    const cache = createMemoryCache();
    const first = setup([ratesOf('2026-11-20', 1.07)], cache);
    const second = setup([ratesOf('2026-11-20', 9.99)], cache);
    await first.rates.current();
    expect(await second.rates.current()).toEqual(ratesOf('2026-11-20', 1.07));
    expect(second.fetches()).toBe(0);
    // A day later the shared entry is stale: the second instance fetches for itself.
    second.clock.now += RATES_FRESH_MS + HOUR_MS;
    expect((await second.rates.current())?.rates.USD).toBe(9.99);
    expect(second.fetches()).toBe(1);
  });

  it('ignores a cache entry that is not rates', async () => {
    const cache = createMemoryCache();
    await cache.set('fx:rates:test', { rates: { base: 'euro' }, fetchedAt: 'yesterday' }, HOUR_MS);
    const { rates, fetches } = setup([ratesOf('2026-11-20', 1.07)], cache);
    expect((await rates.current())?.date).toBe('2026-11-20');
    expect(fetches()).toBe(1);
  });
});
