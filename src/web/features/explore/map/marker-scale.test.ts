import { describe, expect, it } from 'vitest';
import { cheapness, largestRadius, markerScale, smallestRadius } from './marker-scale';

describe('cheapness', () => {
  it('is 1 for the cheapest, 0 for the dearest and linear between', () => {
    expect(cheapness(400, 400, 800)).toBe(1);
    expect(cheapness(800, 400, 800)).toBe(0);
    expect(cheapness(500, 400, 800)).toBe(0.75);
  });

  it('treats one price, or equal prices, as the cheapest', () => {
    expect(cheapness(612, 612, 612)).toBe(1);
  });

  it('stays within 0 and 1 for a price outside the range', () => {
    expect(cheapness(300, 400, 800)).toBe(1);
    expect(cheapness(900, 400, 800)).toBe(0);
  });
});

describe('markerScale', () => {
  const style = markerScale([800, 400, 600, 700]);

  it('gives the cheapest the largest, strongest dot and the dearest the smallest, weakest', () => {
    expect(style(400)).toEqual({ radius: largestRadius, shade: 'fill-brand-800' });
    expect(style(800)).toEqual({ radius: smallestRadius, shade: 'fill-brand-400' });
  });

  it('grows the dot and deepens the colour as the price falls', () => {
    const prices = [800, 700, 600, 500, 400];
    const radii = prices.map((price) => style(price).radius);
    expect(radii).toEqual([...radii].sort((a, b) => a - b));
    expect(prices.map((price) => style(price).shade)).toEqual([
      'fill-brand-400',
      'fill-brand-500',
      'fill-brand-600',
      'fill-brand-700',
      'fill-brand-800',
    ]);
  });

  it('shows a lone destination as the best buy', () => {
    expect(markerScale([612])(612)).toEqual({ radius: largestRadius, shade: 'fill-brand-800' });
  });
});
