import { describe, expect, it } from 'vitest';
import { exploreWindow } from '../../../core/explore';
import { createSemaphore } from '../../infra/semaphore';
import { ExploreBusyError, type ExploreTripQuery } from '../explore-port';
import { createSandboxExploreSource, type IndexBuilder } from './explore';
import { exploreIndexBytes, type ExploreIndex, type ExploreIndexKey } from './explore-index';

const today = '2030-01-10';
/** The sandbox's clock: noon today. */
const clockMs = Date.parse(`${today}T12:00:00Z`);
const pricedAt = () => new Date(clockMs);
const never = new AbortController().signal;
const window = exploreWindow('2030-03', '5-7', today);
if (!window) throw new Error('March 2030 has dates');

const query = (origin: string): ExploreTripQuery => ({
  origin,
  window,
  minNights: 5,
  maxNights: 7,
  weekend: false,
  adults: 1,
  children: 0,
  childrenAges: [],
  rooms: 1,
  level: 'budget',
  directOnly: false,
  cabin: 'ECONOMY',
  bags: 'cabin',
  currency: 'EUR',
  budget: 1_000,
});

/** An index with no destinations whose arrays take `bytes`: what the cache weighs, without seconds of building. */
function indexOf(key: ExploreIndexKey, bytes: number): ExploreIndex {
  return {
    ...key,
    destinations: [],
    stayCount: 0,
    anyFareUsd: new Float64Array(bytes / 8),
    anyFeeEur: new Float32Array(0),
    anyStops: new Uint8Array(0),
    directFareUsd: new Float64Array(0),
    directFeeEur: new Float32Array(0),
    directStops: new Uint8Array(0),
    hotelRateUsd: new Float64Array(0),
    seasonSum: new Float64Array(0),
    nightSeasons: new Float64Array(0),
    nightCount: 0,
    typicalStay: new Int32Array(0),
  };
}

/** Builds that finish or fail when the test says so, each recorded by origin. */
function controlledBuilder() {
  const built: string[] = [];
  const pending = new Map<string, { finish(): void; fail(error: Error): void }>();
  const onStart = new Map<string, () => void>();
  let closed = false;
  const builder: IndexBuilder = {
    run: (key) =>
      new Promise((resolve, reject) => {
        built.push(key.origin);
        pending.set(key.origin, { finish: () => resolve(indexOf(key, 1_024)), fail: reject });
        onStart.get(key.origin)?.();
      }),
    close: async () => {
      closed = true;
      for (const build of pending.values()) build.fail(new Error('closed'));
    },
  };
  /** Resolves once the origin's build has started. */
  const started = (origin: string) =>
    pending.has(origin) ? Promise.resolve() : new Promise<void>((resolve) => onStart.set(origin, resolve));
  const settle = async (
    origin: string,
    how: (build: { finish(): void; fail(error: Error): void }) => void,
  ) => {
    await started(origin);
    const build = pending.get(origin);
    pending.delete(origin);
    if (build) how(build);
  };
  return {
    builder,
    built,
    started,
    finish: (origin: string) => settle(origin, (build) => build.finish()),
    fail: (origin: string, error: Error) => settle(origin, (build) => build.fail(error)),
    isClosed: () => closed,
  };
}

/** Builds that finish at once. */
function instantBuilder(bytes: number) {
  const built: string[] = [];
  const builder: IndexBuilder = {
    run: async (key) => {
      built.push(key.origin);
      return indexOf(key, bytes);
    },
    close: async () => {},
  };
  return { builder, built };
}

