import {
  createThrottleFactory,
  type ThrottleClock,
  type ThrottleFactory,
} from '../../../src/server/infra/throttle';

/** A throttle clock that only the test moves: nothing waits in real time, so no timing can blur a count. */
export interface ManualClock extends ThrottleClock {
  /** Moves time on and wakes every sleeper whose wait is over. */
  advance(ms: number): void;
  /** Sleepers still waiting. */
  sleeping(): number;
  /** Resolves when something next goes to sleep. */
  nextSleep(): Promise<void>;
}

export function manualClock(): ManualClock {
  let now = 0;
  let sleepers: { until: number; wake: () => void }[] = [];
  let onSleep: (() => void)[] = [];
  return {
    now: () => now,
    sleep: (ms) =>
      new Promise<void>((resolve) => {
        sleepers.push({ until: now + ms, wake: resolve });
        const waiting = onSleep;
        onSleep = [];
        for (const notify of waiting) notify();
      }),
    advance: (ms) => {
      now += ms;
      const due = sleepers.filter((sleeper) => sleeper.until <= now);
      sleepers = sleepers.filter((sleeper) => sleeper.until > now);
      for (const sleeper of due) sleeper.wake();
    },
    sleeping: () => sleepers.length,
    nextSleep: () => new Promise<void>((resolve) => onSleep.push(resolve)),
  };
}

/**
 * The real in-process throttles on a manual clock, logging for each rule the clock time of every slot it grants
 * and how many callers wait: a rate limit reads as slots per second of that clock.
 */
export function clockedThrottles() {
  const clock = manualClock();
  const throttles = createThrottleFactory(undefined, { clock });
  const grantedAt = new Map<string, number[]>();
  const waiting = new Map<string, number>();
  let acquisitions = 0;
  const count = (name: string, change: number) => waiting.set(name, (waiting.get(name) ?? 0) + change);

  const factory: ThrottleFactory = (rule) => {
    const throttle = throttles(rule);
    return {
      acquire: async (signal) => {
        acquisitions += 1;
        count(rule.name, 1);
        try {
          await throttle.acquire(signal);
          grantedAt.set(rule.name, [...(grantedAt.get(rule.name) ?? []), clock.now()]);
        } finally {
          count(rule.name, -1);
        }
      },
    };
  };

  return {
    factory,
    clock,
    /** When the rule's slots were granted, in clock milliseconds, in order. */
    grantedAt: (name: string) => grantedAt.get(name) ?? [],
    /** Callers waiting for one of the rule's slots. */
    waiting: (name: string) => waiting.get(name) ?? 0,
    /** Slots asked for under any rule, granted or not. */
    acquisitions: () => acquisitions,
  };
}

/** `count` copies of the clock time `at`: the slots a rule grants together. */
export const grantsAt = (at: number, count: number): number[] => Array.from({ length: count }, () => at);
