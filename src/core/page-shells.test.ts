import { describe, expect, it } from 'vitest';
import { shellPageOf } from './page-shells';

describe('shellPageOf', () => {
  it('draws the home and explore heroes, the frame alone elsewhere', () => {
    expect(shellPageOf('/')).toBe('home');
    expect(shellPageOf('/explore')).toBe('explore');
    expect(shellPageOf('/explore/')).toBe('explore');
    expect(shellPageOf('/about')).toBe('frame');
    expect(shellPageOf('/no-such-page')).toBe('frame');
  });
});
