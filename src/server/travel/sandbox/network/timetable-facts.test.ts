import { describe, expect, it } from 'vitest';
import { findAirport } from '../airport-data';
import { flownRoute } from '../flights';
import { timetableFacts, type TimetableFact } from './timetable-facts';

/** The non-stop's carriers on the route, network and low-cost; none when it is not flown non-stop. */
function nonStopCarriers(from: string, to: string): string[] {
  const leg = flownRoute(from, to)?.plans.direct?.[0];
  return leg ? [...leg.carriers, ...leg.lowCostCarriers] : [];
}

/** What the sandbox says where it disagrees with the fact, else undefined. */
function disagreement(fact: TimetableFact): string | undefined {
  const carriers = nonStopCarriers(fact.from, fact.to);
  const flown = 'carrier' in fact ? carriers.includes(fact.carrier) : carriers.length > 0;
  const expected = 'carrier' in fact ? fact.flies : fact.nonStop;
  if (flown === expected) return undefined;
  const who = 'carrier' in fact ? `${fact.carrier} ` : '';
  return `${who}${fact.from}→${fact.to}: timetable ${expected}, sandbox [${carriers.join(',')}] (${fact.source})`;
}

describe('the sandbox network against public timetables', () => {
  it('has at least 80 facts, each with its source, on airports that exist', () => {
    expect(timetableFacts.length).toBeGreaterThanOrEqual(80);
    for (const fact of timetableFacts) {
      expect(fact.source).toMatch(/^https:\/\//);
      // A mistyped code flies nothing, which would pass every "no non-stop" fact.
      expect(findAirport(fact.from), fact.from).toBeDefined();
      expect(findAirport(fact.to), fact.to).toBeDefined();
    }
  });

  it('agrees with every fact', () => {
    expect(timetableFacts.flatMap((fact) => disagreement(fact) ?? [])).toEqual([]);
  });
});
