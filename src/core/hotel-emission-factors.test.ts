import { describe, expect, it } from 'vitest';
import { hotelFactor } from './hotel-emission-factors';

describe('hotelFactor', () => {
  it("gives a listed country its own row's kg per guest night", () => {
    expect(hotelFactor('FR')).toEqual({ kgPerGuestNight: 4.7, basis: 'country' });
    expect(hotelFactor('es')).toEqual({ kgPerGuestNight: 29, basis: 'country' });
    expect(hotelFactor('TH')).toEqual({ kgPerGuestNight: 34, basis: 'country' });
  });

  it('gives an EU country the table does not list the "Rest of the EU" row', () => {
    expect(hotelFactor('IT')).toEqual({ kgPerGuestNight: 13, basis: 'restOfEu' });
    expect(hotelFactor('PT')).toEqual({ kgPerGuestNight: 13, basis: 'restOfEu' });
  });

  it('gives any other or unknown country the "Rest of the world" row', () => {
    expect(hotelFactor('RS')).toEqual({ kgPerGuestNight: 27, basis: 'restOfWorld' });
    expect(hotelFactor('CH')).toEqual({ kgPerGuestNight: 27, basis: 'restOfWorld' });
    expect(hotelFactor(undefined)).toEqual({ kgPerGuestNight: 27, basis: 'restOfWorld' });
  });
});
