import { describe, expect, it } from 'vitest';
import { exploreAnswer, exploreOrigin } from './explore-answer';
import type { ExploreTrip } from './explore-port';

const trip = (destination: string): ExploreTrip => ({
  destination,
  flightPrice: 100,
  hotelPrice: 200,
  departureDate: '2027-05-07',
  returnDate: '2027-05-10',
  stops: 0,
  pricedAt: '2027-04-01T08:00:00.000Z',
  estimate: true,
});

describe('explore answer', () => {
  it('leaves out cities under 250 km from the origin’s city, from any source: the London family case', () => {
    const london = exploreOrigin('LON');
    if (!london) throw new Error('LON is not in the airport index');
    const answer = exploreAnswer(london, ['BHX', 'MAN', 'EDI', 'PAR'].map(trip), 1_000, 'GBP');
    expect(answer.destinations.map((destination) => destination.code)).toEqual(['EDI', 'PAR']);
  });

  it('measures from the origin’s city: Philadelphia is too close to New York, Boston is not', () => {
    const newYork = exploreOrigin('JFK');
    if (!newYork) throw new Error('JFK is not in the airport index');
    const answer = exploreAnswer(newYork, ['PHL', 'BOS'].map(trip), 1_000, 'USD');
    expect(answer.destinations.map((destination) => destination.code)).toEqual(['BOS']);
  });

  it('estimates each trip’s CO₂e for the party and cabin, dearer in business and with a stop', () => {
    const london = exploreOrigin('LON');
    if (!london) throw new Error('LON is not in the airport index');
    const party = { cabin: 'ECONOMY' as const, travellers: 2, guests: 2 };
    const [edinburgh, paris] = exploreAnswer(
      london,
      ['EDI', 'PAR'].map(trip),
      1_000,
      'GBP',
      false,
      party,
    ).destinations;
    // Three nights for two guests at the country's hotel factor: the UK's 9.3 kg, France's 4.7 kg a guest night.
    expect(edinburgh?.emissions).toMatchObject({
      hotelKg: Math.round(9.3 * 2 * 3),
      travellers: 2,
      source: 'model',
    });
    expect(paris?.emissions).toMatchObject({ hotelKg: Math.round(4.7 * 2 * 3), travellers: 2 });
    expect(paris?.emissions?.flightKg).toBeGreaterThan(0);
    const [, business] = exploreAnswer(london, ['EDI', 'PAR'].map(trip), 1_000, 'GBP', false, {
      ...party,
      cabin: 'BUSINESS',
    }).destinations;
    expect(business?.emissions?.flightKg).toBeGreaterThan(paris?.emissions?.flightKg ?? Infinity);
    const [withStop] = exploreAnswer(
      london,
      [{ ...trip('PAR'), stops: 1 }],
      1_000,
      'GBP',
      false,
      party,
    ).destinations;
    expect(withStop?.emissions?.flightKg).toBeGreaterThan(paris?.emissions?.flightKg ?? Infinity);
    expect(exploreAnswer(london, [trip('PAR')], 1_000, 'GBP').destinations[0]?.emissions).toBeUndefined();
  });

  it('keeps the close cities when asked (nearby)', () => {
    const london = exploreOrigin('LON');
    if (!london) throw new Error('LON is not in the airport index');
    const answer = exploreAnswer(london, ['BHX', 'EDI'].map(trip), 1_000, 'GBP', true);
    expect(answer.destinations.map((destination) => destination.code)).toEqual(['BHX', 'EDI']);
  });
});
