import { describe, expect, it } from 'vitest';
import { perTravellerShare, searchBudget, typedBudget } from './budget-basis';

describe('searchBudget', () => {
  it('keeps a total as typed and multiplies a budget per traveller by the travellers, to the cent', () => {
    expect(searchBudget(500, 'total', 3)).toBe(500);
    expect(searchBudget(500, 'traveller', 3)).toBe(1500);
    // 333.33 × 3 in floating point is 999.9899…; in cents it is exact.
    expect(searchBudget(333.33, 'traveller', 3)).toBe(999.99);
  });
});

describe('perTravellerShare', () => {
  it('splits a total between the travellers, rounded to the cent', () => {
    expect(perTravellerShare(1847, 3)).toBe(615.67);
    expect(perTravellerShare(824, 2)).toBe(412);
    expect(perTravellerShare(99.99, 1)).toBe(99.99);
  });
});

describe('typedBudget', () => {
  it('gives back the amount typed on either basis for the budget a search ran with', () => {
    for (const amount of [1, 333.33, 412.5, 1999.99]) {
      for (const travellers of [1, 2, 3, 7, 9]) {
        expect(typedBudget(searchBudget(amount, 'traveller', travellers), 'traveller', travellers)).toBe(
          amount,
        );
        expect(typedBudget(searchBudget(amount, 'total', travellers), 'total', travellers)).toBe(amount);
      }
    }
  });
});
