import { describe, expect, it } from 'vitest';
import {
  cleanDestination,
  destinationConfidence,
  showsSyncHint,
  similarity,
  syncAccommodationLocation,
  textBeforeParenthesis,
} from './fuzzy-sync';

const charlesDeGaulle = 'Paris Charles de Gaulle Airport (CDG)';
const orly = 'Paris-Orly Airport (ORY)';

describe('cleaning a destination', () => {
  it('takes the text before the parenthesis', () => {
    expect(textBeforeParenthesis(charlesDeGaulle)).toBe('Paris Charles de Gaulle Airport');
    expect(textBeforeParenthesis('Paris')).toBe('Paris');
  });

  it.each([
    ['Paris Charles de Gaulle Airport', 'Paris Charles'],
    ['London Heathrow Airport', 'London Heathrow'],
    ['Dubai International Airport', 'Dubai'],
    ['Santa Barbara Municipal Airport', 'Santa Barbara'],
    ['Aspen Regional', 'Aspen'],
    ['Boeing Field', 'Boeing'],
    ['Nellis Air Force Base', 'Nellis Air'],
    ['Terminal Rome', 'Rome'],
    ['Belgrade', 'Belgrade'],
  ])('%s → %s', (destination, cleaned) => {
    expect(cleanDestination(destination)).toBe(cleaned);
  });

  it('ignores the case of the dropped words', () => {
    expect(cleanDestination('CHARLES DE GAULLE INTL AIRPORT')).toBe('CHARLES DE');
  });
});

describe('similarity (normalised Levenshtein on lowercase text)', () => {
  it('is 1 for the same text in any case and 0 for nothing in common', () => {
    expect(similarity('Paris', 'PARIS')).toBe(1);
    expect(similarity('abc', 'xyz')).toBe(0);
    expect(similarity('', '')).toBe(1);
  });

  it('is 1 − edits ÷ the longer length', () => {
    expect(similarity('Belgrade', 'Belgrad')).toBe(7 / 8);
    expect(similarity('Paris-Orly', 'Paris-O')).toBe(0.7);
  });

  it('is symmetric', () => {
    expect(similarity('Beograd', 'Belgrade')).toBe(similarity('Belgrade', 'Beograd'));
  });
});

describe('destination confidence (product.md §4, first rule that applies)', () => {
  it('is 1 for an exact match of the cleaned destination, ignoring case and spaces', () => {
    expect(destinationConfidence(charlesDeGaulle, 'Paris Charles')).toBe(1);
    expect(destinationConfidence(charlesDeGaulle, '  paris   CHARLES ')).toBe(1);
    expect(destinationConfidence('Paris (PAR)', 'Paris')).toBe(1);
  });

  it('is the similarity itself from 0.7 up', () => {
    expect(destinationConfidence(charlesDeGaulle, 'Paris Charle')).toBe(12 / 13);
    expect(destinationConfidence(charlesDeGaulle, 'Paris Charl')).toBe(11 / 13);
    expect(destinationConfidence(orly, 'Paris-O')).toBe(0.7);
  });

  it('is 0.9 when the destination contains the location and the similarity is under 0.7', () => {
    expect(similarity('Paris Charles', 'Paris Cha')).toBeLessThan(0.7);
    expect(destinationConfidence(charlesDeGaulle, 'Paris Cha')).toBe(0.9);
    expect(destinationConfidence(charlesDeGaulle, 'Paris')).toBe(0.9);
    expect(destinationConfidence(charlesDeGaulle, 'de Gaulle Airport')).toBe(0.9);
  });

  it('is 0.85 when only the cleaned destination contains the location', () => {
    // 'Roswell Air' exists only once 'International' is dropped.
    expect(destinationConfidence('Roswell International Air Center (ROW)', 'll Air')).toBe(0.85);
  });

  it('is 0 for an unrelated location or a similarity just under 0.7', () => {
    expect(destinationConfidence(charlesDeGaulle, 'London')).toBe(0);
    expect(similarity('Paris Charles', 'Porus Chxrlxs')).toBe(9 / 13);
    expect(destinationConfidence(charlesDeGaulle, 'Porus Chxrlxs')).toBe(0);
    expect(destinationConfidence(charlesDeGaulle, '')).toBe(0);
  });
});

