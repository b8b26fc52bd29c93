import { describe, expect, it } from 'vitest';
import { settleConcurrently } from './settle-concurrently';

describe('settleConcurrently', () => {
  it('runs at most `limit` at a time and settles every item in order, failures included', async () => {
    let running = 0;
    let most = 0;
    const outcomes = await settleConcurrently([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 8 - item));
      running -= 1;
      if (item % 3 === 0) throw new Error(`item ${item}`);
      return item * 10;
    });
    expect(most).toBe(3);
    expect(outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : 'failed'))).toEqual([
      10,
      20,
      'failed',
      40,
      50,
      'failed',
      70,
    ]);
  });

  it('answers nothing for nothing', async () => {
    expect(await settleConcurrently([], 6, async () => 1)).toEqual([]);
  });
});
