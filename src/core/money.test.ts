import { describe, expect, it } from 'vitest';
import { amountToCents, centsToAmount, centsToPrice, priceToCents } from './money';

describe('priceToCents', () => {
  it.each([
    ['355.34', 35534],
    ['1500', 150000],
    ['0.1', 10],
    ['0.01', 1],
    [' 99.99 ', 9999],
    ['1.005', 101],
    ['1.0049', 100],
  ])('reads %j as %i cents', (total, cents) => {
    expect(priceToCents(total)).toBe(cents);
  });

  it.each(['', ' ', 'abc', '-5', '1e3', 'Infinity', 'NaN', '0', '0.00', '0.004', '1,500', '12.'])(
    'cannot price %j',
    (total) => {
      expect(priceToCents(total)).toBeUndefined();
    },
  );
});

describe('amountToCents and centsToAmount', () => {
  it('round to the nearest cent without float drift', () => {
    expect(amountToCents(0.1 + 0.2)).toBe(30);
    expect(amountToCents(0.3)).toBe(30);
    expect(centsToAmount(10 + 20)).toBe(0.3);
  });
});

describe('centsToPrice', () => {
  it.each([
    [41230, '412.30'],
    [1, '0.01'],
    [100, '1.00'],
    [123456789, '1234567.89'],
  ])('writes %i cents as %j, which priceToCents reads back', (cents, price) => {
    expect(centsToPrice(cents)).toBe(price);
    expect(priceToCents(price)).toBe(cents);
  });
});
