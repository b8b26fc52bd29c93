import { describe, expect, it } from 'vitest';
import { describeLeg } from './flight-leg';
import type { FlightSegment } from './travel-data';

function flight(from: string, departAt: string, to: string, arriveAt: string, number: string): FlightSegment {
  return {
    departure: { iataCode: from, at: departAt },
    arrival: { iataCode: to, at: arriveAt },
    carrierCode: 'LH',
    number,
    duration: 'PT1H',
  };
}

describe('describeLeg', () => {
  it('names the real airports, every flight and the wait at each connection', () => {
    const leg = describeLeg({
      duration: 'PT9H50M',
      segments: [
        flight('BEG', '2026-12-01T06:10:00', 'FRA', '2026-12-01T08:15:00', '1407'),
        flight('FRA', '2026-12-01T10:05:00', 'JFK', '2026-12-01T13:00:00', '400'),
      ],
    });
    expect(leg).toMatchObject({
      from: 'BEG',
      to: 'JFK',
      departureAt: '2026-12-01T06:10:00',
      arrivalAt: '2026-12-01T13:00:00',
      durationMinutes: 590,
      stops: 1,
      connections: [{ airport: 'FRA', minutes: 110 }],
    });
    expect(
      leg?.segments.map((segment) => `${segment.carrierCode}${segment.number} ${segment.from}-${segment.to}`),
    ).toEqual(['LH1407 BEG-FRA', 'LH400 FRA-JFK']);
  });

  it('counts a wait across midnight and names a change of airport', () => {
    const leg = describeLeg({
      duration: 'PT14H',
      segments: [
        flight('JFK', '2026-12-01T18:00:00', 'LHR', '2026-12-02T06:00:00', '1'),
        flight('LGW', '2026-12-02T09:30:00', 'BEG', '2026-12-02T13:00:00', '2'),
      ],
    });
    expect(leg?.connections).toEqual([{ airport: 'LHR', departsFrom: 'LGW', minutes: 210 }]);
  });

  it('keeps the smallest bag allowance of the leg, and none when one flight does not say', () => {
    const withBags = (segment: FlightSegment, carryOn: number, checked: number) => ({
      ...segment,
      includedBags: { carryOn, checked },
    });
    const first = flight('BEG', '2026-12-01T06:10:00', 'FRA', '2026-12-01T08:15:00', '1');
    const second = flight('FRA', '2026-12-01T10:05:00', 'JFK', '2026-12-01T13:00:00', '2');
    expect(
      describeLeg({ duration: 'PT9H', segments: [withBags(first, 1, 2), withBags(second, 1, 1)] })
        ?.includedBags,
    ).toEqual({ carryOn: 1, checked: 1 });
    expect(describeLeg({ duration: 'PT9H', segments: [withBags(first, 1, 2), second] })).not.toHaveProperty(
      'includedBags',
    );
  });

  it('refuses a leg whose next flight leaves before the last one lands, or that has no flights', () => {
    expect(
      describeLeg({
        duration: 'PT5H',
        segments: [
          flight('BEG', '2026-12-01T06:10:00', 'FRA', '2026-12-01T08:15:00', '1'),
          flight('FRA', '2026-12-01T08:00:00', 'JFK', '2026-12-01T11:00:00', '2'),
        ],
      }),
    ).toBeUndefined();
    expect(describeLeg({ duration: 'PT5H', segments: [] })).toBeUndefined();
    expect(describeLeg(undefined)).toBeUndefined();
  });
});
