import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-rules';

describe('passwordProblem', () => {
  it.each([
    ['short', 'tooShort'],
    ['x'.repeat(7), 'tooShort'],
    ['x'.repeat(129), 'tooLong'],
    [' '.repeat(8), 'blank'],
    ['\t \u00a0 \n  \u2003 ', 'blank'],
  ])('refuses %j: %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it.each(['x'.repeat(8), 'x'.repeat(128), ' leading and trailing spaces ', 'correct horse battery'])(
    'accepts %j',
    (password) => {
      expect(passwordProblem(password)).toBeUndefined();
    },
  );
});
