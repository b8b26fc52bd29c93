import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it.each(['password', '12345678', 'Password', 'QWERTYUIOP', 'iloveyou', 'sunshine', 'football'])(
    'knows %j from breach lists',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['correct horse battery', 'a long travel passphrase', 'Lisbon-in-May-2027!'])(
    'lets %j through',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});
