import { describe, expect, it } from 'vitest';
import { dealScore, flightTimeTerm, priceTerm, ratingTerm, stopsFactor, stopsTerm } from './deal-score';

describe('deal score terms (product.md §9)', () => {
  it('price: 0.35 × (1000 / total)', () => {
    expect(priceTerm(1000)).toBeCloseTo(0.35, 12);
    expect(priceTerm(2000)).toBeCloseTo(0.175, 12);
  });

  it('rating: 0.25 × (display rating / 5), on the 0–10 display scale', () => {
    expect(ratingTerm(8.4)).toBeCloseTo(0.42, 12);
    expect(ratingTerm(10)).toBeCloseTo(0.5, 12);
  });

  it('rating: 0 counts as 3', () => {
    expect(ratingTerm(0)).toBeCloseTo(0.15, 12);
    expect(ratingTerm(0)).toBe(ratingTerm(3));
  });

  it('flight time: 0.2 × (1 / (minutes / 60))', () => {
    expect(flightTimeTerm(600)).toBeCloseTo(0.02, 12);
    expect(flightTimeTerm(960)).toBeCloseTo(0.0125, 12);
  });

  it('stops: 1 direct, 0.7 one stop, 0.4 for two or more, weighted 0.2', () => {
    expect([0, 1, 2, 3].map(stopsFactor)).toEqual([1, 0.7, 0.4, 0.4]);
    expect(stopsTerm(0)).toBeCloseTo(0.2, 12);
    expect(stopsTerm(1)).toBeCloseTo(0.14, 12);
    expect(stopsTerm(2)).toBeCloseTo(0.08, 12);
  });

  it('adds the four terms', () => {
    // 0.35 + 0.42 + 0.02 + 0.2
    expect(
      dealScore({ totalPrice: 1000, displayRating: 8.4, totalFlightMinutes: 600, stops: 0 }),
    ).toBeCloseTo(0.99, 12);
  });
});
