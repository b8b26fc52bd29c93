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

  it('keeps the close cities when asked (nearby)', () => {
    const london = exploreOrigin('LON');
    if (!london) throw new Error('LON is not in the airport index');
    const answer = exploreAnswer(london, ['BHX', 'EDI'].map(trip), 1_000, 'GBP', true);
    expect(answer.destinations.map((destination) => destination.code)).toEqual(['BHX', 'EDI']);
  });
});
