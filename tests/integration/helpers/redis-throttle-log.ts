import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** One run of a Redis throttle's script: whether it took a slot and, if so, the Redis time it stamped it with. */
export interface SlotDecision {
  granted: boolean;
  at?: number;
}

/**
 * Records, through MONITOR, what the Redis throttles of every process decide on one key: each try is an EVAL of
 * the throttle's script, each slot it takes the ZADD the script runs with Redis's own time. Tests read the budget
 * off that clock, the one the throttle keeps, where socket and timer delays cannot blur it.
 */
export async function recordSlotDecisions(redis: Redis, key: string) {
  const monitor = await redis.monitor();
  // By the ID the script adds as the slot's member, its last argument.
  const decisions = new Map<string, SlotDecision>();
  const marker = `slot-decisions-end:${randomUUID()}`;
  let markerSeen = () => {};
  const caughtUp = new Promise<void>((resolve) => (markerSeen = resolve));

  monitor.on('monitor', (_time: string, args: string[], source: string) => {
    const [command = '', ...rest] = args;
    const name = command.toLowerCase();
    if (name === 'eval' && rest.includes(key)) {
      const id = rest.at(-1) ?? '';
      decisions.set(id, { granted: false, ...decisions.get(id) });
    } else if (name === 'zadd' && source === 'lua' && rest[0] === key) {
      decisions.set(rest[2] ?? '', { granted: true, at: Number(rest[1]) });
    } else if (name === 'echo' && rest[0] === marker) {
      markerSeen();
    }
  });

  return {
    /** Every decision, in the order of the tries, once MONITOR has shown all that Redis ran before this call. */
    async stop(): Promise<SlotDecision[]> {
      // MONITOR shows commands in the order Redis runs them: once the marker shows, everything before it has.
      await redis.echo(marker);
      await caughtUp;
      monitor.disconnect();
      return [...decisions.values()];
    },
  };
}

/** The Redis times of the slots granted, in order. */
export const grantTimes = (decisions: readonly SlotDecision[]): number[] =>
  decisions.flatMap((decision) => (decision.granted && decision.at !== undefined ? [decision.at] : []));

/** The most slots granted within any `windowMs` (a half-open window, as the throttle's sliding log counts it). */
export function mostWithin(times: readonly number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  let first = 0;
  for (let last = 0; last < sorted.length; last += 1) {
    while ((sorted[last] ?? 0) - (sorted[first] ?? 0) >= windowMs) first += 1;
    most = Math.max(most, last - first + 1);
  }
  return most;
}
