import { describe, expect, it } from 'vitest';
import { hotelRating } from './ratings';

const withRating = (overallRating: number, numberOfReviews = 120) =>
  hotelRating({ hotelId: 'H1', overallRating, numberOfReviews });

describe('hotelRating', () => {
  it('shows the 0–100 rating rounded, on a 0–10 scale with one decimal', () => {
    expect(withRating(84).rating).toBe(8.4);
    expect(withRating(84.4).rating).toBe(8.4);
    expect(withRating(84.5).rating).toBe(8.5);
    expect(withRating(100).rating).toBe(10);
    expect(withRating(0).rating).toBe(0);
  });

  it.each([
    [100, 'Excellent'],
    [90, 'Excellent'],
    [89, 'Very Good'],
    [80, 'Very Good'],
    [79, 'Good'],
    [70, 'Good'],
    [69, 'Fair'],
    [60, 'Fair'],
    [59, 'Average'],
    [0, 'Average'],
  ] as const)('labels %i as %s', (overallRating, label) => {
    expect(withRating(overallRating).label).toBe(label);
  });

  it('labels the rounded rating, so the label matches the number shown', () => {
    expect(withRating(89.5)).toMatchObject({ rating: 9, label: 'Excellent' });
    expect(withRating(89.4)).toMatchObject({ rating: 8.9, label: 'Very Good' });
  });

  it('carries the number of reviews through', () => {
    expect(withRating(75, 1234).numberOfReviews).toBe(1234);
  });

  it("says 'No rating' with 0 reviews when there is no sentiment data", () => {
    expect(hotelRating(undefined)).toEqual({ rating: 0, label: 'No rating', numberOfReviews: 0 });
    expect(withRating(Number.NaN)).toEqual({ rating: 0, label: 'No rating', numberOfReviews: 0 });
  });

  it('keeps ratings and review counts outside their ranges within them', () => {
    expect(withRating(130)).toMatchObject({ rating: 10, label: 'Excellent' });
    expect(withRating(-5, -3)).toEqual({ rating: 0, label: 'Average', numberOfReviews: 0 });
  });
});
