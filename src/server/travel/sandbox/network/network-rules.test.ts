import { describe, expect, it } from 'vitest';
import { airlineName } from '../../../../core/airlines';
import { findAirport } from '../airport-data';
import { allCarriers, carrierOf } from '../airlines-by-region';
import { hubByCode } from '../hubs';
import { flownRoute } from '../flights';
import { isOpenLeg, mayServe } from './airspace-rules';
import { alliances } from './alliances';
import { carrierBases } from './carrier-bases';
import { minConnectionMinutes } from './connection-times';
import { knownNonStops } from './known-nonstops';

const plansOf = (from: string, to: string) => {
  const plans = flownRoute(from, to)?.plans;
  return plans ? [...(plans.direct ? [plans.direct] : []), ...plans.connecting] : [];
};

describe('the network data', () => {
  it('names only airports and carriers that exist: a typo would silently fly nothing', () => {
    for (const carrier of allCarriers) {
      expect(carrierBases[carrier.code]?.length, carrier.code).toBeGreaterThan(0);
      expect(airlineName(carrier.code), `the name of ${carrier.code}`).toBeDefined();
    }
    for (const [code, bases] of Object.entries(carrierBases)) {
      expect(carrierOf(code), code).toBeDefined();
      for (const base of bases) expect(findAirport(base)?.code, `${code} ${base}`).toBe(base);
    }
    for (const member of Object.values(alliances).flat()) expect(carrierOf(member), member).toBeDefined();
    for (const hub of Object.keys(minConnectionMinutes)) expect(hubByCode.has(hub), hub).toBe(true);
    for (const route of knownNonStops) {
      expect(findAirport(route.from)?.code).toBe(route.from);
      expect(findAirport(route.to)?.code).toBe(route.to);
    }
  });
});

describe('bans and closed airspace', () => {
  const origins = ['LED', 'SVO', 'MSQ', 'BEG', 'IST', 'LHR', 'HEL', 'DXB'];
  const destinations = ['RIX', 'FRA', 'JFK', 'LHR', 'KBP', 'LWO', 'BEG', 'DEL', 'PEK', 'GDN', 'SVO', 'VNO'];

  it('keep every leg of every plan, direct or connecting, off banned pairs and closed countries', () => {
    let legs = 0;
    for (const from of origins) {
      for (const to of destinations) {
        for (const leg of plansOf(from, to).flat()) {
          legs += 1;
          const route = `${from}→${to}: ${leg.from.code}-${leg.to.code}`;
          expect(isOpenLeg(leg.from.countryCode, leg.to.countryCode), route).toBe(true);
          for (const code of [...leg.carriers, ...leg.lowCostCarriers]) {
            const home = carrierOf(code)?.home ?? '';
            expect(
              mayServe(home, leg.from.countryCode) && mayServe(home, leg.to.countryCode),
              `${code} ${route}`,
            ).toBe(true);
          }
        }
      }
    }
    expect(legs).toBeGreaterThan(50);
  });

  it('still connect St Petersburg with Riga, through a country that flies to both', () => {
    const plans = plansOf('LED', 'RIX');
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) expect(plan.length).toBeGreaterThan(1);
  });

  it('leave Ukraine without any flight', () => {
    expect(flownRoute('BEG', 'LWO')).toBeUndefined();
    expect(flownRoute('KBP', 'IST')).toBeUndefined();
  });
});

describe('alliances', () => {
  it('let a partner based at either end fly a leg to the hub: Warsaw → Frankfurt on LOT, on to San Francisco on United', () => {
    const viaFrankfurt = plansOf('WAW', 'SFO').find((plan) => plan[0]?.to.code === 'FRA');
    expect(viaFrankfurt?.map((leg) => leg.carriers)).toEqual([
      ['LH', 'LO'],
      ['LH', 'UA'],
    ]);
  });

  it('keep partners in their own region or on the joint ventures: no TAP from Lisbon to Singapore', () => {
    const viaSingapore = plansOf('LIS', 'SYD').find((plan) => plan[0]?.to.code === 'SIN');
    expect(viaSingapore?.[0]?.carriers).toEqual(['SQ']);
  });
});

describe('domestic trips', () => {
  it.each([
    ['LHR', 'MAN'],
    ['MAN', 'LHR'],
    ['LHR', 'EDI'],
    ['BHX', 'LHR'],
  ])('change planes at home, not abroad, for %s → %s', (from, to) => {
    const plans = plansOf(from, to);
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) for (const leg of plan) expect(leg.to.countryCode).toBe('GB');
  });
});
