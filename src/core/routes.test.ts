import { describe, expect, it } from 'vitest';
import { isAppPath } from './routes';

describe('isAppPath', () => {
  it('knows every product.md route', () => {
    for (const path of [
      '/',
      '/auth',
      '/profile',
      '/saved-searches',
      '/about',
      '/contact',
      '/terms',
      '/privacy',
      '/booking-redirect',
      '/explore',
      '/unsubscribe',
    ]) {
      expect(isAppPath(path)).toBe(true);
    }
  });

  it('ignores a trailing slash', () => {
    expect(isAppPath('/profile/')).toBe(true);
  });

  it('rejects unknown and nested paths', () => {
    expect(isAppPath('/nope')).toBe(false);
    expect(isAppPath('/profile/settings')).toBe(false);
    expect(isAppPath('')).toBe(false);
  });
});
