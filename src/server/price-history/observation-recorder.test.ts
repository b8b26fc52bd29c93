import { Counter, Registry } from 'prom-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExchangeRates } from '../../core/exchange-rates';
import type { PriceObservation, PriceObservationKey } from '../../core/price-history';
import { createLogger } from '../infra/logger';
import { createObservationRecorder, type ObservedTotal, type RecorderParts } from './observation-recorder';
import { sampleObservationKey } from '../../core/price-history.fixtures';

const key: PriceObservationKey = { ...sampleObservationKey, fromCity: 'BEG', nights: 7 };
const inDollars = (total: number): ObservedTotal => ({ ...key, total, currency: 'USD', source: 'search' });
const rates: ExchangeRates = { base: 'EUR', date: '2030-05-01', rates: { USD: 1.25, GBP: 0.8 } };

/** The recorder's parts, with what they were asked recorded; `now` is the test's clock. */
function harness(overrides: Partial<RecorderParts> = {}) {
  let clock = Date.parse('2030-05-01T10:00:00Z');
  const written: PriceObservation[][] = [];
  const pruned: string[] = [];
  const rows = new Counter({
    name: 'rows',
    help: 'rows',
    labelNames: ['outcome'],
    registers: [new Registry()],
  });
  const recorder = createObservationRecorder({
    write: (observations) => {
      written.push(observations);
      return Promise.resolve();
    },
    prune: (at) => {
      pruned.push(at.toISOString());
      return Promise.resolve();
    },
    rates: () => Promise.resolve(rates),
    now: () => clock,
    logger: createLogger('silent'),
    rows,
    delayMs: 1_000,
    maxRows: 3,
    ...overrides,
  });
  const count = async (outcome: string) =>
    (await rows.get()).values.find((value) => value.labels.outcome === outcome)?.value ?? 0;
  return { recorder, written, pruned, count, advance: (ms: number) => (clock += ms) };
}

describe('the observation recorder', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('writes nothing while a search records, then the whole buffer in one write after the delay', async () => {
    const { recorder, written, count } = harness();
    recorder.record([inDollars(100)]);
    recorder.record([inDollars(90)]);
    expect(written).toEqual([]);
    await vi.advanceTimersByTimeAsync(999);
    expect(written).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(written).toHaveLength(1);
    expect(written[0]?.map((row) => row.totalUsd)).toEqual([100, 90]);
    expect(written[0]?.[0]).toMatchObject({
      ...key,
      source: 'search',
      observedAt: new Date('2030-05-01T10:00:00Z'),
    });
    expect(await count('written')).toBe(2);
  });

  it('writes at once when the buffer reaches its size', async () => {
    const { recorder, written } = harness();
    recorder.record([inDollars(1), inDollars(2), inDollars(3)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(written.map((batch) => batch.length)).toEqual([3]);
  });

  it("converts other currencies into dollars at the day's rates and drops a total without a rate", async () => {
    const { recorder, written, count } = harness();
    recorder.record([
      { ...inDollars(0), total: 100, currency: 'EUR' },
      { ...inDollars(0), total: 80, currency: 'GBP' },
      { ...inDollars(0), total: 1000, currency: 'SEK' },
    ]);
    await recorder.flush();
    // 100 EUR × 1.25 = 125 USD; 80 GBP ÷ 0.8 × 1.25 = 125 USD; SEK has no rate.
    expect(written[0]?.map((row) => row.totalUsd)).toEqual([125, 125]);
    expect(await count('unconverted')).toBe(1);
  });

  it('drops, logs and counts a failed write, and never throws into whoever records or flushes', async () => {
    const { recorder, count } = harness({ write: () => Promise.reject(new Error('database down')) });
    expect(() => recorder.record([inDollars(100), inDollars(90)])).not.toThrow();
    await expect(recorder.flush()).resolves.toBeUndefined();
    expect(await count('dropped')).toBe(2);
    // The next batch is tried afresh: the dropped rows are not retried with it.
    recorder.record([inDollars(80)]);
    await recorder.flush();
    expect(await count('dropped')).toBe(3);
  });

  it('prunes after the first write of each UTC day, and only then', async () => {
    const { recorder, pruned, advance } = harness();
    recorder.record([inDollars(1)]);
    await recorder.flush();
    recorder.record([inDollars(2)]);
    await recorder.flush();
    expect(pruned).toEqual(['2030-05-01T10:00:00.000Z']);
    advance(14 * 3_600_000);
    recorder.record([inDollars(3)]);
    await recorder.flush();
    expect(pruned).toEqual(['2030-05-01T10:00:00.000Z', '2030-05-02T00:00:00.000Z']);
  });
});
