import pino from 'pino';
import { createBackgroundTasks } from '../../../src/server/infra/background-tasks';
import { createMemoryCache } from '../../../src/server/infra/cache';
import {
  createTravelpayoutsFareFeed,
  type TravelpayoutsFareFeedOptions,
} from '../../../src/server/travel/travelpayouts';
import type { FakeTravelpayouts } from '../../fakes/travelpayouts-server';
import { unthrottled } from './amadeus-provider';

/** A month well ahead of any test run, whose every day is a departure explore may use. */
export const march2027 = {
  firstDeparture: '2027-03-01',
  lastDeparture: '2027-03-31',
  lastReturn: '2027-12-31',
};

/** A clock the test moves: epoch milliseconds. */
export function testClock(start = Date.parse('2027-01-10T08:00:00Z')) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/**
 * The Travelpayouts fare feed pointed at the fake, with a fresh memory cache and background tasks, no throttling
 * and no waits between retries unless overridden.
 */
export function travelpayoutsFeedFor(
  fake: FakeTravelpayouts,
  overrides: Partial<TravelpayoutsFareFeedOptions> = {},
) {
  const logger = pino({ level: 'silent' });
  return createTravelpayoutsFareFeed({
    token: fake.token,
    apiUrl: fake.url,
    cache: createMemoryCache(),
    throttles: unthrottled,
    logger,
    backgroundTasks: createBackgroundTasks(logger),
    sleep: async (_ms, signal) => signal.throwIfAborted(),
    ...overrides,
  });
}
