import { describe, expect, it } from 'vitest';
import { airlineInitials, airlineName, airlineNames } from './airlines';

describe('airlineName', () => {
  it.each([
    ['AA', 'American Airlines'],
    ['BA', 'British Airways'],
    ['LH', 'Lufthansa'],
    ['AF', 'Air France'],
    ['KL', 'KLM'],
    ['UA', 'United Airlines'],
    ['DL', 'Delta Air Lines'],
  ])('names the product.md airline %s as %s', (code, name) => {
    expect(airlineName(code)).toBe(name);
  });

  it('names about 40 more carriers, including ones with digits in their code', () => {
    expect(Object.keys(airlineNames).length).toBeGreaterThanOrEqual(47);
    expect(airlineName('EK')).toBe('Emirates');
    expect(airlineName('6E')).toBe('IndiGo');
    expect(airlineName('U2')).toBe('easyJet');
  });

  it('reads codes in any case and with spaces around them', () => {
    expect(airlineName(' lh ')).toBe('Lufthansa');
  });

  it('knows nothing of unknown codes, or of names inherited by every object', () => {
    expect(airlineName('ZZ')).toBeUndefined();
    expect(airlineName('constructor')).toBeUndefined();
    expect(airlineName('')).toBeUndefined();
  });
});

describe('airlineInitials', () => {
  it('uses a two-character code as it is', () => {
    expect(airlineInitials('LH')).toBe('LH');
    expect(airlineInitials('6e')).toBe('6E');
    expect(airlineInitials('ZZ')).toBe('ZZ');
  });

  it("gives a known airline's name its code", () => {
    expect(airlineInitials('Delta Air Lines')).toBe('DL');
    expect(airlineInitials('lufthansa')).toBe('LH');
  });

  it('gives another name the initials of its first two words, or the first two letters of one word', () => {
    expect(airlineInitials('Sky Express')).toBe('SE');
    expect(airlineInitials('Air Baltic Corporation')).toBe('AB');
    expect(airlineInitials('Condor')).toBe('CO');
    expect(airlineInitials('Élan Air')).toBe('ÉA');
  });

  it('gives nothing for a blank name', () => {
    expect(airlineInitials('  ')).toBe('');
  });
});
