import type { Counter } from 'prom-client';
import type { CurrencyCode } from '../../core/currencies';
import { convertAmount, type ExchangeRates } from '../../core/exchange-rates';
import {
  observationDay,
  type ObservationSource,
  type PriceObservation,
  type PriceObservationKey,
} from '../../core/price-history';
import type { Clock } from '../clock';
import type { Logger } from '../infra/logger';

/** A total as a search saw it, in its own currency; the writer converts it into dollars. */
export interface ObservedTotal extends PriceObservationKey {
  total: number;
  currency: CurrencyCode;
  source: ObservationSource;
}

export interface ObservationRecorder {
  /** Buffers the totals, stamped with the clock's now: synchronous and cheap, never throws. */
  record(totals: readonly ObservedTotal[]): void;
  /** Writes what is buffered now (server stop, tests); never rejects. */
  flush(): Promise<void>;
}

export interface RecorderParts {
  write(observations: PriceObservation[]): Promise<void>;
  prune(now: Date): Promise<unknown>;
  /** The day's rates the pipeline converts with; undefined when there are none. */
  rates(): Promise<ExchangeRates | undefined>;
  now: Clock;
  logger: Logger;
  /** Counts rows by outcome: written, dropped (the write failed), unconverted (no rate for the currency). */
  rows: Counter<'outcome'>;
  /** How long a batch waits for company before it is written. */
  delayMs?: number;
  /** A buffer this long is written at once. */
  maxRows?: number;
}

interface Pending extends ObservedTotal {
  observedAt: Date;
}

/**
 * Observations are written off the request path: a search only pushes into a buffer, and the buffer is written in
 * one INSERT `delayMs` after its first row, or as soon as it holds `maxRows`. One write runs at a time. A failed
 * write is logged and counted and its rows are dropped, never retried: history is a nicety, and a database that
 * is down must not grow the buffer without end nor fail a search. Old rows are pruned at most once a UTC day,
 * after a write.
 */
export function createObservationRecorder(parts: RecorderParts): ObservationRecorder {
  const { delayMs = 1_000, maxRows = 500, logger } = parts;
  let buffer: Pending[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let prunedOn: string | undefined;

  async function writeBatch(batch: Pending[]): Promise<void> {
    try {
      const needsRates = batch.some((pending) => pending.currency !== 'USD');
      const rates = needsRates ? await parts.rates() : undefined;
      const observations: PriceObservation[] = [];
      for (const { total, currency, ...observation } of batch) {
        const totalUsd = convertAmount(total, currency, 'USD', rates);
        if (totalUsd !== undefined) observations.push({ ...observation, totalUsd });
      }
      const unconverted = batch.length - observations.length;
      if (unconverted > 0) parts.rows.inc({ outcome: 'unconverted' }, unconverted);
      await parts.write(observations);
      parts.rows.inc({ outcome: 'written' }, observations.length);
    } catch (error) {
      parts.rows.inc({ outcome: 'dropped' }, batch.length);
      logger.warn({ err: error, rows: batch.length }, 'price observations dropped: the write failed');
      return;
    }
    const now = new Date(parts.now());
    const today = observationDay(now);
    if (prunedOn === today) return;
    prunedOn = today;
    await parts.prune(now).catch((error: unknown) => {
      logger.warn({ err: error }, 'price observations: pruning failed');
    });
  }

  function startWrite(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const batch = buffer;
    buffer = [];
    if (batch.length === 0) return writing;
    writing = writing.then(() => writeBatch(batch));
    return writing;
  }

  return {
    record: (totals) => {
      const observedAt = new Date(parts.now());
      for (const total of totals) buffer.push({ ...total, observedAt });
      if (buffer.length >= maxRows) void startWrite();
      else if (!timer && buffer.length > 0) {
        timer = setTimeout(() => void startWrite(), delayMs);
        // A pending batch never keeps the process alive: stop() flushes it.
        timer.unref();
      }
    },
    flush: () => startWrite(),
  };
}