describe('the sandbox explore source', () => {
  it('keeps indexes by the memory they take: the least recently used goes when the next would not fit', async () => {
    const bytes = 400 * 1_024;
    const { builder, built } = instantBuilder(bytes);
    const index = exploreIndexBytes(
      indexOf(
        {
          quoteDay: today,
          origin: 'BEG',
          window,
          minNights: 5,
          maxNights: 7,
          weekend: false,
          cabin: 'ECONOMY',
        },
        bytes,
      ),
    );
    // Room for two indexes, not three.
    const source = createSandboxExploreSource(pricedAt, () => clockMs, {
      builder,
      cacheBytes: 2 * index + index / 2,
    });
    for (const origin of ['BEG', 'VIE', 'BEG', 'ATH', 'VIE', 'BEG', 'ATH']) {
      await source.findTrips(query(origin), never);
    }
    // BEG, VIE built; BEG kept; ATH pushes out VIE (used less recently than BEG); VIE again pushes out BEG; then
    // BEG pushes out ATH, which is built once more.
    expect(built).toEqual(['BEG', 'VIE', 'ATH', 'VIE', 'BEG', 'ATH']);
  });

  it('builds a new index when the sandbox clock reaches a new day, and gives the builder that day', async () => {
    const days: string[] = [];
    const builder: IndexBuilder = {
      run: async (key) => {
        days.push(key.quoteDay);
        return indexOf(key, 1_024);
      },
      close: async () => {},
    };
    let now = Date.parse(`${today}T23:00:00Z`);
    const source = createSandboxExploreSource(pricedAt, () => now, { builder });
    await source.findTrips(query('BEG'), never);
    now += 30 * 60_000;
    await source.findTrips(query('BEG'), never);
    now += 60 * 60_000;
    await source.findTrips(query('BEG'), never);
    expect(days).toEqual(['2030-01-10', '2030-01-11']);
  });

  it('builds a window once for requests that arrive while it is being built', async () => {
    const { builder, built, finish } = controlledBuilder();
    const source = createSandboxExploreSource(pricedAt, () => clockMs, { builder });
    const first = source.findTrips(query('BEG'), never);
    const second = source.findTrips(query('BEG'), never);
    await finish('BEG');
    await expect(Promise.all([first, second])).resolves.toEqual([[], []]);
    expect(built).toEqual(['BEG']);
  });

  it('refuses an uncached explore beyond the limit at once, and serves the windows it has or is building', async () => {
    const { builder, built, started, finish } = controlledBuilder();
    const builds = createSemaphore(undefined, { name: 'explore-cold', permits: 1, leaseMs: 60_000 });
    const source = createSandboxExploreSource(pricedAt, () => clockMs, { builder, builds });
    await Promise.all([source.findTrips(query('VIE'), never), finish('VIE')]);

    const building = source.findTrips(query('BEG'), never);
    await started('BEG');
    await expect(source.findTrips(query('ATH'), never)).rejects.toBeInstanceOf(ExploreBusyError);
    const joining = source.findTrips(query('BEG'), never);
    await expect(source.findTrips(query('VIE'), never)).resolves.toEqual([]);
    expect(built).toEqual(['VIE', 'BEG']);

    await finish('BEG');
    await expect(Promise.all([building, joining])).resolves.toEqual([[], []]);
    // The permit is back: the refused window can be built now.
    const retried = source.findTrips(query('ATH'), never);
    await finish('ATH');
    await expect(retried).resolves.toEqual([]);
  });

  it('gives the permit back when a build fails', async () => {
    const { builder, finish, fail } = controlledBuilder();
    const builds = createSemaphore(undefined, { name: 'explore-cold', permits: 1, leaseMs: 60_000 });
    const source = createSandboxExploreSource(pricedAt, () => clockMs, { builder, builds });
    const failing = expect(source.findTrips(query('BEG'), never)).rejects.toThrow('worker thread died');
    await fail('BEG', new Error('worker thread died'));
    await failing;
    const next = source.findTrips(query('VIE'), never);
    await finish('VIE');
    await expect(next).resolves.toEqual([]);
  });

  it('stops waiting when the request is gone, and still keeps the index it was building', async () => {
    const { builder, built, finish } = controlledBuilder();
    const source = createSandboxExploreSource(pricedAt, () => clockMs, { builder });
    const gone = new AbortController();
    const leaving = source.findTrips(query('BEG'), gone.signal);
    gone.abort(new Error('client left'));
    await expect(leaving).rejects.toThrow('client left');
    await finish('BEG');
    await expect(source.findTrips(query('BEG'), never)).resolves.toEqual([]);
    expect(built).toEqual(['BEG']);
  });

  it('closes its builder, and waits for the builds it cut short to give their permits back', async () => {
    const { builder, started, isClosed } = controlledBuilder();
    let released = false;
    const source = createSandboxExploreSource(pricedAt, () => clockMs, {
      builder,
      builds: {
        tryAcquire: async () => ({
          release: async () => {
            released = true;
          },
        }),
      },
    });
    const cut = expect(source.findTrips(query('BEG'), never)).rejects.toThrow('closed');
    await started('BEG');
    await source.close();
    expect(isClosed()).toBe(true);
    expect(released).toBe(true);
    await cut;
  });
});