describe('the auto-sync hint', () => {
  it('shows from a confidence of 0.7', () => {
    expect(showsSyncHint(0.6999)).toBe(false);
    expect(showsSyncHint(0.7)).toBe(true);
    expect(showsSyncHint(1)).toBe(true);
  });
});

describe('syncing the accommodation location to a chosen destination', () => {
  it('fills an empty location with the cleaned destination', () => {
    expect(syncAccommodationLocation(charlesDeGaulle, '', false)).toEqual({
      location: 'Paris Charles',
      confidence: 1,
    });
    expect(syncAccommodationLocation('Paris (PAR)', '  ', false)).toEqual({
      location: 'Paris',
      confidence: 1,
    });
  });

  it('overwrites from a confidence of 0.85', () => {
    expect(syncAccommodationLocation(charlesDeGaulle, 'Paris', false)).toEqual({
      location: 'Paris Charles',
      confidence: 0.9,
    });
    expect(syncAccommodationLocation('Roswell International Air Center (ROW)', 'll Air', false)).toEqual({
      location: 'Roswell Air',
      confidence: 0.85,
    });
  });

  it('keeps the text but counts as synced from 0.7 to just under 0.85', () => {
    expect(syncAccommodationLocation(charlesDeGaulle, 'Paris Charl', false)).toEqual({
      location: 'Paris Charl',
      confidence: 11 / 13,
    });
    expect(syncAccommodationLocation(orly, 'Paris-O', false)).toEqual({
      location: 'Paris-O',
      confidence: 0.7,
    });
  });

  it('leaves unrelated text from elsewhere alone, out of sync', () => {
    expect(syncAccommodationLocation(charlesDeGaulle, 'Versailles', false)).toBeNull();
    expect(syncAccommodationLocation(charlesDeGaulle, 'Porus Chxrlxs', false)).toBeNull();
  });

  it('keeps following with a location the sync wrote itself', () => {
    expect(syncAccommodationLocation('London Heathrow Airport (LHR)', 'Paris', true)).toEqual({
      location: 'London Heathrow',
      confidence: 1,
    });
  });

  it('does nothing for a destination with no name left after cleaning', () => {
    expect(syncAccommodationLocation('International Airport (XXX)', '', false)).toBeNull();
  });
});

describe('following the chosen destination city', () => {
  it("follows the suggestion's city, not a fragment of the airport name", () => {
    expect(
      syncAccommodationLocation('Charles de Gaulle International Airport (CDG)', '', false, 'Paris'),
    ).toEqual({
      location: 'Paris',
      confidence: 1,
    });
    expect(
      syncAccommodationLocation('Galeão International Airport (GIG)', '', false, 'Rio de Janeiro'),
    ).toEqual({
      location: 'Rio de Janeiro',
      confidence: 1,
    });
  });

  it("keeps product.md's thresholds against the city", () => {
    // 5/6 similar: below 0.85, so the visitor's text stays and only the hint shows.
    expect(syncAccommodationLocation('London Heathrow Airport (LHR)', 'Londn', false, 'London')).toEqual({
      location: 'Londn',
      confidence: expect.closeTo(5 / 6, 5),
    });
    // The city contains the text: 0.9, so the city replaces it.
    expect(syncAccommodationLocation('London Heathrow Airport (LHR)', 'Lond', false, 'London')).toEqual({
      location: 'London',
      confidence: 0.9,
    });
    expect(syncAccommodationLocation('London Heathrow Airport (LHR)', 'Oxford', false, 'London')).toBeNull();
  });
});
