import { describe, expect, it } from 'vitest';
import type { ExploreAnswer, ExploreDestination } from '../../core/explore';
import { localizeExploreAnswer } from './localized-explore';

const destination = (code: string, name: string): ExploreDestination => ({
  code,
  name,
  countryCode: 'XX',
  countryName: 'Somewhere',
  region: 'europe',
  latitude: 0,
  longitude: 0,
  totalPrice: 500,
  flightPrice: 200,
  hotelPrice: 300,
  departureDate: '2026-12-01',
  returnDate: '2026-12-05',
  nights: 4,
  stops: 0,
  pricedAt: '2026-11-27T10:00:00.000Z',
  estimate: false,
});

const answer: ExploreAnswer = {
  currency: 'EUR',
  origin: { code: 'BEG', name: 'Belgrade', latitude: 44.82, longitude: 20.31 },
  destinations: [destination('PAR', 'Paris'), destination('VIE', 'Vienna'), destination('ZZZ', 'Nowhere')],
};

describe('localizeExploreAnswer', () => {
  it("names the origin and the destinations in the visitor's language, a place it does not know as it was", () => {
    const russian = localizeExploreAnswer(answer, 'ru');
    expect(russian.origin.name).toBe('Белград');
    expect(russian.destinations.map(({ name }) => name)).toEqual(['Париж', 'Вена', 'Nowhere']);
    expect(russian.destinations[0]).toEqual({ ...destination('PAR', 'Париж') });
    expect(localizeExploreAnswer(answer, 'sr').destinations[1]?.name).toBe('Беч');
    expect(localizeExploreAnswer(answer, 'en')).toEqual(answer);
  });
});
